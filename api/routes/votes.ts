import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs, readJsonAs } from "../http/body";
import * as votes from "../services/votes";
import { VOTE_FILTERS, playerChoiceSchema, playerVoteCreateSchema, teamRatingSchema, teamVoteCreateSchema } from "../../domain/votes";
import { textIdSchema } from "../../domain/ids";


/** Community votes (community.md §7 Votes): the server keeps every rating and choice. */
export const voteRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await votes.listVotes(c.var.ctx, queryAs(c, z.object({ filter: z.enum(VOTE_FILTERS).default("all") })).filter)))
  .post("/teams", async (c) => c.json(await votes.createTeamVote(c.var.ctx, await readJsonAs(c, teamVoteCreateSchema)), 201))
  .post("/players", async (c) => c.json(await votes.createPlayerVote(c.var.ctx, await readJsonAs(c, playerVoteCreateSchema)), 201))
  .post("/teams/:id/vote", async (c) => c.json(await votes.rateTeam(c.var.ctx, paramAs(c, "id", textIdSchema), await readJsonAs(c, teamRatingSchema))))
  .post("/players/:id/vote", async (c) => c.json(await votes.votePlayer(c.var.ctx, paramAs(c, "id", textIdSchema), (await readJsonAs(c, playerChoiceSchema)).choice)));
