import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import { paramAs, queryAs, readJsonAs } from "../http/body";
import * as stadiums from "../services/stadiums";
import * as posts from "../services/posts";
import * as comments from "../services/comments";
import { COMMENTS_PAGE, POSTS_PAGE, REPLIES_PAGE, chooseStadiumSchema, commentHideSchema, commentInputSchema, commentReportSchema, pageQuerySchema, postInputSchema, postListQuerySchema, postUpdateSchema, reactInputSchema, stadiumArchiveSchema, stadiumInputSchema } from "../../domain/wall";
import { rowIdSchema } from "../../domain/ids";
import { requireAbility } from "../services/context";

const text = z.string().trim().min(1).max(100);

/** Stadiums, their walls and comments (community.md §7 Stadiums, Stadium posts, Comments). */
export const stadiumRoutes = new Hono<AppEnv>()
  // Stadiums (writes: stadiums:manage, audited).
  // ?archived=true: staff's list includes the archived grounds (ignored for everyone else).
  .get("/", async (c) => c.json(await stadiums.listStadiums(c.var.ctx, queryAs(c, z.object({ archived: z.stringbool().optional() })))))
  .get("/search", async (c) => c.json(await stadiums.listStadiums(c.var.ctx, { q: queryAs(c, z.object({ q: z.string().trim().max(100).default("") })).q })))
  .get("/league/:league", async (c) => c.json(await stadiums.listStadiums(c.var.ctx, { league: paramAs(c, "league", text) })))
  .get("/country/:country", async (c) => c.json(await stadiums.listStadiums(c.var.ctx, { country: paramAs(c, "country", text) })))
  .get("/club/:club", async (c) => c.json(await stadiums.listStadiums(c.var.ctx, { club: paramAs(c, "club", text) })))
  .post("/", async (c) => c.json(await stadiums.createStadium(c.var.ctx, await readJsonAs(c, stadiumInputSchema)), 201))
  // The user's chosen stadium (ours: the spec keeps it in the browser only).
  .get("/mine", async (c) => c.json({ stadium: await stadiums.myStadium(c.var.ctx) }))
  .post("/mine", async (c) => c.json({ stadium: await stadiums.chooseStadium(c.var.ctx, (await readJsonAs(c, chooseStadiumSchema)).stadiumId) }))
  // Posts.
  .post("/posts", async (c) => c.json(await posts.createPost(c.var.ctx, await readJsonAs(c, postInputSchema)), 201))
  .get("/bookmarks", async (c) => {
    const page = queryAs(c, pageQuerySchema(POSTS_PAGE));
    return c.json(await posts.listBookmarks(c.var.ctx, page.limit, page.offset));
  })
  .get("/posts/:id", async (c) => c.json(await posts.getPost(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .post("/posts/:id/update", async (c) => c.json(await posts.updatePost(c.var.ctx, paramAs(c, "id", rowIdSchema), await readJsonAs(c, postUpdateSchema))))
  .delete("/posts/:id", async (c) => c.json(await posts.deletePost(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .post("/posts/:id/like", async (c) => c.json(await posts.toggleLike(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .post("/posts/:id/bookmark", async (c) => c.json(await posts.toggleBookmark(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .get("/posts/:id/like-status", async (c) => c.json(await posts.likeStatus(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .get("/posts/:id/bookmark-status", async (c) => c.json(await posts.bookmarkStatus(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .get("/posts/:id/comments", async (c) => {
    const page = queryAs(c, pageQuerySchema(COMMENTS_PAGE).extend({ preview: z.enum(["0", "1", "true", "false"]).optional() }));
    return c.json(await comments.listComments(c.var.ctx, paramAs(c, "id", rowIdSchema), { ...page, preview: page.preview === "1" || page.preview === "true" }));
  })
  // Comments.
  .post("/comments", async (c) => c.json(await comments.createComment(c.var.ctx, await readJsonAs(c, commentInputSchema)), 201))
  .post("/comments/react", async (c) => {
    const input = await readJsonAs(c, reactInputSchema);
    return c.json(await comments.react(c.var.ctx, input.commentId, input.type));
  })
  .post("/comments/report", async (c) => {
    const input = await readJsonAs(c, commentReportSchema);
    return c.json(await comments.reportComment(c.var.ctx, input.commentId, input.reason));
  })
  .post("/comments/hide", async (c) => c.json(await comments.hideComment(c.var.ctx, (await readJsonAs(c, commentHideSchema)).commentId)))
  .get("/comments/:id/replies", async (c) => c.json(await comments.listReplies(c.var.ctx, paramAs(c, "id", rowIdSchema), queryAs(c, pageQuerySchema(REPLIES_PAGE)))))
  .get("/comments/:id/reactions", async (c) => c.json(await comments.reactions(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .get("/comments/:id/user-reaction", async (c) => c.json(await comments.userReaction(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .delete("/comments/:id", async (c) => c.json(await comments.deleteComment(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  // A stadium and its wall (after the literal paths above).
  .get("/:id", async (c) => c.json(await stadiums.getStadium(c.var.ctx, paramAs(c, "id", rowIdSchema))))
  .get("/:id/posts", async (c) => c.json(await posts.listPosts(c.var.ctx, paramAs(c, "id", rowIdSchema), queryAs(c, postListQuerySchema))))
  .post("/:id/update", async (c) => {
    // The caller before the body: a user learns nothing about what an update would need.
    requireAbility(c.var.ctx, "stadiums:manage");
    return c.json(await stadiums.updateStadium(c.var.ctx, paramAs(c, "id", rowIdSchema), await readJsonAs(c, stadiumInputSchema)));
  })
  .post("/:id/archive", async (c) => {
    requireAbility(c.var.ctx, "stadiums:manage");
    const { archived } = await readJsonAs(c, stadiumArchiveSchema);
    return c.json(await stadiums.setStadiumArchived(c.var.ctx, paramAs(c, "id", rowIdSchema), archived));
  })
  .delete("/:id", async (c) => c.json(await stadiums.deleteStadium(c.var.ctx, paramAs(c, "id", rowIdSchema))));
