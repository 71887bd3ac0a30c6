// The feed's side panels (desktop) and tabs (phone): hot leaks, top contributors and the
// temperature guide.
import { Link } from "@remix-run/react";
import Flame from "lucide-react/icons/flame";
import Thermometer from "lucide-react/icons/thermometer";
import Trophy from "lucide-react/icons/trophy";
import { Icon } from "../../ui/icon";
import { TEMPERATURES } from "../../../domain/leaks-rules";
import type { Contributor } from "../../../domain/leaks-rules";
import type { HotLeak } from "../../../api/services/leaks";
import { CategoryBadge, Temperature } from "./leak-bits";

export function HotPanel({ hot, headingId = "hot-title" }: { hot: HotLeak[]; headingId?: string }) {
  return (
    <section className="card leak-panel" aria-labelledby={headingId} data-testid="hot-panel">
      <h2 id={headingId}>
        <Icon icon={Flame} /> Hot Leaks
      </h2>
      {hot.length === 0 ? (
        <p className="muted">No leak has reached 100° yet.</p>
      ) : (
        <ol className="leak-panel-list">
          {hot.map((h) => (
            <li key={h.id}>
              <Link to={`/leaks/${h.id}`} className="leak-panel-link">
                {h.title}
              </Link>
              <span className="leak-panel-meta">
                <Temperature note={h.note} size="small" /> <CategoryBadge category={h.category} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function ContributorsPanel({ contributors, headingId = "top-title" }: { contributors: Contributor[]; headingId?: string }) {
  return (
    <section className="card leak-panel" aria-labelledby={headingId} data-testid="contributors-panel">
      <h2 id={headingId}>
        <Icon icon={Trophy} /> Top Contributors
      </h2>
      <p className="muted small">Summed temperature of their leaks, last 30 days.</p>
      {contributors.length === 0 ? (
        <p className="muted">No contributions in the last 30 days.</p>
      ) : (
        <ol className="leak-panel-list">
          {contributors.map((c) => (
            <li key={c.userId} className="leak-contributor">
              <strong>{c.username}</strong>
              <span className="muted small">
                {c.score}° · {c.leaks} {c.leaks === 1 ? "leak" : "leaks"}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function TemperatureGuide() {
  return (
    <section className="card leak-panel" aria-labelledby="guide-title">
      <h2 id="guide-title">
        <Icon icon={Thermometer} /> Temperature guide
      </h2>
      <ul className="leak-guide">
        {TEMPERATURES.map((t) => (
          <li key={t.tone}>
            <span className="leak-guide-swatch" style={{ background: t.color }} aria-hidden="true" />
            {t.label}
          </li>
        ))}
      </ul>
      <p className="muted small">Each vote up adds one degree, each vote down takes one away. Press your vote again to remove it.</p>
    </section>
  );
}
