// /profile/notifications (issue 46): turning notifications on or off for this browser, and what
// the person wants to be told. Phone first: one column, every control at least 44 px tall. The
// preferences are a plain form (saved without JavaScript); the device's switch needs the page's
// script (the browser's permission and push service) and says so until it runs.
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import Bell from "lucide-react/icons/bell";
import BellOff from "lucide-react/icons/bell-off";
import BellRing from "lucide-react/icons/bell-ring";
import ChevronLeft from "lucide-react/icons/chevron-left";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Icon } from "../../ui/icon";
import { Field } from "../../ui/field";
import { ResultBanner } from "../../ui/result-banner";
import { InlineStyle } from "../../ui/inline-style";
import type { FormResult } from "../../lib/form-result";
import { pushMessages as t } from "../../../domain/messages/push";
// Types only from the preferences' modules (they hold zod): the choices come with the data.
import type { DeadlineReminder, PushPreferences } from "../../../domain/push-preferences";
import type { PUSH_PREFERENCE_TOGGLES } from "../../../domain/push-preferences-form";
import type { NotificationSettingsForm } from "./notifications.server";
import { deviceState, turnOff, turnOn, type DeviceState } from "./device-push";
import css from "../../styles/push-settings.css?inline";

type Result = FormResult<string, { values: Record<string, string> }>;

const DEADLINE_LABELS: Record<DeadlineReminder, () => string> = { unsaved: () => t.prefs.deadlineUnsaved, always: () => t.prefs.deadlineAlways, off: () => t.prefs.deadlineOff };
const TOGGLES: Record<(typeof PUSH_PREFERENCE_TOGGLES)[number], { label: () => string; hint?: () => string }> = {
  livePlayers: { label: () => t.prefs.livePlayers, hint: () => t.prefs.livePlayersHint },
  finalPoints: { label: () => t.prefs.finalPoints, hint: () => t.prefs.finalPointsHint },
  wallReplies: { label: () => t.prefs.wallReplies },
  moderation: { label: () => t.prefs.moderation, hint: () => t.prefs.moderationHint },
};

/** This browser: on, off, or why it cannot be (blocked, no Web Push, no key on the server). Before the script runs: why it needs it. */
function DeviceSection({ pushAvailable }: { pushAvailable: boolean }) {
  const [state, setState] = useState<DeviceState | "unknown">("unknown");
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    deviceState(pushAvailable)
      .then((s) => live && setState(s))
      .catch(() => live && setState("off"));
    return () => void (live = false);
  }, [pushAvailable]);

  const act = async (on: boolean) => {
    setBusy(true);
    setSaid(null);
    try {
      const next = await (on ? turnOn() : turnOff());
      setState(next);
      if (next === "on" || next === "off") setSaid({ ok: true, message: next === "on" ? t.device.turnedOn : t.device.turnedOff });
    } catch {
      setSaid({ ok: false, message: on ? t.device.failed : t.device.failedOff });
    } finally {
      setBusy(false);
    }
  };

  const stateText =
    state === "unknown" ? t.device.needsScript : state === "on" ? t.device.on : state === "off" ? t.device.off : state === "denied" ? t.device.denied : state === "unsupported" ? t.device.unsupported : t.device.unavailable;
  const blocked = state === "denied" || state === "unsupported" || state === "unavailable";
  return (
    <section className="card push-device" aria-labelledby="push-device-title" data-state={state} data-testid="push-device">
      <h2 id="push-device-title">{t.device.title}</h2>
      <p className={`push-device-state${blocked ? " push-device-blocked" : ""}`} id="push-device-state" data-testid="push-device-state">
        <Icon icon={state === "on" ? BellRing : blocked ? TriangleAlert : state === "off" ? BellOff : Bell} />
        <span>{stateText}</span>
      </p>
      {blocked ? null : (
        <button
          type="button"
          className={state === "on" ? "btn btn-secondary" : "btn btn-primary"}
          disabled={state === "unknown" || busy}
          aria-describedby="push-device-state"
          onClick={() => act(state !== "on")}
          data-testid="push-device-toggle"
        >
          {busy ? <span className="spinner" aria-hidden="true" /> : <Icon icon={state === "on" ? BellOff : Bell} />}
          {busy ? t.device.working : state === "on" ? t.device.turnOff : t.device.turnOn}
        </button>
      )}
      {/* A success is the state line above, changed; said once to a screen reader. */}
      <p className="visually-hidden" role="status" data-testid="push-device-announce">
        {said?.ok ? said.message : ""}
      </p>
      <ResultBanner result={said} as="p" testId="push-device-result" />
    </section>
  );
}

