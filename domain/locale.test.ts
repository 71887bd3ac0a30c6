import { describe, expect, it } from "vitest";
import { currentLocale, isTimeZone, negotiateLocale, resolveLocale, withLocale } from "./locale.ts";
import { catalogueLanguages, localized } from "./messages/index.ts";

describe("negotiateLocale", () => {
  it.each([
    [null, "en-GB"],
    ["", "en-GB"],
    ["fr", "fr-FR"],
    ["fr-CA,en;q=0.8", "fr-FR"],
    ["de-DE,de;q=0.9", "en-GB"],
    ["de-DE,fr;q=0.5", "fr-FR"],
    ["en-US,fr;q=0.9", "en-GB"],
    ["en;q=0.1,fr;q=0.2", "fr-FR"],
    ["fr;q=0,en", "en-GB"],
    ["*", "en-GB"],
    ["garbage;;;q=x,fr", "fr-FR"],
  ])("%s -> %s", (header, locale) => expect(negotiateLocale(header)).toBe(locale));
});

describe("resolveLocale", () => {
  it("the account, then the cookie, then the browser", () => {
    expect(resolveLocale({ account: "fr-FR", cookie: "terrace_lang=en-GB", acceptLanguage: "en" })).toBe("fr-FR");
    expect(resolveLocale({ account: null, cookie: "a=b; terrace_lang=fr-FR", acceptLanguage: "en" })).toBe("fr-FR");
    expect(resolveLocale({ account: "xx", cookie: "terrace_lang=xx", acceptLanguage: "fr" })).toBe("fr-FR");
    expect(resolveLocale({})).toBe("en-GB");
  });
});

describe("localized catalogues", () => {
  const m = localized({ hello: "Hello", count: (n: number) => `${n} items`, nested: { a: "A" } }, { hello: "Bonjour", count: (n: number) => `${n} éléments`, nested: { a: "A fr" } });
  it("answer in the current locale at the moment they are read", () => {
    expect(currentLocale()).toBe("en-GB");
    expect(m.hello).toBe("Hello");
    expect(withLocale("fr-FR", () => [m.hello, m.count(2), m.nested.a])).toEqual(["Bonjour", "2 éléments", "A fr"]);
    expect(m.count(2)).toBe("2 items");
    expect(Object.keys(m)).toEqual(["hello", "count", "nested"]);
    expect(catalogueLanguages(m)["fr-FR"].hello).toBe("Bonjour");
  });
});

it("isTimeZone", () => {
  expect(isTimeZone("Europe/Paris")).toBe(true);
  expect(isTimeZone("UTC")).toBe(true);
  expect(isTimeZone("Mars/Olympus")).toBe(false);
  expect(isTimeZone("x".repeat(100))).toBe(false);
});
