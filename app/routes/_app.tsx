import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Outlet, useLoaderData } from "@remix-run/react";
import { DEMO_ACCOUNTS } from "../../api/db/demo-accounts";
import { RealtimeProvider } from "../features/realtime/realtime";
import { Shell, shellUser } from "../features/shell/shell";
import { storeSignInRedirect } from "../features/store/store.server";
import { shellUnreadNotices } from "../features/shell/notices.server";
import { PhotosContext } from "../ui/club-shirt";

/**
 * Every signed-in route renders inside this shell. Signed out, "/" shows the
 * auth screen and any other path goes to /login (which leads back to "/").
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const ctx = context.service;
  const url = new URL(request.url);
  if (!ctx.viewer) {
    if (url.pathname !== "/") {
      const signIn = `/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
      // The store says why (community.md §8 Store); other pages go quietly.
      if (url.pathname === "/store") throw storeSignInRedirect(request, signIn);
      throw redirect(signIn);
    }
    const demo =
      context.env.LOCAL_DATA === "true"
        ? DEMO_ACCOUNTS.map((a) => ({ label: a.role === "admin" ? "Admin" : "Manager", email: a.email, password: a.password }))
        : [];
    return { user: null, demo };
  }
  // Official player photos in production only: local data runs without the network.
  return { user: shellUser(ctx.viewer), unreadNotices: await shellUnreadNotices(ctx), demo: [], photos: context.env.LOCAL_DATA !== "true" };
}

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  const { user } = data;
  // Signed out, only "/" renders: its route shows the auth screen, so the auth
  // forms' action data (the index route's) reaches them.
  if (!user) return <Outlet />;
  return (
    <PhotosContext.Provider value={"photos" in data && data.photos === true}>
      <RealtimeProvider key={user.id} userId={user.id}>
        <Shell user={user} unreadNotices={"unreadNotices" in data ? data.unreadNotices : 0}>
          <Outlet />
        </Shell>
      </RealtimeProvider>
    </PhotosContext.Provider>
  );
}
