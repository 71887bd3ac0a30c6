// The single source of every D1 table, one file per area. `npm run db:generate`
// turns changes into SQL under migrations/, which wrangler and the tests apply.
export * from "./accounts.ts";
export * from "./game.ts";
export * from "./points.ts";
export * from "./leagues.ts";
export * from "./jobs.ts";
export * from "./realtime.ts";
export * from "./moderation.ts";
export * from "./votes.ts";
export * from "./store.ts";
export * from "./leaks.ts";
export * from "./wall.ts";
export * from "./uploads.ts";
export * from "./public-reads.ts";
export * from "./push.ts";
export * from "./push-send.ts";
