import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { pageMeta } from "../lib/meta";
import { requireUserView } from "../lib/session.server";
import { loadNotificationSettings, notificationSettingsAction } from "../features/profile/notifications.server";
import { NotificationsPage } from "../features/profile/notifications-page";
import { pushMessages as t } from "../../domain/messages/push";
import { profileMessages } from "../../domain/messages/profile";
import { Icon } from "../ui/icon";

export const meta: MetaFunction = () => pageMeta(t.title);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return loadNotificationSettings(ctx);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { ctx } = await requireUserView(context, request);
  return notificationSettingsAction(ctx, request);
}

export default function NotificationsRoute() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return <NotificationsPage {...data} result={result as never} />;
}

export function ErrorBoundary() {
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <div className="empty-icon" aria-hidden="true">
          <Icon icon={TriangleAlert} />
        </div>
        <h1>{profileMessages.loadFailedTitle}</h1>
        <p>{t.loadFailed}</p>
        <Link className="btn btn-secondary" to="/profile/notifications" reloadDocument>
          {profileMessages.retry}
        </Link>
      </div>
    </section>
  );
}
