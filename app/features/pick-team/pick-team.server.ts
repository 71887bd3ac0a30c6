// Loader and action of the team builder (/ and /pick-team).
import { z } from "zod";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { defaultGameweek, parseGameweekNumber } from "../../../domain/gameweek";
import { rowIdSchema } from "../../../domain/ids";
import { indexPlayers, isSlotId, type Squad } from "../../../domain/squad";
import { decodeSquad, encodeSquad, type SquadDraft } from "../../../domain/squad-url";
import { parseOrThrow, unauthorized } from "../../../api/errors";
import { readSessionCookie } from "../../../api/http/session-cookie";
import { signedOutReason } from "../../../domain/sign-out";
import { teamSubmissionSchema } from "../../../domain/team-submission-schema";
import type { ServiceContext } from "../../../api/services/context";
import { mySquadForGameweek, saveTeam } from "../../../api/services/challengers";
import { rulesOf } from "../../../api/services/gameweeks";
import { cachedChallenge, cachedGameweekStatus, cachedNextFixtures, cachedPlayerCards } from "../../../api/http/edge-values";
import { authHandlers } from "../auth/auth-actions.server";
import type { AuthExtra } from "../auth/use-auth-action";
import { intentAction } from "../../lib/form-action.server";
import { parseQuery } from "../../lib/query.server";
import type { FormResult } from "../../lib/form-result";
import { requireUserView } from "../../lib/session.server";
import { toRulesPlayer } from "../../../domain/players";
import { applyOp, opFromParams } from "./builder-ops";
import { gameMessages } from "../../../domain/messages/game";

/** The builder's two dialogs (domain/sign-out.ts): never signed in here, or a session that no longer works (expired or ended). */
const signedOutSession = (request: Request) => (signedOutReason(readSessionCookie(request), Date.now()) === "missing" ? ("missing" as const) : ("expired" as const));

/**
 * The builder's own query parameters (the squad and builder operations in the URL have their
 * codecs, domain/squad-url.ts and builder-ops.ts). Read with blanks kept: `?picker=` opens the
 * picker. A `gw` that names no gameweek is not a 400: the page says the gameweek is missing.
 */
const builderQuerySchema = z.object({
  gw: z.string().optional(),
  picker: z.string().optional(),
  detail: rowIdSchema.optional().catch(undefined),
  saved: z.string().optional().transform((v) => v === "1"),
});

export async function pickTeamLoader({ request, context }: LoaderFunctionArgs) {
  const { ctx, user } = await requireUserView(context, request);
  return loadPickTeam(ctx, user.id, request);
}

