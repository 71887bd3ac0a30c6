// Prints a fresh VAPID key pair (Web Push, RFC 8292) for a deployment's secrets (README "Web Push").
//   node scripts/vapid-keys.ts
import { vapidDevVars } from "./dev-vars.ts";

console.log(vapidDevVars().trim());
