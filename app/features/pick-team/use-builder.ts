import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { ChallengeRules } from "../../../domain/challenge-rules";
import { toRulesPlayer, type PlayerCard } from "../../../domain/players";
import { indexPlayers, type PlayerLookup } from "../../../domain/squad";
import { EMPTY_SQUAD, sameSquad } from "../../../domain/squad";
import type { SquadDraft } from "../../../domain/squad-url";
import type { UpcomingFixture } from "../../../domain/fixture-difficulty";
import { applyOp, type BuilderOp } from "./builder-ops";
import { api, okBody } from "../../lib/api-client";

/** A draft in browser storage, with the version of the saved team it started from (null: none). */
type Stored = SquadDraft & { teamName: string; managerName: string; savedAt: number; baseVersion: number | null };
type Saved = { teamName: string; managerName: string; version: number; squad: SquadDraft["squad"] };
/** A stored draft that differs from the saved team: the page asks before using it. */
export type PendingDraft = { savedAt: number; newerTeamSaved: boolean };
const EMPTY_DRAFT: SquadDraft = { squad: EMPTY_SQUAD, phase: "pick" };
/** The same squad, name and manager as the saved team. */
const isSavedTeam = (team: { squad: SquadDraft["squad"]; teamName: string; managerName: string }, saved: Saved | null) =>
  saved !== null && sameSquad(team.squad, saved.squad) && team.teamName === saved.teamName && team.managerName === saved.managerName;

export const draftKey = (userId: string, gameweek: number) => `terrace:squad:${userId}:gw${gameweek}`;

// Every player's card, loaded once per page life when first needed (the browser revalidates
// with the ETag of GET /api/players/cards), and every club's next fixtures from the gameweek.
let allCards: Promise<PlayerCard[]> | null = null;
const JSON_ACCEPT = { headers: { Accept: "application/json" } };
function loadAllCards(): Promise<PlayerCard[]> {
  allCards ??= okBody(api.players.cards.$get(undefined, JSON_ACCEPT), "Players");
  allCards.catch(() => (allCards = null));
  return allCards;
}
type FixturesByClub = Record<number, UpcomingFixture[]>;

/**
 * The builder's state: the draft squad, team name and manager, kept in
 * localStorage per user and gameweek so a reload or a stray click loses nothing.
 */
