import { useCallback, useEffect, useMemo, useState } from "react";
import { challengeRulesSchema, type ChallengeRules } from "../../../domain/challenge-rules";
import { toRulesPlayer, type PlayerCard } from "../../../domain/players";
import { indexPlayers, type PlayerLookup } from "../../../domain/squad";
import { EMPTY_SQUAD } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import { applyOp, type BuilderOp } from "./builder-ops";

type Stored = SquadDraft & { teamName: string; managerName: string; savedAt: number };
const EMPTY_DRAFT: SquadDraft = { squad: EMPTY_SQUAD, phase: "pick" };
export const draftKey = (userId: string, gameweek: number) => `terrace:squad:${userId}:gw${gameweek}`;

/**
 * The builder's state: the draft squad, team name and manager, kept in
 * localStorage per user and gameweek so a reload or a stray click loses nothing.
 */
export function useBuilder(options: {
  userId: string;
  gameweek: number;
  players: PlayerCard[];
  rulesWire: unknown;
  initial: SquadDraft | null;
  urlState: boolean;
  saved: { teamName: string; managerName: string } | null;
  justSaved: boolean;
}) {
  const { userId, gameweek, players, rulesWire, initial, urlState, saved, justSaved } = options;
  const rules: ChallengeRules = useMemo(() => challengeRulesSchema.parse(rulesWire), [rulesWire]);
  const lookup: PlayerLookup = useMemo(() => indexPlayers(players.map(toRulesPlayer)), [players]);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);

  const [draft, setDraft] = useState<SquadDraft>(initial ?? EMPTY_DRAFT);
  const [teamName, setTeamName] = useState(saved?.teamName ?? "");
  const [managerName, setManagerName] = useState(saved?.managerName ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  const key = draftKey(userId, gameweek);

  // After hydration: a draft in browser storage wins over the saved team (it is newer work),
  // unless the URL carries an explicit squad (no-JS links) or the team was just submitted.
  useEffect(() => {
    if (justSaved) {
      localStorage.removeItem(key);
    } else if (!urlState) {
      try {
        const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Stored | null;
        if (stored?.squad?.picks) {
          setDraft({ squad: stored.squad, phase: stored.phase });
          setTeamName(stored.teamName ?? "");
          setManagerName(stored.managerName ?? "");
        }
      } catch {
        localStorage.removeItem(key);
      }
    }
    setRestored(true);
  }, [key, urlState, justSaved]);

  useEffect(() => {
    if (!restored) return;
    const untouched = draft.squad.picks.length === 0 && !teamName && !managerName;
    if (untouched) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ ...draft, teamName, managerName, savedAt: Date.now() } satisfies Stored));
  }, [draft, teamName, managerName, restored, key]);

  const dispatch = useCallback(
    (op: BuilderOp) => {
      const result = applyOp(draft, op, lookup, rules);
      if (result.ok) {
        setDraft(result.draft);
        setMessage(null);
      } else setMessage(result.message);
      return result;
    },
    [draft, lookup, rules],
  );

  const clearDraft = useCallback(() => localStorage.removeItem(key), [key]);
  return { draft, dispatch, rules, lookup, byId, teamName, setTeamName, managerName, setManagerName, message, setMessage, clearDraft };
}