function PreferencesForm({ preferences, form, timeZone, failed }: { preferences: PushPreferences; form: NotificationSettingsForm; timeZone: string; failed: Result | undefined }) {
  const busy = useNavigation().state === "submitting";
  const kept = failed?.values;
  const fields = failed?.fields ?? {};
  const deadline = kept?.deadline ?? preferences.deadline;
  const on = (name: (typeof PUSH_PREFERENCE_TOGGLES)[number]) => (kept ? kept[name] === "on" : preferences[name]);
  return (
    <Form method="post" className="card push-prefs" aria-labelledby="push-prefs-title" data-testid="push-preferences">
      <input type="hidden" name="intent" value="preferences" />
      <h2 id="push-prefs-title">{t.prefs.title}</h2>
      <p className="muted small">{t.prefs.hint}</p>
      <ResultBanner result={failed} as="div" reveal testId="push-preferences-error" />

      <div className="push-group">
        <fieldset aria-describedby="push-deadline-hint">
          <legend>{t.prefs.deadline}</legend>
          <p className="muted small" id="push-deadline-hint">
            {t.prefs.deadlineHint}
          </p>
          {form.deadlineOptions.map((value) => (
            <label key={value} className="push-choice">
              <input type="radio" name="deadline" value={value} defaultChecked={deadline === value} required />
              <span>{DEADLINE_LABELS[value]()}</span>
            </label>
          ))}
          {fields.deadline ? (
            <p className="field-error" role="alert">
              {fields.deadline}
            </p>
          ) : null}
        </fieldset>
      </div>

      <div className="push-group">
        {form.toggles.map((name) => {
          const { label, hint } = TOGGLES[name];
          return (
            <label key={name} className="push-choice push-toggle">
              <input type="checkbox" name={name} defaultChecked={on(name)} aria-describedby={hint ? `push-${name}-hint` : undefined} />
              <span>
                <span className="push-choice-label">{label()}</span>
                {hint ? (
                  <span className="muted small push-choice-hint" id={`push-${name}-hint`}>
                    {hint()}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>

      <div className="push-group">
        <fieldset aria-describedby="push-quiet-hint">
          <legend>{t.prefs.quiet}</legend>
          <p className="muted small" id="push-quiet-hint">
            {t.prefs.quietHint(timeZone)}
          </p>
          <div className="push-quiet">
            <Field label={t.prefs.quietFrom} error={fields.quietStart}>
              <input type="time" name="quietStart" defaultValue={kept?.quietStart ?? form.quietStart} step={60} />
            </Field>
            <Field label={t.prefs.quietTo} error={fields.quietEnd}>
              <input type="time" name="quietEnd" defaultValue={kept?.quietEnd ?? form.quietEnd} step={60} />
            </Field>
          </div>
        </fieldset>
      </div>

      <div className="form-row push-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="push-preferences-save">
          {busy ? <span className="spinner" aria-hidden="true" /> : null}
          {t.prefs.save}
        </button>
      </div>
    </Form>
  );
}

export function NotificationsPage({
  preferences,
  form,
  pushAvailable,
  timeZone,
  result,
}: {
  preferences: PushPreferences;
  form: NotificationSettingsForm;
  pushAvailable: boolean;
  timeZone: string;
  result: Result | undefined;
}) {
  const failed = result && !result.ok ? result : undefined;
  return (
    <section className="page push-settings">
      <InlineStyle css={css} />
      <Link to="/profile" className="push-back">
        <Icon icon={ChevronLeft} />
        {t.back}
      </Link>
      <header>
        <h1>{t.title}</h1>
        <p className="muted">{t.intro}</p>
      </header>
      <DeviceSection pushAvailable={pushAvailable} />
      <PreferencesForm preferences={preferences} form={form} timeZone={timeZone} failed={failed} />
    </section>
  );
}
