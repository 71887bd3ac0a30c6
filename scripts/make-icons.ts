// Once, when the logo (public/favicon.svg) changes: the web app manifest's PNG icons
// (public/icons/), drawn from the logo by sharp. Committed, so a build needs nothing of this.
//
//   node scripts/make-icons.ts
//
// "any" icons are the logo as it is (its rounded square); "maskable" ones fill the whole square
// with the logo's green and keep the drawing inside the central 80 % circle that any mask shows
// (the platform cuts its own shape: circle, squircle, teardrop).
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const logo = readFileSync(path.join(ROOT, "public/favicon.svg"), "utf8");
const inner = logo.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<rect width="64" height="64"[^>]*\/>/, "");
const green = logo.match(/<rect width="64" height="64"[^>]*fill="(#[0-9a-f]+)"/i)?.[1] ?? "#0b7a43";
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${green}"/><g transform="translate(32 33) scale(0.66) translate(-32 -33)">${inner}</g></svg>`;

for (const size of [192, 512]) {
  await sharp(Buffer.from(logo), { density: (72 * size) / 64 }).resize(size, size).png().toFile(path.join(ROOT, `public/icons/icon-${size}.png`));
  await sharp(Buffer.from(maskable), { density: (72 * size) / 64 }).resize(size, size).png().toFile(path.join(ROOT, `public/icons/maskable-${size}.png`));
}
console.log("public/icons: icon-192.png icon-512.png maskable-192.png maskable-512.png");
