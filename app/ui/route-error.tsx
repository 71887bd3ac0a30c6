import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import Lock from "lucide-react/icons/lock";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Icon } from "./icon";
import { shellMessages as t } from "../../domain/messages/shell";

/** Error boundary for a section: the shell stays, the section shows what went wrong. */
export function SectionErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && typeof error.data === "string" ? error.data : status === 404 ? t.errors.notFoundText : t.errors.failedText;
  return (
    <section className="page">
      <div className="empty-state" role="alert">
        <div className="empty-icon" aria-hidden="true">
          <Icon icon={status === 403 ? Lock : TriangleAlert} />
        </div>
        <h2>{status === 403 ? t.errors.notAllowed : status === 404 ? t.errors.notFound : t.errors.failed}</h2>
        <p>{message}</p>
        <Link className="btn btn-secondary" to="/">
          {t.errors.backToPickTeam}
        </Link>
      </div>
    </section>
  );
}
