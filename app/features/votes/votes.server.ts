// /votes: the lists, the create forms' choices, and the form actions (each works without
// JavaScript; the page's fetchers post the same intents for optimistic updates).
import type { ServiceContext } from "../../../api/services/context";
import { createPlayerVote, createTeamVote, defaultVoteGameweek, deleteVote, listVotes, myAttachableTeams, rateTeam, reportVote, votePlayer } from "../../../api/services/votes";
import { VOTE_KINDS, reportInputSchema } from "../../../domain/moderation";
import { textIdSchema } from "../../../domain/ids";
import { storeUpload } from "../../../api/services/uploads";
import { gameweekStatus, listPlayers } from "../../../api/services/reference";
import { GAMEWEEK_COUNT } from "../../../domain/constants";
import { parseGameweekNumber } from "../../../domain/gameweek";
import { parseOrThrow } from "../../../api/errors";
import { TEAM_VOTE_CATEGORIES, VOTE_FILTERS, playerChoiceSchema, playerVoteCreateSchema, teamRatingSchema, teamVoteCreateSchema, type VoteFilter } from "../../../domain/votes";
import { intentAction } from "../../lib/form-action.server";
import { votesMessages as t } from "../../../domain/messages/votes";
import { z } from "zod";
import { parseQuery } from "../../lib/query.server";

export type CreateForm = "team" | "pvp" | null;

/** ?filter=&create=: an unknown filter is "all", an unknown form none. */
const votesQuery = z.object({ filter: z.enum(VOTE_FILTERS).catch("all"), create: z.enum(["team", "pvp"]).nullable().catch(null) });

export async function loadVotes(ctx: ServiceContext, url: URL) {
  const { filter, create }: { filter: VoteFilter; create: CreateForm } = parseQuery(url, votesQuery);
  const [lists, teams, playerOptions, gameweeks] = await Promise.all([
    listVotes(ctx, filter),
    create === "team" ? myAttachableTeams(ctx) : Promise.resolve([]),
    // The PvP picker's list only when its form is open (about 800 players): what the
    // suggestions match against (domain/votes-players.ts).
    create === "pvp"
      ? listPlayers(ctx).then((all) =>
          all
            .map((p) => ({ id: p.id, webName: p.webName, firstName: p.firstName, secondName: p.secondName, team: p.team, totalPoints: p.totalPoints }))
            .sort((a, b) => a.webName.localeCompare(b.webName)),
        )
      : Promise.resolve([]),
    create ? voteGameweeks(ctx) : Promise.resolve(null),
  ]);
  return { filter, create, ...lists, teams, playerOptions, gameweeks, meId: ctx.actor!.id };
}

/** The create forms' gameweek choice: from the live one to the last, the upcoming one chosen (§5). */
async function voteGameweeks(ctx: ServiceContext) {
  const [status, chosen] = await Promise.all([gameweekStatus(ctx), defaultVoteGameweek(ctx)]);
  const first = Math.min(status.currentGameweek, chosen);
  const options = Array.from({ length: GAMEWEEK_COUNT - first + 1 }, (_, i) => first + i);
  return { options, chosen, live: Object.values(status.status).find((g) => g.status === "active")?.id ?? null };
}

const tagsOf = (value: string | undefined) => (value ?? "").split(/[,\n]/);
/** A suggestion picked with JavaScript sends its id; a typed name goes as typed (the service resolves it). */
const playerField = (id: string | undefined, typed: string | undefined) =>
  id && /^\d+$/.test(id.trim()) ? Number(id) : typed && /^\d+$/.test(typed.trim()) ? Number(typed) : typed?.trim() || undefined;

export function votesAction(ctx: ServiceContext, request: Request) {
  /** The vote a report or a delete names: its kind (team_vote, player_vote) and id. */
  const target = (fields: Record<string, string | undefined>) => ({
    kind: parseOrThrow(z.enum(VOTE_KINDS), fields.kind),
    id: parseOrThrow(textIdSchema, fields.id),
  });
  return intentAction<"createTeam" | "createPvp" | "rate" | "vote" | "report" | "remove", { created: CreateForm }>(request, {
    createTeam: async ({ fields, files }) => {
      // Validate before storing the image, so a refused form leaves no upload behind.
      const base = {
        title: fields.title,
        description: fields.description,
        teamId: fields.teamId || null,
        gameweek: fields.gameweek ? (parseGameweekNumber(fields.gameweek) ?? fields.gameweek) : undefined,
        formation: fields.formation || undefined,
        tags: tagsOf(fields.tags),
      };
      parseOrThrow(teamVoteCreateSchema, { ...base, imageUrl: files.image ? "/media/votes/pending" : fields.imageUrl || null });
      const imageUrl = files.image ? (await storeUpload(ctx, "voteImage", files.image)).url : fields.imageUrl || null;
      await createTeamVote(ctx, parseOrThrow(teamVoteCreateSchema, { ...base, imageUrl }));
      return { message: t.teamVoteCreated, created: "team" };
    },
    createPvp: async ({ fields }) => {
      const input = parseOrThrow(playerVoteCreateSchema, {
        title: fields.title,
        description: fields.description,
        action: fields.action || undefined,
        gameweek: fields.gameweek ? (parseGameweekNumber(fields.gameweek) ?? fields.gameweek) : undefined,
        player1: playerField(fields.player1Id, fields.player1),
        player2: playerField(fields.player2Id, fields.player2),
        tags: tagsOf(fields.tags),
      });
      await createPlayerVote(ctx, input);
      return { message: t.playerVoteCreated, created: "pvp" };
    },
    rate: async ({ fields }) => {
      const rating = parseOrThrow(teamRatingSchema, { votes: TEAM_VOTE_CATEGORIES.filter((c) => fields[c]).map((c) => ({ category: c, score: Number(fields[c]) })) });
      await rateTeam(ctx, fields.id ?? "", rating);
      return { message: t.rated };
    },
    vote: async ({ fields }) => {
      const { choice } = parseOrThrow(playerChoiceSchema, { choice: fields.choice });
      await votePlayer(ctx, fields.id ?? "", choice);
      return { message: t.voted };
    },
    // Issue 42: a member reports a vote (the moderation core's one report per reporter); its author deletes it, once confirmed.
    report: async ({ fields }) => {
      const { kind, id } = target(fields);
      const { reason } = parseOrThrow(reportInputSchema, { reason: fields.reason ?? "" });
      const outcome = await reportVote(ctx, kind, id, reason);
      return { message: outcome ? t.reported : t.alreadyHandled };
    },
    remove: {
      destructive: true,
      run: async ({ fields }) => {
        const { kind, id } = target(fields);
        await deleteVote(ctx, kind, id);
        return { message: t.removed };
      },
    },
  });
}
