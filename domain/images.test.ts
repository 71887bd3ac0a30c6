import { describe, expect, it } from "vitest";
import { sniffImage } from "./images";

describe("sniffImage", () => {
  it("recognises PNG, JPEG and GIF by their signatures", () => {
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))?.ext).toBe("png");
    expect(sniffImage(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))?.ext).toBe("jpg");
    expect(sniffImage(new TextEncoder().encode("GIF89a..."))?.ext).toBe("gif");
    expect(sniffImage(new TextEncoder().encode("GIF87a..."))?.ext).toBe("gif");
  });
  it("refuses text renamed as an image and short input", () => {
    expect(sniffImage(new TextEncoder().encode("hello, I am a PNG"))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
    expect(sniffImage(new TextEncoder().encode("GIF88a"))).toBeNull();
  });
});
