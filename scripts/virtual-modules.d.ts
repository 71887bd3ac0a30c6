// The browser build's language packs per route (scripts/vite-language-packs.ts), read by the server build.
declare module "virtual:terrace/language-packs" {
  const packs: Record<string, Record<string, string[]>>;
  export default packs;
}