/** The builder's data for a signed-in user (the index route has its context already). */
export async function loadPickTeam(ctx: ServiceContext, userId: string, request: Request) {
  const url = new URL(request.url);
  const query = parseQuery(url, builderQuerySchema, { keepBlank: true });
  // The public data of the builder comes from the edge cache, the same answers as the API's
  // (api/http/edge-cache.ts): only the session and the manager's own team reach D1.
  const status = await cachedGameweekStatus(ctx, url.origin);
  // The given gameweek, else the first upcoming one, else the current one (spec game.md §4).
  // A ?gw= that names no gameweek says so rather than silently opening another.
  const requested = query.gw ?? null;
  const parsed = parseGameweekNumber(requested);
  if (requested !== null && parsed === null) return { kind: "missing" as const, gameweek: requested.slice(0, 20) };
  const gameweek = parsed ?? defaultGameweek(status);
  const challenge = await cachedChallenge(ctx, url.origin, gameweek);
  if (!challenge || challenge.deadline === null) return { kind: "missing" as const, gameweek };
  if (challenge.status !== "upcoming" || !status.openedGameweeks.includes(gameweek))
    return { kind: "status" as const, gameweek, challenge, openedGameweeks: status.openedGameweeks };

  // Fixtures only where this page shows them without JavaScript (the picker, a player's card);
  // the browser loads every club's after hydration (GET /api/fixtures/next/:gameweek).
  const withList = query.picker !== undefined;
  const detail = query.detail;
  const [allPlayers, nextFixtures, savedTeam] = await Promise.all([
    cachedPlayerCards(ctx, url.origin),
    withList || detail ? cachedNextFixtures(ctx, url.origin, gameweek) : {},
    mySquadForGameweek(ctx, gameweek),
  ]);
  const players = allPlayers;
  const saved: SquadDraft | null = savedTeam
    ? {
        phase: "team",
        squad: {
          picks: savedTeam.picks.flatMap((p) => (isSlotId(p.slot) ? [{ playerId: p.playerId, slot: p.slot }] : [])),
          captainId: savedTeam.captainId,
          viceCaptainId: savedTeam.viceCaptainId,
        },
      }
    : null;

  // Without JavaScript, builder operations arrive as links (?op=...): apply and redirect.
  const fromUrl = decodeSquad(url.searchParams);
  const op = opFromParams(url.searchParams);
  const rules = rulesOf(challenge);
  let notice: string | null = null;
  if (op) {
    const lookup = indexPlayers(players.map(toRulesPlayer));
    const result = applyOp(fromUrl ?? saved ?? { phase: "pick", squad: { picks: [], captainId: null, viceCaptainId: null } }, op, lookup, rules);
    if (result.ok) {
      const next = new URLSearchParams({ gw: String(gameweek), ...encodeSquad(result.draft) });
      throw redirect(`${url.pathname}?${next}`);
    }
    notice = result.message;
  }

  // The page carries only the players its squads name; the picker loads the list when it opens
  // (GET /api/players/cards, cached with an ETag). Without JavaScript the picker is this page, so
  // a ?picker= page carries the whole list.
  const named = new Set([...(fromUrl?.squad.picks ?? []), ...(saved?.squad.picks ?? [])].map((p) => p.playerId));
  const pagePlayers = withList ? players : players.filter((p) => named.has(p.id));
  const fixtureClubs = new Set(pagePlayers.filter((p) => p.id === detail).map((p) => p.teamId));
  // The rules go parsed (the browser's builder then needs no schema, decision 028), not twice.
  const { rules: _wire, ...challengeView } = challenge;
  return {
    kind: "builder" as const,
    gameweek,
    userId,
    challenge: challengeView,
    rules,
    players: pagePlayers,
    playersComplete: withList,
    nextFixtures: withList ? nextFixtures : Object.fromEntries(Object.entries(nextFixtures).filter(([teamId]) => fixtureClubs.has(Number(teamId)))),
    savedTeam: savedTeam
      ? { teamName: savedTeam.teamName, managerName: savedTeam.managerName, updatedAt: savedTeam.updatedAt, version: savedTeam.version, squad: saved!.squad }
      : null,
    urlDraft: fromUrl,
    picker: query.picker ?? null,
    notice,
    justSaved: query.saved,
    now: ctx.now(),
  };
}

export type PickTeamLoaderData = Awaited<ReturnType<typeof loadPickTeam>>;

/** `session` on a 401: "missing" (never signed in here) or "expired" (a session cookie that no longer works). */
export type SubmitResult = FormResult<"submit", { teamName: string; version: number; session: "missing" | "expired" }>;

/** Submits the squad: the server validates everything again (services/challengers). */
export async function pickTeamAction({ request, context }: ActionFunctionArgs) {
  return intentAction<string, AuthExtra & { teamName: string; version: number; session: "missing" | "expired" }>(request, {
    ...authHandlers(context, request),
    submit: {
      run: async ({ form }) => {
        // The builder (JavaScript) answers a signed-out save with the spec's dialogs and keeps
        // its draft; a plain form post goes to sign in as before.
        if (form.get("js") === "1" && !context.service.viewer) throw unauthorized(signedOutSession(request) === "missing" ? gameMessages.builder.authRequired : gameMessages.builder.sessionExpired);
        return submitTeam((await requireUserView(context, request)).ctx, request, form);
      },
      keep: () => ({ session: signedOutSession(request) }),
    },
  });
}

async function submitTeam(ctx: ServiceContext, request: Request, form: FormData) {
  const gameweek = String(form.get("gw") ?? "");
  const draft = decodeSquad(new URLSearchParams({ s: String(form.get("s") ?? ""), c: String(form.get("c") ?? ""), v: String(form.get("v") ?? ""), p: "team" }));
  const squad: Squad = draft?.squad ?? { picks: [], captainId: null, viceCaptainId: null };
  const submission = parseOrThrow(teamSubmissionSchema, {
    gameweekId: gameweek,
    // The saved team's version this draft started from ("" when it started from none).
    baseVersion: form.get("baseVersion") === null ? undefined : form.get("baseVersion") === "" ? null : Number(form.get("baseVersion")),
    teamName: form.get("teamName"),
    managerName: form.get("managerName"),
    selectedPlayers: squad.picks.map((p) => ({
      id: p.playerId,
      slot: p.slot,
      captain: p.playerId === squad.captainId,
      viceCaptain: p.playerId === squad.viceCaptainId,
    })),
  });
  const team = await saveTeam(ctx, submission);
  if (form.get("js") !== "1") return redirect(`${new URL(request.url).pathname}?gw=${gameweek}&saved=1`);
  return { teamName: team.teamName, version: team.version };
}
