// `cloudflare:workers` for scripts that only read the API's routes in Node (scripts/openapi-document.ts).
export class DurableObject {}
export class WorkerEntrypoint {}
export const env = {};
