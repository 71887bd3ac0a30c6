import type { Env } from "../api/env";
import type { ServiceContext } from "../api/services/context";

declare module "@remix-run/cloudflare" {
  interface AppLoadContext {
    env: Env;
    ctx: ExecutionContext;
    /** The request's service context, built once by the Worker (server.ts): identity read once, Origin checked once. */
    service: ServiceContext;
    /** This response's Content-Security-Policy nonce (entry.server.tsx). */
    cspNonce: string;
  }
}
export {};
