/** Bindings and configuration of the Worker (wrangler.jsonc, .dev.vars, secrets). */
import type { ScoringMessage } from "../domain/scoring-run";
import type { PushQueueMessage } from "../domain/push-queue";
export interface Env {
  DB: D1Database;
  /** The game's shards, SHARD_1..SHARD_n with no gap (decision 035; api/db/shards.ts). */
  [shard: `SHARD_${number}`]: D1Database | undefined;
  MEDIA: R2Bucket;
  /** Chunks of a big gameweek's scoring, one message per shard (api/jobs/scoring-queue.ts). Unbound: scored in the job itself. */
  SCORING_QUEUE?: Queue<ScoringMessage>;
  CHAT: DurableObjectNamespace;
  /** The relays that hold a big room's sockets beyond the room's own (party/room-relay.ts, domain/chat-relays.ts). Unbound: rooms hold all their sockets. */
  CHAT_RELAY?: DurableObjectNamespace;
  /** People online a room holds on its own sockets before new ones go to relays (domain/chat-relays.ts relayAbove; default 1,000). */
  CHAT_RELAY_ABOVE?: string;
  ASSETS?: Fetcher;
  /** HS256 signing secret; JWT_SECRET_PREVIOUS (comma separated) still verifies during rotation. */
  JWT_SECRET: string;
  JWT_SECRET_PREVIOUS?: string;
  /** "true" when the server runs on the embedded local seed data. */
  LOCAL_DATA?: string;
  FPL_API_BASE?: string;
  /** Where player and club imports read: the official API, or the bundled 2025-26 snapshot. Default: "bundled" on local data, else "api". */
  FPL_SOURCE?: "api" | "bundled";
  /** Rate limits (domain/limits.ts): "production" or "local" (raises the limits keyed by IP). Default: "local" on local data, else "production". */
  LIMITS_PROFILE?: "production" | "local";
  /** Web Push (issue 46, RFC 8292): the VAPID public key (base64url, uncompressed P-256 point), readable by clients. */
  VAPID_PUBLIC_KEY?: string;
  /** The VAPID private key as a JWK (JSON text); a secret. Unset: no push is sent. */
  VAPID_PRIVATE_JWK?: string;
  /** The VAPID subject: a mailto: or https: contact for the push services. */
  VAPID_SUBJECT?: string;
  /** Web Push's queue (api/jobs/push-queue.ts, decision 053): the cron and the services send, its consumers fan out and POST. Unbound: nothing is pushed. */
  PUSH_QUEUE?: Queue<PushQueueMessage>;
  /** Tests and the push bench only: the origin of the local test push service, the one http:// endpoint a push may go to (with LOCAL_DATA). */
  PUSH_TEST_RECEIVER?: string;
}
