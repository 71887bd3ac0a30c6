// Every page's <title> and description: a route's meta replaces its parents', so each
// route asks for both here rather than losing the root's description.
const DESCRIPTION = "Build your squad for each gameweek challenge, follow it live and join the fan community.";

export const pageMeta = (title?: string) => [
  { title: title ? `${title} — Terrace` : "Terrace — fantasy football challenges" },
  { name: "description", content: DESCRIPTION },
];
