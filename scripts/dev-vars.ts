// The local Worker's secrets and flags: .dev.vars (git-ignored), which `wrangler dev` reads
// next to wrangler.jsonc. Written once by whatever first needs a local Worker (npm start via
// scripts/setup-local.ts, npm run dev, the benchmarks), never overwritten; a .dev.vars written
// before Web Push (issue 46) gets a VAPID pair appended.
import { generateKeyPairSync, randomBytes } from "node:crypto";
import { appendFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";

export const DEV_VARS_FILE = ".dev.vars";

/**
 * A fresh VAPID pair (RFC 8292) as .dev.vars lines: the private key as a JWK (JSON text, single
 * quoted so that dotenv keeps it whole), its public key (base64url uncompressed point) and a subject.
 */
export function vapidDevVars(): string {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = privateKey.export({ format: "jwk" }) as { kty: string; crv: string; x: string; y: string; d: string };
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]).toString("base64url");
  const privateJwk = JSON.stringify({ kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d });
  return `VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_JWK='${privateJwk}'\nVAPID_SUBJECT=mailto:push@terrace.local\n`;
}

/**
 * Creates .dev.vars in the working directory (the repository) unless it exists: a random
 * JWT_SECRET, LOCAL_DATA=true (the flag that shows the demo credentials and enables the local
 * replay and clock) and a VAPID pair. An existing file without VAPID_PRIVATE_JWK gets a pair
 * appended (its other lines untouched). Returns true when it wrote the file.
 */
export function ensureDevVars(file: string = DEV_VARS_FILE): boolean {
  if (existsSync(file)) {
    const text = readFileSync(file, "utf8");
    if (!/^VAPID_PRIVATE_JWK=/m.test(text)) {
      appendFileSync(file, `${text === "" || text.endsWith("\n") ? "" : "\n"}${vapidDevVars()}`);
      console.log(`Added a VAPID key pair (Web Push) to ${file}.`);
    }
    return false;
  }
  writeFileSync(file, `JWT_SECRET=${randomBytes(32).toString("hex")}\nLOCAL_DATA=true\n${vapidDevVars()}`);
  return true;
}
