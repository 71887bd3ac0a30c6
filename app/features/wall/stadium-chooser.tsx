// /terrace before a stadium is chosen: one card per stadium, each a form (works without JS).
import { Form } from "@remix-run/react";
import { wallMessages as t } from "../../../domain/messages/wall";
import { capacityThousands } from "../../../domain/wall-rules";
import { ResultBanner } from "../../ui/result-banner";
import type { Data } from "./wall-kit";

export function Chooser({ stadiums }: { stadiums: Data["stadiums"] }) {
  return (
    <section className="page wall-chooser">
      <header className="page-header">
        <h1>Terrace</h1>
        <p className="muted">{t.chooseStadiumHint}</p>
      </header>
      <ResultBanner result="action" />
      {stadiums.length === 0 ? (
        <p className="empty-state">{t.noStadiums}</p>
      ) : (
        <ul className="stadium-grid">
          {stadiums.map((s) => (
            <li key={s.id}>
              <Form method="post" preventScrollReset className="stadium-card" style={{ borderTopColor: s.primaryColor }}>
                <input type="hidden" name="intent" value="choose" />
                <input type="hidden" name="stadiumId" value={s.id} />
                {/* Named by what it shows (club, ground, city): axe's label-in-name rule. */}
                <button type="submit" className="stadium-card-button">
                  <strong>{s.club}</strong>
                  <span>{s.name}</span>
                  <span className="muted">
                    {s.city || s.country} · {capacityThousands(s.capacity)}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
