// Finding a poll's player from what a fan types ('Salah', 'salah', 'Mo Salah', 'Salah (LIV)',
// 'Mbappe' for 'Mbappé'): the PvP form's suggestions and the server's resolution of a typed
// name share these rules. Names compare through normalizeName (accents, case and spaces).
import { normalizeName } from "./challenge-rules.ts";

/** What the matcher reads of a player. */
export type NamedPlayer = { id: number; webName: string; firstName: string; secondName: string; team: string; totalPoints?: number };

/** How well a player answers a query: lower is better; null when he does not. */
export type MatchTier = 0 | 1 | 2 | 3;

/** The words of a name: 'M.Salah' -> ['m', 'salah'], "O'Reilly" -> ['o', 'reilly', "o'reilly"]. */
function wordsOf(name: string): string[] {
  const n = normalizeName(name);
  const parts = n.split(/[\s.\-']+/).filter(Boolean);
  return [...new Set([...parts, ...n.split(/\s+/).filter(Boolean)])];
}

/** '... (LIV)' at the end of a label: the club the fan (or the datalist) named. */
function splitClub(query: string): { name: string; club: string | null } {
  const m = /^(.*?)\s*\(([A-Za-z]{3})\)\s*$/.exec(query);
  return m ? { name: m[1]!, club: m[2]!.toUpperCase() } : { name: query, club: null };
}

/**
 * 0: the web name, the surname or the full name exactly; 1: the first name's start and the
 * surname ('Mo Salah'); 2: every typed word starts a word of his names; 3: the text is inside
 * one of his names. A club in brackets must be his.
 */
export function matchTier(player: NamedPlayer, query: string): MatchTier | null {
  const { name, club } = splitClub(query);
  if (club && player.team.toUpperCase() !== club) return null;
  const q = normalizeName(name);
  if (q === "") return null;
  const web = normalizeName(player.webName);
  const second = normalizeName(player.secondName);
  const first = normalizeName(player.firstName);
  const full = normalizeName(`${player.firstName} ${player.secondName}`);
  if (q === web || q === second || q === full) return 0;
  const typed = q.split(/[\s.]+/).filter(Boolean);
  if (typed.length >= 2 && normalizeName(typed.at(-1)!) === second && first.startsWith(typed[0]!)) return 1;
  const words = [...wordsOf(player.webName), ...wordsOf(player.firstName), ...wordsOf(player.secondName)];
  if (typed.every((t) => words.some((w) => w.startsWith(t)))) return 2;
  if (q.length >= 3 && [web, full].some((n) => n.includes(q))) return 3;
  return null;
}

/** Suggestions for what was typed: best match first, then the most points, at most `limit`. */
export function suggestPlayers<P extends NamedPlayer>(players: readonly P[], query: string, limit = 8): P[] {
  return players
    .flatMap((p) => {
      const tier = matchTier(p, query);
      return tier === null ? [] : [{ p, tier }];
    })
    .sort((a, b) => a.tier - b.tier || (b.p.totalPoints ?? 0) - (a.p.totalPoints ?? 0) || a.p.webName.localeCompare(b.p.webName))
    .slice(0, limit)
    .map((x) => x.p);
}

/** The label a suggestion shows and the form sends: 'M.Salah (LIV)'. */
export const playerLabel = (p: Pick<NamedPlayer, "webName" | "team">) => `${p.webName} (${p.team})`;

export type PlayerResolution<P> = { ok: true; player: P } | { ok: false; reason: "none" } | { ok: false; reason: "ambiguous"; candidates: P[] };

/**
 * The one player a typed name means: the only player of the best tier reached (so 'Salah'
 * is M.Salah even though 'Salahudeen' also starts with it). Several at that tier: ambiguous.
 */
export function resolvePlayerName<P extends NamedPlayer>(players: readonly P[], query: string): PlayerResolution<P> {
  let best: { tier: MatchTier; list: P[] } | null = null;
  for (const p of players) {
    const tier = matchTier(p, query);
    if (tier === null) continue;
    if (!best || tier < best.tier) best = { tier, list: [p] };
    else if (tier === best.tier) best.list.push(p);
  }
  if (!best) return { ok: false, reason: "none" };
  if (best.list.length === 1) return { ok: true, player: best.list[0]! };
  return { ok: false, reason: "ambiguous", candidates: suggestPlayers(best.list, query, 5) };
}
