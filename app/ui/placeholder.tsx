import { Link } from "@remix-run/react";
import { SECTIONS } from "../features/shell/navigation";
import { Icon } from "./icon";

/** Honest empty state for a section that a later release builds. */
export function Placeholder({ section, children }: { section: keyof typeof SECTIONS; children?: React.ReactNode }) {
  const info = SECTIONS[section];
  return (
    <section className="page">
      <header className="page-header">
        <h1>{info.title}</h1>
      </header>
      <div className="empty-state" data-testid="section-not-ready">
        <div className="empty-icon" aria-hidden="true">
          <Icon icon={info.icon} />
        </div>
        <h2>Not open yet</h2>
        <p>{info.blurb} This section is not available yet: nothing here is live.</p>
        {children}
        <Link className="btn btn-secondary" to="/profile">
          Go to your profile
        </Link>
      </div>
    </section>
  );
}
