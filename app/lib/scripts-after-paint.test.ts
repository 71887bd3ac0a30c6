import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./scripts-after-paint";

/** The stream's output for `html` cut into chunks at `cuts` (byte offsets). */
async function through(html: string, cuts: number[]): Promise<string> {
  const bytes = new TextEncoder().encode(html);
  const bounds = [0, ...cuts, bytes.length];
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i + 1 < bounds.length; i++) controller.enqueue(bytes.slice(bounds[i], bounds[i + 1]));
      controller.close();
    },
  });
  return new Response(withScriptsAfterFirstPaint(source)).text();
}

const page =
  '<head><link rel="modulepreload" href="/a.js"/></head><body><p>Équipe 日本</p><link rel="modulepreload" href="/b.js"/><link rel="icon" href="/i.svg"/>' +
  '<script nonce="n0+/=">window.__remixContext = {};</script><script nonce="n0+/=" type="module" async="">import "/m.js";</script></body>';
const expected = page
  .replaceAll('<link rel="modulepreload"', '<link data-after-paint="modulepreload"')
  .replace('<script nonce="n0+/=" type="module" async="">', '<script nonce="n0+/=" type="text/plain" data-after-paint="module">');

describe("withScriptsAfterFirstPaint", () => {
  it("holds every module preload and the module script, and leaves the rest alone", async () => {
    expect(expected).not.toBe(page);
    expect(await through(page, [])).toBe(expected);
  });

  it("finds a tag cut between chunks, at every cut, and a character cut between its bytes", async () => {
    const length = new TextEncoder().encode(page).length;
    for (let cut = 1; cut < length; cut++) expect(await through(page, [cut])).toBe(expected);
    expect(await through(page, Array.from({ length: length - 1 }, (_, i) => i + 1))).toBe(expected);
  });

  it("does not hold back a chunk that ends in a finished tag", async () => {
    let push: (chunk: string) => void = () => {};
    const source = new ReadableStream<Uint8Array>({ start: (c) => void (push = (chunk) => c.enqueue(new TextEncoder().encode(chunk))) });
    const reader = withScriptsAfterFirstPaint(source).getReader();
    push("<p>first</p><!--$-->");
    expect(new TextDecoder().decode((await reader.read()).value)).toBe("<p>first</p><!--$-->");
  });

  it("reads its source only when it is read itself (React writes what is ready when read)", async () => {
    let pulls = 0;
    const source = new ReadableStream<Uint8Array>({ pull: (c) => void (pulls++, c.enqueue(new TextEncoder().encode("<p>x</p>"))) }, { highWaterMark: 0 });
    const out = withScriptsAfterFirstPaint(source);
    await new Promise((done) => setTimeout(done, 10));
    expect(pulls).toBe(0);
    await out.getReader().read();
    expect(pulls).toBe(1);
  });
});
