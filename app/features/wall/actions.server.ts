// The /terrace form actions (progressive enhancement: each works without JS).
import { redirect } from "@remix-run/cloudflare";
import { parseOrThrow } from "../../../api/errors";
import { intentAction, orNotice, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import * as stadiums from "../../../api/services/stadiums";
import * as posts from "../../../api/services/posts";
import * as comments from "../../../api/services/comments";
import { storeUpload } from "../../../api/services/uploads";
import { commentInputSchema, commentReportSchema, postInputSchema, postUpdateSchema, reactInputSchema } from "../../../domain/wall";
import { wallMessages as t } from "../../../domain/messages/wall";
import { rowIdSchema } from "../../../domain/ids";

/** What a reaction answers (the buttons show it): the user's reaction and the counts. */
export type ReactionResult = Awaited<ReturnType<typeof comments.react>>;

const id = (input: FormInput, name: string) => parseOrThrow(rowIdSchema, input.fields[name]);

export function terraceAction(ctx: ServiceContext, request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const back = (message: string) => (message ? redirectWithToast(here, { kind: "success", message }) : redirect(here));
  return intentAction<string, ReactionResult>(request, {
    choose: async (input) => {
      await stadiums.chooseStadium(ctx, id(input, "stadiumId"));
      return redirectWithToast("/terrace", { kind: "info", message: t.stadiumChosen });
    },
    change: async () => {
      await stadiums.chooseStadium(ctx, null);
      return redirectWithToast("/terrace", { kind: "info", message: t.changeStadium });
    },
    // Failures read as §8's notices; the cases the spec words itself (a ban, a refusal, a post
    // already gone, a second report) keep their own message.
    post: (input) =>
      orNotice(
        t.createPostError,
        async () => {
          const fields = parseOrThrow(postInputSchema.omit({ image: true }), input.fields);
          const image = input.files.image ? (await orNotice(t.imageUploadError, () => storeUpload(ctx, "postImage", input.files.image))).url : null;
          // A second send of the same post (a double tap) is the success it stands for (issue 41).
          await posts.publishPost(ctx, { ...fields, image });
          return redirectWithToast("/terrace", { kind: "success", message: t.postPublished });
        },
        { keep: [403, 409, 413, 415, 429] },
      ),
    // The edit form (issue 26): a new image (cropped in the browser) replaces the post's, or
    // 'removeImage' takes it off; back on the same view, out of edit mode.
    editPost: (input) =>
      orNotice(
        t.editPostError,
        async () => {
          const postId = id(input, "postId");
          const changes = parseOrThrow(postUpdateSchema.omit({ image: true }), { title: input.fields.title, content: input.fields.content, category: input.fields.category });
          if (input.files.image) await posts.updatePostWithImage(ctx, postId, changes, input.files.image);
          else await posts.updatePost(ctx, postId, input.fields.removeImage ? { ...changes, image: null } : changes);
          url.searchParams.delete("edit");
          return redirectWithToast(url.pathname + url.search, { kind: "success", message: t.postEdited });
        },
        { keep: [403, 404, 409, 413, 415, 429] },
      ),
    like: async (input) => {
      await posts.toggleLike(ctx, id(input, "postId"));
      return back("");
    },
    bookmark: async (input) => {
      await posts.toggleBookmark(ctx, id(input, "postId"));
      return back("");
    },
    deletePost: {
      destructive: true,
      run: (input) =>
        orNotice(
          t.deletePostError,
          async () => {
            await posts.deletePost(ctx, id(input, "postId"));
            return back(t.postDeleted);
          },
          { keep: [403, 404] },
        ),
    },
    reportPost: (input) =>
      orNotice(
        t.reportPostError,
        async () => {
          const outcome = await posts.reportPost(ctx, id(input, "postId"), (input.fields.reason ?? "").trim().slice(0, 500));
          return back(outcome === null ? t.postAlreadyHandled : t.postReported);
        },
        { keep: [409] },
      ),
    comment: (input) =>
      orNotice(
        t.createCommentError,
        async () => {
          // A blank comment is ignored, as the spec says (the API answers it with a 400).
          if ((input.fields.content ?? "").trim() === "") return back("");
          const value = parseOrThrow(commentInputSchema, { postId: input.fields.postId, parentCommentId: input.fields.parentCommentId || null, content: input.fields.content ?? "" });
          const comment = await comments.createComment(ctx, value);
          // Without JavaScript (the form says so) the page lands on the post, with a confirmation.
          if (input.fields.land) return redirectWithToast(`${here}#post-${comment.postId}`, { kind: "success", message: t.commentPublished });
          return back("");
        },
        { keep: [403, 429] },
      ),
    // Answered as data (not a redirect): the page's reaction buttons update from it (optimistic, rolled back on failure).
    react: async (input) => {
      const value = parseOrThrow(reactInputSchema, input.fields);
      return comments.react(ctx, value.commentId, value.type);
    },
    reportComment: (input) =>
      orNotice(t.reportError, async () => {
        const value = parseOrThrow(commentReportSchema, input.fields);
        const outcome = await comments.reportComment(ctx, value.commentId, value.reason);
        return back(outcome === null ? t.postAlreadyHandled : t.commentReported);
      }),
    hideComment: async (input) => {
      await comments.hideComment(ctx, id(input, "commentId"));
      return back(t.commentHidden);
    },
    deleteComment: {
      destructive: true,
      run: async (input) => {
        await comments.deleteComment(ctx, id(input, "commentId"));
        return back(t.commentDeleted);
      },
    },
  });
}
