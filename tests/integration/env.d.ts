import type { Env } from "../../api/env";

declare global {
  namespace Cloudflare {
    interface Env extends import("../../api/env").Env {}
  }
}
declare module "cloudflare:test" {
  interface ProvidedEnv extends Env {}
}
export {};
