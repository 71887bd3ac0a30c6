// What /terrace shows: the chooser, or the chosen stadium's wall with each post's comment preview.
import type { ServiceContext } from "../../../api/services/context";
import * as stadiums from "../../../api/services/stadiums";
import * as posts from "../../../api/services/posts";
import * as comments from "../../../api/services/comments";
import { parseOrThrow } from "../../../api/errors";
import { postListQuerySchema } from "../../../domain/wall";
import { isStaff } from "../../../domain/permissions";

export async function terraceData(ctx: ServiceContext, url: URL) {
  const me = { id: ctx.actor!.id, staff: isStaff(ctx.actor!.role) };
  const stadium = await stadiums.myStadium(ctx);
  if (!stadium) return { me, stadium: null, stadiums: await stadiums.listStadiums(ctx), query: null, page: null } as const;
  const params = Object.fromEntries([...url.searchParams].filter(([, v]) => v.trim() !== ""));
  const query = parseOrThrow(postListQuerySchema, params);
  const page = await posts.listPosts(ctx, stadium.id, query);
  const previews = await comments.previewsOf(ctx, page.posts.map((p) => p.id));
  const withComments = page.posts.map((post) => ({ ...post, preview: previews.get(post.id)! }));
  return { me, stadium, stadiums: [], query, page: { ...page, posts: withComments } } as const;
}
