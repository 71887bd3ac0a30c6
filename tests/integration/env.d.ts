import type { Env as AppEnv } from "../../api/env";

// `env` from cloudflare:test is Cloudflare.Env: give it our bindings.
declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {}
  }
}
export {};
