// The feed's side panels (desktop) and tabs (phone): hot leaks, top contributors and the
// temperature guide.
import { leaksMessages as m } from "../../../domain/messages/leaks";
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
        <Icon icon={Flame} /> {m.tabs.hotLeaks}
      </h2>
      {hot.length === 0 ? (
        <p className="muted">{m.panels.noHot}</p>
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
        <Icon icon={Trophy} /> {m.tabs.topContributors}
      </h2>
      <p className="muted small">{m.panels.contributorsBlurb}</p>
      {contributors.length === 0 ? (
        <p className="muted">{m.panels.noContributors}</p>
      ) : (
        <ol className="leak-panel-list">
          {contributors.map((c) => (
            <li key={c.userId} className="leak-contributor">
              <strong>{c.username}</strong>
              <span className="muted small">
                {c.score}° · {m.panels.leaks(c.leaks)}
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
        <Icon icon={Thermometer} /> {m.panels.guide}
      </h2>
      <ul className="leak-guide">
        {TEMPERATURES.map((t) => (
          <li key={t.tone}>
            <span className="leak-guide-swatch" style={{ background: t.color }} aria-hidden="true" />
            {m.temperatures[t.tone]}
          </li>
        ))}
      </ul>
      <p className="muted small">{m.panels.guideText}</p>
    </section>
  );
}