export function useBuilder(options: {
  userId: string;
  gameweek: number;
  /** The cards the page carries (its squads' players, or all of them). */
  players: PlayerCard[];
  /** Whether `players` is every player (else the rest loads when needed). */
  playersComplete: boolean;
  /** The fixtures the page carried (an open card's, or every club's with the list); every club's after hydration. */
  nextFixtures: FixturesByClub;
  /** The challenge's rules, parsed by the loader. */
  rules: ChallengeRules;
  /** The draft the URL names (the no-JavaScript path), else null: the saved team, if any, is shown. */
  urlDraft: SquadDraft | null;
  saved: Saved | null;
  justSaved: boolean;
}) {
  const { userId, gameweek, rules, urlDraft, saved, justSaved } = options;
  const urlState = urlDraft !== null;
  const initial: SquadDraft | null = urlDraft ?? (saved ? { phase: "team", squad: saved.squad } : null);
  const [players, setPlayers] = useState(options.players);
  const [nextFixtures, setNextFixtures] = useState(options.nextFixtures);
  const [list, setList] = useState<"partial" | "loading" | "complete" | "failed">(options.playersComplete ? "complete" : "partial");
  /** Every club's next fixtures, once (the page carries only what its first paint shows). */
  const fixturesRequest = useRef<Promise<void> | null>(null);
  const loadFixtures = useCallback(() => {
    fixturesRequest.current ??= okBody(api.fixtures.next[":gameweek"].$get({ param: { gameweek: String(gameweek) } }, JSON_ACCEPT), "Fixtures").then(setNextFixtures, (err: unknown) => {
      fixturesRequest.current = null;
      throw err;
    });
    return fixturesRequest.current;
  }, [gameweek]);
  // After hydration, for the player cards (cached with an ETag): a card opened later has them.
  useEffect(() => {
    if (!options.playersComplete) loadFixtures().catch(() => {});
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadFixtures]);
  /** Loads every player's card (the picker, or a stored draft naming players the page lacks). */
  const loadPlayers = useCallback(() => {
    if (list === "complete" || list === "loading") return;
    setList("loading");
    Promise.all([loadAllCards(), loadFixtures()]).then(
      ([cards]) => {
        setPlayers(cards);
        setList("complete");
      },
      () => setList("failed"),
    );
  }, [list, loadFixtures]);
  const lookup: PlayerLookup = useMemo(() => indexPlayers(players.map(toRulesPlayer)), [players]);
  const byId = useMemo(() => new Map(players.map((p) => [p.id, p])), [players]);

  const [draft, setDraft] = useState<SquadDraft>(initial ?? EMPTY_DRAFT);
  const [teamName, setTeamName] = useState(saved?.teamName ?? "");
  const [managerName, setManagerName] = useState(saved?.managerName ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [restored, setRestored] = useState(false);
  // The saved team's version this draft builds on: what a save names as its baseVersion.
  const [baseVersion, setBaseVersion] = useState<number | null>(saved?.version ?? null);
  const [pending, setPending] = useState<(PendingDraft & { stored: Stored }) | null>(null);
  const key = draftKey(userId, gameweek);

  // After hydration. The saved team is the truth: a stored draft is used at once only when
  // there is no saved team and it started from none; when it differs from the saved team
  // (or a newer team was saved since it started), the page asks first (keep / discard).
  useEffect(() => {
    if (justSaved) {
      localStorage.removeItem(key);
    } else if (!urlState) {
      try {
        const stored = JSON.parse(localStorage.getItem(key) ?? "null") as Stored | null;
        if (stored?.squad?.picks) {
          const base = stored.baseVersion ?? null;
          if (isSavedTeam(stored, saved)) localStorage.removeItem(key);
          else if (saved === null && base === null) applyStored(stored);
          else setPending({ stored, savedAt: stored.savedAt, newerTeamSaved: saved !== null && base !== saved.version });
        }
      } catch {
        localStorage.removeItem(key);
      }
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, urlState, justSaved]);

  function applyStored(stored: Stored) {
    if (stored.squad.picks.some((pick) => !byId.has(pick.playerId))) loadPlayers();
    setDraft({ squad: stored.squad, phase: stored.phase });
    setTeamName(stored.teamName ?? "");
    setManagerName(stored.managerName ?? "");
  }

  useEffect(() => {
    if (!restored || pending) return;
    const untouched = draft.squad.picks.length === 0 && !teamName && !managerName;
    if (untouched) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ ...draft, teamName, managerName, savedAt: Date.now(), baseVersion } satisfies Stored));
  }, [draft, teamName, managerName, restored, key, baseVersion, pending]);

  /** Keep the stored draft: it now builds on the saved team as it is (a save will replace it). */
  const keepPending = useCallback(() => {
    if (!pending) return;
    applyStored(pending.stored);
    setBaseVersion(saved?.version ?? null);
    setPending(null);
  }, [pending, saved]);

  /** Discard the stored draft: the saved team stays on the page. */
  const discardPending = useCallback(() => {
    localStorage.removeItem(key);
    setPending(null);
  }, [key]);

  /** Unsaved work on the page: a draft that is not the saved team. */
  const unsaved = saved === null ? draft.squad.picks.length > 0 : !isSavedTeam({ squad: draft.squad, teamName, managerName }, saved);

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

  /** After a save: the draft is the saved team of `version`. */
  const markSaved = useCallback(
    (version: number) => {
      localStorage.removeItem(key);
      setBaseVersion(version);
    },
    [key],
  );
  return {
    draft,
    dispatch,
    players,
    nextFixtures,
    list,
    loadPlayers,
    rules,
    lookup,
    byId,
    teamName,
    setTeamName,
    managerName,
    setManagerName,
    message,
    setMessage,
    markSaved,
    baseVersion,
    pending: pending ? { savedAt: pending.savedAt, newerTeamSaved: pending.newerTeamSaved } : null,
    keepPending,
    discardPending,
    unsaved,
  };
}
