import { Link } from "@remix-run/react";
import Bell from "lucide-react/icons/bell";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Icon } from "../../ui/icon";
import { profileMessages as t } from "../../../domain/messages/profile";

/** The profile's way to the notification settings (issue 46): one row, the whole of it the link. */
export function NotificationsLink() {
  return (
    <section className="card" aria-labelledby="profile-push-title">
      <Link to="/profile/notifications" className="profile-push-link" data-testid="profile-notifications-link">
        <Icon icon={Bell} />
        <span>
          <strong id="profile-push-title">{t.notificationsLink}</strong>
          <span className="muted small">{t.notificationsHint}</span>
        </span>
        <Icon icon={ChevronRight} />
      </Link>
    </section>
  );
}
