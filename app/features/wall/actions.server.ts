// The /terrace form actions (progressive enhancement: each works without JS).
import { redirect } from "@remix-run/cloudflare";
import { parseOrThrow } from "../../../api/errors";
import { intentAction, redirectWithToast, type FormInput } from "../../lib/form-action.server";
import type { ServiceContext } from "../../../api/services/context";
import * as stadiums from "../../../api/services/stadiums";
import * as posts from "../../../api/services/posts";
import * as comments from "../../../api/services/comments";
import { storeUpload } from "../../../api/services/uploads";
import { commentInputSchema, commentReportSchema, idSchema, postInputSchema, reactInputSchema } from "../../../domain/wall";
import { wallMessages as t } from "../../../domain/messages/wall";

const id = (input: FormInput, name: string) => parseOrThrow(idSchema, input.fields[name]);

export function terraceAction(ctx: ServiceContext, request: Request) {
  const url = new URL(request.url);
  const here = url.pathname + url.search;
  const back = (message: string) => (message ? redirectWithToast(here, { kind: "success", message }) : redirect(here));
  return intentAction(request, {
    choose: async (input) => {
      await stadiums.chooseStadium(ctx, id(input, "stadiumId"));
      return redirectWithToast("/terrace", { kind: "info", message: "Stade choisi" });
    },
    change: async () => {
      await stadiums.chooseStadium(ctx, null);
      return redirectWithToast("/terrace", { kind: "info", message: t.changeStadium });
    },
    post: async (input) => {
      const fields = parseOrThrow(postInputSchema.omit({ image: true }), input.fields);
      const image = input.files.image ? (await storeUpload(ctx, "postImage", input.files.image)).url : null;
      await posts.createPost(ctx, { ...fields, image });
      return redirectWithToast("/terrace", { kind: "success", message: "Post publié" });
    },
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
      run: async (input) => {
        await posts.deletePost(ctx, id(input, "postId"));
        return back("Post supprimé");
      },
    },
    reportPost: async (input) => {
      const outcome = await posts.reportPost(ctx, id(input, "postId"), (input.fields.reason ?? "").trim().slice(0, 500));
      return back(outcome === null ? t.postAlreadyHandled : t.postReported);
    },
    comment: async (input) => {
      const value = parseOrThrow(commentInputSchema, { postId: input.fields.postId, parentCommentId: input.fields.parentCommentId || null, content: input.fields.content ?? "" });
      await comments.createComment(ctx, value);
      return back("");
    },
    react: async (input) => {
      const value = parseOrThrow(reactInputSchema, input.fields);
      await comments.react(ctx, value.commentId, value.type);
      return back("");
    },
    reportComment: async (input) => {
      const value = parseOrThrow(commentReportSchema, input.fields);
      const outcome = await comments.reportComment(ctx, value.commentId, value.reason);
      return back(outcome === null ? t.postAlreadyHandled : t.commentReported);
    },
    hideComment: async (input) => {
      await comments.hideComment(ctx, id(input, "commentId"));
      return back("Commentaire masqué");
    },
    deleteComment: {
      destructive: true,
      run: async (input) => {
        await comments.deleteComment(ctx, id(input, "commentId"));
        return back("Commentaire supprimé");
      },
    },
  });
}
