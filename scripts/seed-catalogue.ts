// Seeds the store's catalogue (domain/store-catalogue.ts: products and their sizes with stock)
// into a D1 database, only when told which: production never gets it by itself (the local
// seed, scripts/seed.ts, adds it to the local data). Rows already there are kept (INSERT OR
// IGNORE), so a product's stock, moved by real orders, is never reset.
//
//   node scripts/seed-catalogue.ts --remote      the deployed D1 (wrangler's account and binding DB)
//   node scripts/seed-catalogue.ts --local [--persist-to DIR]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { productSizes, products } from "../api/db/schema/index.ts";
import { catalogueRows } from "../domain/store-catalogue.ts";
import { insertRows } from "./sql.ts";
import { wranglerSync } from "./wrangler.ts";

const args = process.argv.slice(2);
function usage(): never {
  console.error("Say where: node scripts/seed-catalogue.ts --remote (the deployed D1) or --local [--persist-to DIR].");
  process.exit(2);
  throw new Error("unreachable");
}
const target = args.includes("--remote") ? "--remote" : args.includes("--local") ? "--local" : usage();
const persist = args.includes("--persist-to") ? ["--persist-to", args[args.indexOf("--persist-to") + 1]!] : [];
const rows = catalogueRows(Date.now());
const dir = mkdtempSync(path.join(tmpdir(), "terrace-catalogue-"));
const file = path.join(dir, "catalogue.sql");
writeFileSync(file, [...insertRows(products, rows.products, "ignore"), ...insertRows(productSizes, rows.sizes, "ignore")].join("\n"));
try {
  // The remote call needs wrangler's login and network: not the offline environment of the local tools.
  wranglerSync(["d1", "execute", "DB", target, ...persist, "--file", file, ...(target === "--remote" ? ["--yes"] : [])], {
    stdio: "inherit",
    ...(target === "--remote" ? { env: { ...process.env, CI: "true" } } : {}),
  });
  console.log(`Catalogue: ${rows.products.length} products and ${rows.sizes.length} sizes (existing rows kept) in the ${target.slice(2)} D1.`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
