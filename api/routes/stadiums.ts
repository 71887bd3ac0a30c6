import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { z } from "zod";
import type { AppEnv } from "../http/app-env";
import * as stadiums from "../services/stadiums";
import * as posts from "../services/posts";
import * as comments from "../services/comments";
import { COMMENTS_PAGE, POSTS_PAGE, REPLIES_PAGE, chooseStadiumSchema, commentHideSchema, commentInputSchema, commentReportSchema, pageQuerySchema, postInputSchema, postListQuerySchema, postUpdateSchema, reactInputSchema, stadiumArchiveSchema, stadiumInputSchema } from "../../domain/wall";
import { rowIdSchema } from "../../domain/ids";
import { requireAbility } from "../services/context";
import { declare, json, params, query } from "../openapi/declare";
import * as r from "../responses/community";

const text = z.string().trim().min(1).max(100);
const id = z.object({ id: rowIdSchema });
const S: ["Stadiums"] = ["Stadiums"];
const W: ["Wall"] = ["Wall"];
// The caller before the body: a user learns nothing about what a staff write would need.
const manager = createMiddleware<AppEnv>(async (c, next) => {
  requireAbility(c.var.ctx, "stadiums:manage");
  await next();
});

/** Stadiums, their walls and comments (community.md §7 Stadiums, Stadium posts, Comments). */
export const stadiumRoutes = new Hono<AppEnv>()
  // Stadiums (writes: stadiums:manage, audited).
  // ?archived=true: staff's list includes the archived grounds (ignored for everyone else).
  .get("/", declare({ summary: "The stadiums (?archived=true: staff see archived ones too)", description: "Lists the stadiums; with ?archived=true staff also see the archived ones. Anyone may call it. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumListSchema }, errors: [400] }), query(z.object({ archived: z.stringbool().optional() })), async (c) =>
    c.json(await stadiums.listStadiums(c.var.ctx, c.req.valid("query"))),
  )
  .get("/search", declare({ summary: "Search stadiums by name, club or city", description: "Lists the stadiums whose name, club or city matches ?q=. Anyone may call it. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumListSchema }, errors: [400] }), query(z.object({ q: z.string().trim().max(100).default("") })), async (c) =>
    c.json(await stadiums.listStadiums(c.var.ctx, { q: c.req.valid("query").q })),
  )
  .get("/league/:league", declare({ summary: "The stadiums of a league", description: "Lists the stadiums of a league. Anyone may call it. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumListSchema }, errors: [400] }), params(z.object({ league: text })), async (c) =>
    c.json(await stadiums.listStadiums(c.var.ctx, { league: c.req.valid("param").league })),
  )
  .get("/country/:country", declare({ summary: "The stadiums of a country", description: "Lists the stadiums of a country. Anyone may call it. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumListSchema }, errors: [400] }), params(z.object({ country: text })), async (c) =>
    c.json(await stadiums.listStadiums(c.var.ctx, { country: c.req.valid("param").country })),
  )
  .get("/club/:club", declare({ summary: "The stadiums of a club", description: "Lists the stadiums of a club. Anyone may call it. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumListSchema }, errors: [400] }), params(z.object({ club: text })), async (c) =>
    c.json(await stadiums.listStadiums(c.var.ctx, { club: c.req.valid("param").club })),
  )
  .post("/", declare({ summary: "Create a stadium (staff; audited)", description: "Creates a stadium (name, club, city, country, league, capacity, image). Only admins may call it. Creates the stadium and writes the audit log.", tags: S, access: "user", responses: { 201: r.stadiumSchema }, errors: [400, 403, 409] }), json(stadiumInputSchema), async (c) =>
    c.json(await stadiums.createStadium(c.var.ctx, c.req.valid("json")), 201),
  )
  // The user's chosen stadium (ours: the spec keeps it in the browser only).
  .get("/mine", declare({ summary: "The user's chosen stadium (not in the spec)", description: "Answers the signed-in user's chosen stadium, or null. Any signed-in user may call it. Changes nothing.", tags: S, access: "user", responses: { 200: r.myStadiumSchema } }), async (c) => c.json({ stadium: await stadiums.myStadium(c.var.ctx) }))
  .post("/mine", declare({ summary: "Choose one's stadium (not in the spec)", description: "Chooses the signed-in user's stadium, whose wall the community screens open. Any signed-in user may call it (rate-limited). Changes the user's chosen stadium.", tags: S, access: "user", responses: { 200: r.myStadiumSchema }, errors: [400, 404, 409, 429] }), json(chooseStadiumSchema), async (c) =>
    c.json({ stadium: await stadiums.chooseStadium(c.var.ctx, c.req.valid("json").stadiumId) }),
  )
  // Posts.
  .post("/posts", declare({ summary: "Post on a stadium's wall", description: "Posts on a stadium's wall (title, content, category, optional image). Signed-in users not banned from posting may call it (rate-limited). Creates the post.", tags: W, access: "user", responses: { 201: r.postSchema }, errors: [400, 403, 404, 409, 429] }), json(postInputSchema), async (c) =>
    c.json(await posts.createPost(c.var.ctx, c.req.valid("json")), 201),
  )
  .get("/bookmarks", declare({ summary: "The user's bookmarked posts", description: "Lists the posts the signed-in user bookmarked, a page at a time. Any signed-in user may call it. Changes nothing.", tags: W, access: "user", responses: { 200: r.postPageSchema }, errors: [400] }), query(pageQuerySchema(POSTS_PAGE)), async (c) => {
    const page = c.req.valid("query");
    return c.json(await posts.listBookmarks(c.var.ctx, page.limit, page.offset));
  })
  .get("/posts/:id", declare({ summary: "One post", description: "Answers one post of a wall, with the caller's like and bookmark when signed in. Anyone may call it; hidden posts only for staff and their author. Changes nothing.", tags: W, access: "optional", responses: { 200: r.postSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await posts.getPost(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/posts/:id/update", declare({ summary: "Edit one's post", description: "Edits a post (title, content, category, image). Its author (not banned from posting) or staff may call it (rate-limited). Changes the post; a staff edit of another's post writes the audit log.", tags: W, access: "user", responses: { 200: r.postSchema }, errors: [400, 403, 404, 409, 429] }), params(id), json(postUpdateSchema), async (c) =>
    c.json(await posts.updatePost(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .delete("/posts/:id", declare({ summary: "Delete one's post (or staff)", description: "Deletes a post with its comments. Its author or staff may call it. Deletes the post and its comments, closes their open report cases; a staff deletion writes the audit log.", tags: W, access: "user", responses: { 200: r.successSchema }, errors: [400, 403, 404] }), params(id), async (c) =>
    c.json(await posts.deletePost(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/posts/:id/like", declare({ summary: "Like or unlike a post", description: "Likes a post, or unlikes it when already liked. Any signed-in user may call it. Changes the user's like and the post's count.", tags: W, access: "user", responses: { 200: r.likeToggleSchema }, errors: [400, 403, 404, 409, 429] }), params(id), async (c) =>
    c.json(await posts.toggleLike(c.var.ctx, c.req.valid("param").id)),
  )
  .post("/posts/:id/bookmark", declare({ summary: "Bookmark or unbookmark a post", description: "Bookmarks a post, or removes the bookmark when already set. Any signed-in user may call it. Changes the user's bookmarks.", tags: W, access: "user", responses: { 200: r.bookmarkToggleSchema }, errors: [400, 403, 404, 429] }), params(id), async (c) =>
    c.json(await posts.toggleBookmark(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/posts/:id/like-status", declare({ summary: "Whether the user likes a post", description: "Answers whether the signed-in user likes a post, and its like count. Any signed-in user may call it. Changes nothing.", tags: W, access: "user", responses: { 200: r.likeStatusSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await posts.likeStatus(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/posts/:id/bookmark-status", declare({ summary: "Whether the user bookmarked a post", description: "Answers whether the signed-in user bookmarked a post. Any signed-in user may call it. Changes nothing.", tags: W, access: "user", responses: { 200: r.bookmarkStatusSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await posts.bookmarkStatus(c.var.ctx, c.req.valid("param").id)),
  )
  .get(
    "/posts/:id/comments",
    declare({ summary: "A post's comments, a page at a time (?preview=1: the first few)", description: "Lists a post's top-level comments, a page at a time (?preview=1: the first few only). Anyone may call it. Changes nothing.", tags: W, access: "optional", responses: { 200: r.commentPageSchema }, errors: [400, 404] }),
    params(id),
    query(pageQuerySchema(COMMENTS_PAGE).extend({ preview: z.enum(["0", "1", "true", "false"]).optional() })),
    async (c) => {
      const page = c.req.valid("query");
      return c.json(await comments.listComments(c.var.ctx, c.req.valid("param").id, { ...page, preview: page.preview === "1" || page.preview === "true" }));
    },
  )
  // Comments.
  .post("/comments", declare({ summary: "Comment on a post, or reply to a comment", description: "Comments on a post, or replies to a comment of it. Signed-in users not banned from commenting may call it (rate-limited). Creates the comment.", tags: W, access: "user", responses: { 201: r.commentSchema }, errors: [400, 403, 404, 409, 429] }), json(commentInputSchema), async (c) =>
    c.json(await comments.createComment(c.var.ctx, c.req.valid("json")), 201),
  )
  .post("/comments/react", declare({ summary: "React to a comment (again: undo)", description: "Reacts to a comment; the same reaction again removes it, another switches. Any signed-in user may call it. Changes the user's reaction and the comment's counts.", tags: W, access: "user", responses: { 200: r.reactionResultSchema }, errors: [400, 403, 404, 409, 429] }), json(reactInputSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await comments.react(c.var.ctx, input.commentId, input.type));
  })
  .post("/comments/report", declare({ summary: "Report a comment", description: "Reports a comment to the moderators with a reason. Any signed-in user may call it, once per comment. Adds a report (3 reporters hide the comment until a moderator decides).", tags: W, access: "user", responses: { 200: r.reportResultSchema }, errors: [400, 403, 404, 409, 429] }), json(commentReportSchema), async (c) => {
    const input = c.req.valid("json");
    return c.json(await comments.reportComment(c.var.ctx, input.commentId, input.reason));
  })
  .post("/comments/hide", declare({ summary: "Hide a comment for oneself", description: "Hides a comment from the signed-in user's own view of the wall; it stays on the server and others still see it (removing a comment is DELETE /stadiums/comments/{id} or moderation). Any signed-in user may call it (rate-limited). Stores the hiding for that user only.", tags: W, access: "user", responses: { 200: r.successSchema }, errors: [400, 403, 404, 429] }), json(commentHideSchema), async (c) =>
    c.json(await comments.hideComment(c.var.ctx, c.req.valid("json").commentId)),
  )
  .get("/comments/:id/replies", declare({ summary: "A comment's replies, a page at a time", description: "Lists a comment's replies, a page at a time. Anyone may call it. Changes nothing.", tags: W, access: "optional", responses: { 200: r.replyPageSchema }, errors: [400, 404] }), params(id), query(pageQuerySchema(REPLIES_PAGE)), async (c) =>
    c.json(await comments.listReplies(c.var.ctx, c.req.valid("param").id, c.req.valid("query"))),
  )
  .get("/comments/:id/reactions", declare({ summary: "A comment's reaction counts", description: "Answers a comment's reaction counts by type. Anyone may call it. Changes nothing.", tags: W, access: "optional", responses: { 200: r.reactionCountsSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await comments.reactions(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/comments/:id/user-reaction", declare({ summary: "The user's reaction to a comment", description: "Answers the signed-in user's reaction to a comment, or null. Any signed-in user may call it. Changes nothing.", tags: W, access: "user", responses: { 200: r.userReactionSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await comments.userReaction(c.var.ctx, c.req.valid("param").id)),
  )
  .delete("/comments/:id", declare({ summary: "Delete one's comment (or staff)", description: "Deletes a comment: its author, or staff. Its author or staff may call it. Deletes the comment and its replies; staff deletions write the audit log.", tags: W, access: "user", responses: { 200: r.successSchema }, errors: [400, 403, 404] }), params(id), async (c) =>
    c.json(await comments.deleteComment(c.var.ctx, c.req.valid("param").id)),
  )
  // A stadium and its wall (after the literal paths above).
  .get("/:id", declare({ summary: "One stadium", description: "Answers one stadium. Anyone may call it; archived stadiums only for staff. Changes nothing.", tags: S, access: "optional", responses: { 200: r.stadiumSchema }, errors: [400, 404] }), params(id), async (c) =>
    c.json(await stadiums.getStadium(c.var.ctx, c.req.valid("param").id)),
  )
  .get("/:id/posts", declare({ summary: "A stadium's wall, a page at a time", description: "Answers a stadium's wall, a page at a time, filtered by category and sorted. Anyone may call it. Changes nothing.", tags: W, access: "optional", responses: { 200: r.postPageSchema }, errors: [400, 404] }), params(id), query(postListQuerySchema), async (c) =>
    c.json(await posts.listPosts(c.var.ctx, c.req.valid("param").id, c.req.valid("query"))),
  )
  .post("/:id/update", declare({ summary: "Edit a stadium (staff; audited)", description: "Edits a stadium's details. Only admins may call it. Changes the stadium and writes the audit log.", tags: S, access: "user", responses: { 200: r.stadiumSchema }, errors: [400, 403, 404, 409] }), manager, params(id), json(stadiumInputSchema), async (c) =>
    c.json(await stadiums.updateStadium(c.var.ctx, c.req.valid("param").id, c.req.valid("json"))),
  )
  .post("/:id/archive", declare({ summary: "Archive or bring back a stadium (staff; not in the spec)", description: "Archives a stadium (hidden from everyone but staff) or brings it back. Only admins may call it. Changes the stadium and writes the audit log.", tags: S, access: "user", responses: { 200: r.stadiumSchema }, errors: [400, 403, 404] }), manager, params(id), json(stadiumArchiveSchema), async (c) =>
    c.json(await stadiums.setStadiumArchived(c.var.ctx, c.req.valid("param").id, c.req.valid("json").archived)),
  )
  .delete("/:id", declare({ summary: "Delete an empty stadium (staff; audited)", description: "Deletes a stadium that has no posts. Only admins may call it. Deletes the stadium and writes the audit log.", tags: S, access: "user", responses: { 200: r.successSchema }, errors: [400, 403, 404, 409] }), params(id), async (c) =>
    c.json(await stadiums.deleteStadium(c.var.ctx, c.req.valid("param").id)),
  );
