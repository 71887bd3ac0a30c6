import { pageMeta } from "../lib/meta";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { SectionErrorBoundary } from "../ui/route-error";
import { requireUserView } from "../lib/session.server";

export const meta: MetaFunction = () => pageMeta("Profile");

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user } = await requireUserView(context, request);
  return { user };
}

export default function ProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  const memberSince = new Date(user.createdAt).toLocaleDateString("fr-FR", { day: "numeric", month: "long", year: "numeric" });
  return (
    <section className="page">
      <header className="profile-header card">
        <img src={user.avatar} alt="" width={96} height={96} className="avatar avatar-lg" />
        <div>
          <h1>
            {user.firstName} {user.lastName}
          </h1>
          <p className="muted">@{user.username}</p>
          <p className="points-pill">{user.points.toLocaleString("en-GB")} points</p>
        </div>
      </header>
      <div className="grid-2">
        <article className="card">
          <h2>Informations personnelles</h2>
          <dl className="facts">
            <dt>Email</dt>
            <dd>{user.email}</dd>
            <dt>Team name</dt>
            <dd>{user.teamName}</dd>
            <dt>Security question</dt>
            <dd>{user.securityQuestion}</dd>
          </dl>
        </article>
        <article className="card">
          <h2>Informations du compte</h2>
          <dl className="facts">
            <dt>Username</dt>
            <dd>{user.username}</dd>
            <dt>Total points</dt>
            <dd>{user.points.toLocaleString("en-GB")}</dd>
            <dt>Membre depuis</dt>
            <dd>{memberSince}</dd>
            <dt>Role</dt>
            <dd>{user.role}</dd>
          </dl>
        </article>
      </div>
    </section>
  );
}

export const ErrorBoundary = SectionErrorBoundary;
