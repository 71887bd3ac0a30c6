// @mentions in what people write (a wall reply's '@author ' prefix, added by commentText, or typed
// anywhere), and what erasing a person does to them (issue 42): a deleted account's mentions are
// rewritten to its anonymous username when it is deleted (replaceMentions), and every screen reads
// that name as its 'Deleted user' label; a reply's leading mention of a comment that is gone (or
// of a name nobody in the thread has any more) is not shown (shownCommentText).

/** A deleted account's username starts so (domain/admin-users.ts anonymisedIdentity), then its id's letters and digits. */
export const DELETED_USERNAME_PREFIX = "deleted-user-";
const DELETED_USERNAME = new RegExp(`^${DELETED_USERNAME_PREFIX}[0-9a-z]+$`, "i");
export const isDeletedUsername = (name: string) => DELETED_USERNAME.test(name);
/** Nobody may take a name that reads as a deleted account's (any case): its mentions would read 'Deleted user'. */
export const isReservedUsername = (name: string) => name.toLowerCase().startsWith(DELETED_USERNAME_PREFIX);

/** `@name` as usernames are written (letters, digits, _ . -), not inside a word or an email. */
const MENTION = /(^|[^\p{L}\p{N}_@.-])@([\p{L}\p{N}_.-]+)/gu;
/** A name may end a sentence: its trailing dots and dashes are not part of it. */
const nameOf = (raw: string) => raw.replace(/[.-]+$/, "");

/** `text` with every mention of `username` (any case) naming `replacement` instead; other names, even longer ones that start the same, stay. */
export function replaceMentions(text: string, username: string, replacement: string): string {
  const wanted = username.toLowerCase();
  return text.replace(MENTION, (match, before: string, raw: string) => {
    const name = nameOf(raw);
    return name.toLowerCase() === wanted ? `${before}@${replacement}${raw.slice(name.length)}` : match;
  });
}

/** True when `text` holds a mention of `username` (any case): the rows an erasure rewrites. */
export const mentionsName = (text: string, username: string) => replaceMentions(text, username, "\u0000") !== text;

/** The name a reply's leading mention names ('@name ' as commentText writes it, or typed first), or null. */
export function leadingMention(text: string): string | null {
  const match = /^@([\p{L}\p{N}_.-]+)(?=\s|$)/u.exec(text);
  return match ? nameOf(match[1]!) : null;
}

/**
 * A comment's text as readers see it. Mentions of deleted accounts read as `deletedLabel` (the
 * screen language's 'Deleted user'); a reply's leading mention is dropped when `stillThere` says
 * it names nobody in the thread any more (the comment it answered was deleted, its author renamed).
 */
export function shownCommentText(text: string, { deletedLabel, stillThere }: { deletedLabel: string; stillThere?: (name: string) => boolean }): string {
  const lead = leadingMention(text);
  let shown = text;
  if (lead !== null && !isDeletedUsername(lead) && stillThere && !stillThere(lead)) shown = text.slice(lead.length + 1).trimStart() || text;
  return shown.replace(MENTION, (match, before: string, raw: string) => {
    const name = nameOf(raw);
    return isDeletedUsername(name) ? `${before}@${deletedLabel}${raw.slice(name.length)}` : match;
  });
}

/** Every name `text` mentions ('@name' anywhere, as MENTION reads it), each once, in order (the people a wall comment tells by push). */
export function mentionedNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(MENTION)) {
    const name = nameOf(match[2]!);
    if (name && !names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name);
  }
  return names;
}
