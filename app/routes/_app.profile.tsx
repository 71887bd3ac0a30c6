import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { pageMeta } from "../lib/meta";
import { requireUserView } from "../lib/session.server";
import { loadProfile, profileAction } from "../features/profile/profile.server";
import { ProfilePage } from "../features/profile/profile-page";
import { profileMessages as t } from "../../domain/messages/profile";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Icon } from "../ui/icon";

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadProfile(ctx, new URL(request.url));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return profileAction(ctx, request);
}

export default function ProfileRoute() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <ProfilePage {...data} result={result as never} />;
}

/** The spec's failure screen (§2, §8): the profile could not be loaded. */
export function ErrorBoundary() {
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <div className="empty-icon" aria-hidden="true">
          <Icon icon={TriangleAlert} />
        </div>
        <h1>{t.loadFailedTitle}</h1>
        <p>{t.loadFailedText}</p>
        <p className="muted">{t.loadError}</p>
        <Link className="btn btn-secondary" to="/profile" reloadDocument>
          {t.retry}
        </Link>
      </div>
    </section>
  );
}
