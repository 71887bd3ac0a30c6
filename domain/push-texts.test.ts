import { describe, expect, it } from "vitest";
import { withLocale } from "./locale.ts";
import { mentionedNames } from "./mentions.ts";
import { deliveryOf, eventWords, finalPush, livePush } from "./push-texts.ts";
import type { LiveEvent } from "./push-queue.ts";

const event = (e: Partial<LiveEvent>): LiveEvent => ({ playerId: 1, name: "Haaland", goals: 0, assists: 0, cleanSheet: false, bonus: 0, points: 0, ...e });

describe("push texts", () => {
  it("write the issue's live line in English and in French", () => {
    const person = { lines: [{ event: event({ goals: 1, points: 4 }), multiplier: 2 }, { event: event({ playerId: 2, name: "Saka", assists: 1, points: 3 }), multiplier: 1 }], points: 61, rank: 9877, previousRank: 12403 };
    expect(withLocale("en-GB", () => livePush(12, person))).toEqual({ title: "Gameweek 12 live", body: "Haaland goal +8 (C), Saka assist +3: 61 pts, rank 12,403 → 9,877", url: "/live-team", tag: "live-12", lang: "en-GB" });
    const fr = withLocale("fr-FR", () => livePush(12, person));
    expect(fr.title).toBe("Journée 12 en direct");
    expect(fr.body.replace(/\u202f/g, " ")).toBe("Haaland but +8 (C), Saka passe décisive +3: 61 pts, rang 12 403 → 9 877");
    expect(fr.lang).toBe("fr-FR");
  });

  it("name several events of one player, and one point in the singular", () => {
    expect(withLocale("en-GB", () => eventWords(event({ goals: 2, assists: 1, bonus: 3 })))).toBe("2 goals and assist and bonus 3");
    expect(withLocale("fr-FR", () => eventWords(event({ goals: 1, cleanSheet: true })))).toBe("but et clean sheet");
    expect(withLocale("en-GB", () => finalPush(3, 1, null).body)).toBe("1 pt.");
  });

  it("keep a reminder only until its deadline, a live push ten minutes", () => {
    expect(deliveryOf("deadline", { now: 0, deadline: 3_600_000, gameweek: 4 })).toEqual({ ttl: 3600, urgency: "high", topic: "deadline-4" });
    expect(deliveryOf("live", { now: 0, gameweek: 4 }).ttl).toBe(600);
  });

  it("find every name a comment mentions, once", () => {
    expect(mentionedNames("@ana thanks, and @Bob. Also @ana again; mail a@b.c")).toEqual(["ana", "Bob"]);
  });
});
