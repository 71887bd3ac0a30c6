// Draws the store's product pictures (public/images/store/<id>.svg) from the catalogue's
// colours and shapes. Run once when the catalogue changes: node scripts/store-images.ts
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { STORE_CATALOGUE, type CatalogueProduct } from "../domain/store-catalogue.ts";

const SHAPES: Record<CatalogueProduct["shape"], (a: string, b: string) => string> = {
  shirt: (a, b) => `<path d="M70 40l30-16h40l30 16 36 28-20 30-20-12v110H74V86l-20 12-20-30z" fill="${a}" stroke="${b}" stroke-width="5"/><path d="M100 24c6 14 34 14 40 0" fill="none" stroke="${b}" stroke-width="5"/><circle cx="150" cy="82" r="9" fill="${b}"/>`,
  jacket: (a, b) => `<path d="M68 42l34-16h36l34 16 30 40-22 22-16-14v112H76V90l-16 14-22-22z" fill="${a}" stroke="${b}" stroke-width="5"/><path d="M120 30v168" stroke="${b}" stroke-width="5"/>`,
  scarf: (a, b) => `<rect x="40" y="90" width="160" height="46" rx="8" fill="${a}"/>${[60, 100, 140, 180].map((x) => `<rect x="${x - 10}" y="90" width="20" height="46" fill="${b}"/>`).join("")}<path d="M44 136v24M60 136v24M180 136v24M196 136v24" stroke="${a}" stroke-width="5"/>`,
  cap: (a, b) => `<path d="M50 140c0-50 30-80 70-80s70 30 70 80z" fill="${a}"/><path d="M40 140h170c0 14-20 20-60 20H40z" fill="${b}"/><circle cx="120" cy="58" r="10" fill="${b}"/>`,
  bottle: (a, b) => `<rect x="92" y="30" width="56" height="22" rx="6" fill="${b}" stroke="${a}" stroke-width="4"/><rect x="80" y="52" width="80" height="150" rx="22" fill="${a}"/><rect x="92" y="100" width="56" height="40" rx="6" fill="${b}"/>`,
  headphones: (a, b) => `<path d="M60 140v-20a60 60 0 0 1 120 0v20" fill="none" stroke="${a}" stroke-width="14"/><rect x="46" y="130" width="36" height="60" rx="14" fill="${a}" stroke="${b}" stroke-width="4"/><rect x="158" y="130" width="36" height="60" rx="14" fill="${a}" stroke="${b}" stroke-width="4"/>`,
  watch: (a, b) => `<rect x="96" y="30" width="48" height="180" rx="14" fill="${b}"/><rect x="76" y="70" width="88" height="100" rx="22" fill="${a}"/><rect x="88" y="82" width="64" height="76" rx="12" fill="#0e1512"/><text x="120" y="128" text-anchor="middle" font-family="sans-serif" font-size="20" font-weight="700" fill="${b}">2-1</text>`,
  phone: (a, b) => `<rect x="70" y="40" width="100" height="160" rx="16" fill="${a}"/><rect x="84" y="60" width="72" height="110" rx="8" fill="${b}"/><circle cx="120" cy="184" r="7" fill="${b}"/>`,
  ball: (a, b) => `<circle cx="120" cy="120" r="80" fill="${a}" stroke="${b}" stroke-width="5"/><path d="M120 82l30 22-12 36h-36l-12-36z" fill="${b}"/><path d="M120 82V44M150 104l34-14M138 140l22 30M102 140l-22 30M90 104l-34-14" stroke="${b}" stroke-width="5"/>`,
  trophy: (a, b) => `<path d="M80 50h80v40a40 40 0 0 1-80 0z" fill="${a}"/><path d="M80 60H56a24 24 0 0 0 24 34M160 60h24a24 24 0 0 1-24 34" fill="none" stroke="${a}" stroke-width="8"/><rect x="112" y="128" width="16" height="34" fill="${b}"/><rect x="86" y="162" width="68" height="22" rx="4" fill="${b}"/>`,
  mug: (a, b) => `<rect x="64" y="66" width="100" height="120" rx="12" fill="${a}" stroke="${b}" stroke-width="5"/><path d="M164 96h18a22 22 0 0 1 0 44h-18" fill="none" stroke="${b}" stroke-width="10"/><text x="114" y="136" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="800" fill="${b}">T</text>`,
  bag: (a, b) => `<rect x="66" y="60" width="108" height="140" rx="26" fill="${a}"/><path d="M96 60v-10a24 24 0 0 1 48 0v10" fill="none" stroke="${b}" stroke-width="8"/><rect x="86" y="120" width="68" height="50" rx="10" fill="${b}"/>`,
};

const dir = path.join(import.meta.dirname, "../public/images/store");
mkdirSync(dir, { recursive: true });
for (const p of STORE_CATALOGUE) {
  const [a, b] = p.colours;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-label="${p.name}"><rect width="240" height="240" fill="#eef2ef"/>${SHAPES[p.shape](a, b)}</svg>\n`;
  writeFileSync(path.join(dir, `${p.id}.svg`), svg);
}
console.log(`Drew ${STORE_CATALOGUE.length} product pictures in public/images/store/.`);
