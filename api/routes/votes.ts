import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import * as votes from "../services/votes";
import { VOTE_FILTERS, playerChoiceSchema, playerVoteCreateSchema, teamRatingSchema, teamVoteCreateSchema } from "../../domain/votes";
import { textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { playerVoteSchema, playerVoteResultSchema, reportResultSchema, teamVoteResultSchema, teamVoteSchema, voteDeletedSchema, votesListSchema } from "../responses/community";
import { removalInputSchema, reportInputSchema, type VoteKind } from "../../domain/moderation";

const tags: ["Votes"] = ["Votes"];
const id = z.object({ id: textIdSchema });
/** The path's word for each vote kind (the moderation core's kinds, decision 040). */
const KIND_OF = { teams: "team_vote", players: "player_vote" } as const satisfies Record<string, VoteKind>;
const kindAndId = z.object({ kinds: z.enum(["teams", "players"]), id: textIdSchema });

/** Community votes (community.md §7 Votes): the server keeps every rating and choice. */
export const voteRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Team and player votes", description: "Lists the team votes and player polls with their results; a signed-in caller also sees their own choices. Anyone may call it. Changes nothing.", tags, access: "optional", responses: { 200: votesListSchema }, errors: [400] }), query(z.object({ filter: z.enum(VOTE_FILTERS).default("all") })), async (c) =>
    c.json(await votes.listVotes(c.var.ctx, c.req.valid("query").filter)),
  )
  .post("/teams", declare({ summary: "Post a team vote", description: "Posts a team for the community to rate: a title, an image of the team and its formation. Signed-in users not banned from posting may call it (rate-limited). Creates the team vote.", tags, access: "user", responses: { 201: teamVoteSchema }, errors: [400, 403, 404, 409, 429] }), json(teamVoteCreateSchema), async (c) =>
    c.json(await votes.createTeamVote(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/players", declare({ summary: "Post a player poll", description: "Posts a player poll between two players for a gameweek (captain, transfer in, and so on). Signed-in users not banned from posting may call it (rate-limited). Creates the poll.", tags, access: "user", responses: { 201: playerVoteSchema }, errors: [400, 403, 404, 409, 429] }), json(playerVoteCreateSchema), async (c) =>
    c.json(await votes.createPlayerVote(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/teams/:id/vote", declare({ summary: "Rate a team vote", description: "Rates a team vote once, a score in each category (defense, midfield, attack, tactics); a second rating, or one after the vote closes (30 days), is a 409. Signed-in users other than its author may call it (rate-limited). Stores the user's ratings and updates the vote's averages.", tags, access: "user", responses: { 200: teamVoteResultSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(teamRatingSchema), async (c) =>
    c.json(await votes.rateTeam(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/players/:id/vote", declare({ summary: "Choose in a player poll", description: "Chooses one of the two players of a poll, once: a second choice, or one after the poll closes (30 days), is a 409. Signed-in users other than its author may call it (rate-limited). Stores the user's choice and recounts the poll.", tags, access: "user", responses: { 200: playerVoteResultSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(playerChoiceSchema), async (c) =>
    c.json(await votes.votePlayer(c.var.ctx, c.req.valid("param").id, c.req.valid("json").choice)),
  )
  // Reporting and removing (not in the spec; issue 42): the moderation core's one case per item and one report per reporter.
  .post(
    "/:kinds/:id/report",
    declare({ summary: "Report a team vote or a player poll (null: already handled; not in the spec)", description: "Reports a team vote or a player poll to the moderators with a reason; answers null when the case is already handled. Any signed-in user may call it, once per item. Adds a report.", tags, access: "user", optionalBody: reportInputSchema, responses: { 200: reportResultSchema }, errors: [400, 403, 404, 409, 429] }),
    params(kindAndId),
    optionalJson(reportInputSchema),
    async (c) => {
      const { kinds, id: voteId } = c.req.valid("param");
      return c.json(await votes.reportVote(c.var.ctx, KIND_OF[kinds], voteId, c.req.valid("json").reason));
    },
  )
  .delete(
    "/:kinds/:id",
    declare({ summary: "Delete a team vote or a player poll: its author, or staff with a reason (audited, the author told; not in the spec)", description: "Deletes a team vote or a player poll: its author, or staff with a reason (the author is told). Its author or staff may call it. Deletes the item; staff deletions write the audit log.", tags, access: "user", optionalBody: removalInputSchema, responses: { 200: voteDeletedSchema }, errors: [400, 403, 404] }),
    params(kindAndId),
    optionalJson(removalInputSchema),
    async (c) => {
      const { kinds, id: voteId } = c.req.valid("param");
      return c.json(await votes.deleteVote(c.var.ctx, KIND_OF[kinds], voteId, c.req.valid("json").reason));
    },
  );
