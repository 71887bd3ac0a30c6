import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import * as votes from "../services/votes";
import { VOTE_FILTERS, playerChoiceSchema, playerVoteCreateSchema, teamRatingSchema, teamVoteCreateSchema } from "../../domain/votes";
import { textIdSchema } from "../../domain/ids";
import { declare, json, optionalJson, params, query } from "../openapi/declare";
import { playerVoteSchema, playerVoteResultSchema, reportResultSchema, teamVoteResultSchema, teamVoteSchema, voteDeletedSchema, votesListSchema } from "../../domain/responses/community";
import { removalInputSchema, reportInputSchema, type VoteKind } from "../../domain/moderation";

const tags: ["Votes"] = ["Votes"];
const id = z.object({ id: textIdSchema });
/** The path's word for each vote kind (the moderation core's kinds, decision 040). */
const KIND_OF = { teams: "team_vote", players: "player_vote" } as const satisfies Record<string, VoteKind>;
const kindAndId = z.object({ kinds: z.enum(["teams", "players"]), id: textIdSchema });

/** Community votes (community.md §7 Votes): the server keeps every rating and choice. */
export const voteRoutes = new Hono<AppEnv>()
  .get("/", declare({ summary: "Team and player votes", tags, access: "optional", responses: { 200: votesListSchema }, errors: [400] }), query(z.object({ filter: z.enum(VOTE_FILTERS).default("all") })), async (c) =>
    c.json(await votes.listVotes(c.var.ctx, c.req.valid("query").filter)),
  )
  .post("/teams", declare({ summary: "Post a team vote", tags, access: "user", responses: { 201: teamVoteSchema }, errors: [400, 403, 404, 409, 429] }), json(teamVoteCreateSchema), async (c) =>
    c.json(await votes.createTeamVote(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/players", declare({ summary: "Post a player poll", tags, access: "user", responses: { 201: playerVoteSchema }, errors: [400, 403, 404, 409, 429] }), json(playerVoteCreateSchema), async (c) =>
    c.json(await votes.createPlayerVote(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/teams/:id/vote", declare({ summary: "Rate a team vote", tags, access: "user", responses: { 200: teamVoteResultSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(teamRatingSchema), async (c) =>
    c.json(await votes.rateTeam(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/players/:id/vote", declare({ summary: "Choose in a player poll", tags, access: "user", responses: { 200: playerVoteResultSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(playerChoiceSchema), async (c) =>
    c.json(await votes.votePlayer(c.var.ctx, c.req.valid("param").id, c.req.valid("json").choice)),
  )
  // Reporting and removing (not in the spec; issue 42): the moderation core's one case per item and one report per reporter.
  .post(
    "/:kinds/:id/report",
    declare({ summary: "Report a team vote or a player poll (null: already handled; not in the spec)", tags, access: "user", optionalBody: reportInputSchema, responses: { 200: reportResultSchema }, errors: [400, 403, 404, 409, 429] }),
    params(kindAndId),
    optionalJson(reportInputSchema),
    async (c) => {
      const { kinds, id: voteId } = c.req.valid("param");
      return c.json(await votes.reportVote(c.var.ctx, KIND_OF[kinds], voteId, c.req.valid("json").reason));
    },
  )
  .delete(
    "/:kinds/:id",
    declare({ summary: "Delete a team vote or a player poll: its author, or staff with a reason (audited, the author told; not in the spec)", tags, access: "user", optionalBody: removalInputSchema, responses: { 200: voteDeletedSchema }, errors: [400, 403, 404] }),
    params(kindAndId),
    optionalJson(removalInputSchema),
    async (c) => {
      const { kinds, id: voteId } = c.req.valid("param");
      return c.json(await votes.deleteVote(c.var.ctx, KIND_OF[kinds], voteId, c.req.valid("json").reason));
    },
  );
