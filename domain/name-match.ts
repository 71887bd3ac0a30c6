// "Did you mean …?": the closest names to one that matched nothing (a player typed into a
// challenge's rules). Pure: the screens' pickers and the challenge service share it.
import { normalizeName } from "./challenge-rules.ts";

/** Levenshtein distance (insertions, deletions, substitutions), on UTF-16 units. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * How far `query` is from a name, both normalised (accents, case, spaces): the edit distance,
 * or 1 when they share a whole word of 3 letters or more ("salah" and "m.salah", "mohamed
 * salah" and "m.salah"), so a typed surname or full name finds the web name. Null: too far to suggest (more than a third of the letters wrong,
 * at least 1 allowed, at most 3).
 */
export function nameDistance(query: string, name: string): number | null {
  const q = normalizeName(query);
  const n = normalizeName(name);
  if (!q || !n) return null;
  if (q === n) return 0;
  const words = (s: string) => s.split(/[\s.'-]+/).filter(Boolean);
  const nameWords = words(n);
  const wordHit = q.length >= 3 && (nameWords.includes(q) || words(q).some((w) => w.length >= 3 && nameWords.includes(w)));
  const d = Math.min(editDistance(q, n), ...nameWords.map((w) => editDistance(q, w)));
  const best = wordHit ? Math.min(d, 1) : d;
  return best <= Math.min(3, Math.max(1, Math.floor(q.length / 3))) ? best : null;
}

/**
 * The items whose names come closest to `query` (closest first, then by label), at most `max`.
 * Each item has several names (a player: web name, surname, full name); its nearest counts.
 */
export function closestMatches<T>(query: string, items: readonly T[], namesOf: (item: T) => readonly string[], labelOf: (item: T) => string, max = 3): T[] {
  const scored: { item: T; d: number; label: string }[] = [];
  for (const item of items) {
    let d: number | null = null;
    for (const name of namesOf(item)) {
      const nd = nameDistance(query, name);
      if (nd !== null && (d === null || nd < d)) d = nd;
    }
    if (d !== null) scored.push({ item, d, label: labelOf(item) });
  }
  scored.sort((a, b) => a.d - b.d || a.label.localeCompare(b.label));
  const seen = new Set<string>();
  return scored.filter((s) => !seen.has(s.label) && seen.add(s.label)).slice(0, max).map((s) => s.item);
}
