import { Form, Link, useActionData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { accountMessages } from "../../../domain/messages/accounts";
import { PASSWORD_MIN_LENGTH } from "../../../domain/account-fields";
import type { AuthActionData } from "./use-auth-action";
import { ResultBanner } from "../../ui/result-banner";

const STEPS = ["email", "security", "reset"] as const;
const titles = () => {
  const t = accountMessages.screen;
  return { email: t.findAccountTitle, security: t.securityTitle, reset: t.resetTitle } as const;
};

/** Three steps; each step's answer comes back as action data and carries the wizard on. */
export function ForgotPasswordWizard() {
  const t = accountMessages.screen;
  const TITLES = titles();
  const raw = useActionData<AuthActionData>();
  const data = raw?.intent?.startsWith("forgot") ? raw : undefined;
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && String(navigation.formData?.get("intent") ?? "").startsWith("forgot");
  const navigate = useNavigate();

  // A failed step stays on its step; a successful one moves on.
  const step: (typeof STEPS)[number] | "done" = data?.step ?? "email";
  const [error, setError] = useState(data?.ok ? undefined : data?.message);
  const [show, setShow] = useState(false);
  // The spec's own messages as soon as a field is left (not the browser's minLength text).
  const [local, setLocal] = useState<Record<string, string>>({});
  useEffect(() => setLocal({}), [data]);
  function checkField(event: React.FocusEvent<HTMLInputElement>) {
    const form = event.currentTarget.form!;
    const value = (n: string) => String(new FormData(form).get(n) ?? "");
    const next: Record<string, string> = {};
    const pw = value("newPassword");
    if (pw && pw.length < PASSWORD_MIN_LENGTH) next.newPassword = accountMessages.newPasswordTooShort;
    if (value("confirmPassword") && value("confirmPassword") !== pw) next.confirmPassword = accountMessages.passwordsDoNotMatch;
    setLocal(next);
  }
  useEffect(() => setError(data?.ok ? undefined : data?.message), [data]);

  useEffect(() => {
    if (step !== "done") return;
    const timer = setTimeout(() => navigate("/"), 3000);
    return () => clearTimeout(timer);
  }, [step, navigate]);

  const current = step === "done" ? 3 : STEPS.indexOf(step);
  return (
    <section aria-labelledby="forgot-title">
      <ol className="step-dots" aria-label={t.step(Math.min(current + 1, 3), 3)}>
        {STEPS.map((s, i) => (
          <li key={s} className={i < current ? "done" : i === current ? "current" : ""} aria-current={i === current ? "step" : undefined}>
            <span className="visually-hidden">{TITLES[s]}</span>
          </li>
        ))}
      </ol>
      {step === "done" ? (
        <>
          <h1 id="forgot-title">{t.resetTitle}</h1>
          <meta httpEquiv="refresh" content="3;url=/" />
          <ResultBanner result={{ ok: true, message: accountMessages.resetSuccess }} show="success" as="div" />
        </>
      ) : (
        <>
          <h1 id="forgot-title">{TITLES[step]}</h1>
          <ResultBanner result={{ ok: false, message: error }} as="div" />
          <Form method="post" action="/?index&view=forgot" className="form" replace onChange={() => setError(undefined)}>
            {step === "email" ? (
              <>
                <input type="hidden" name="intent" value="forgot-request" />
                <p className="subtitle">{t.findAccountHint}</p>
                <label className="field">
                  <span>{t.email}</span>
                  <input type="email" name="email" required autoComplete="email" defaultValue={data?.email ?? ""} />
                </label>
                <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
                  {pending ? <span className="spinner" aria-hidden="true" /> : null}
                  {t.findAccount}
                </button>
              </>
            ) : step === "security" ? (
              <>
                <input type="hidden" name="intent" value="forgot-verify" />
                <input type="hidden" name="email" value={data?.email ?? ""} />
                <input type="hidden" name="securityQuestion" value={data?.securityQuestion ?? ""} />
                <p className="question">{data?.securityQuestion ? accountMessages.securityQuestionText(data.securityQuestion) : null}</p>
                <label className="field">
                  <span>{t.yourAnswer}</span>
                  <input name="securityAnswer" required autoComplete="off" />
                </label>
                <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
                  {pending ? <span className="spinner" aria-hidden="true" /> : null}
                  {t.verifyAnswer}
                </button>
              </>
            ) : (
              <>
                <input type="hidden" name="intent" value="forgot-reset" />
                <input type="hidden" name="email" value={data?.email ?? ""} />
                <input type="hidden" name="resetToken" value={data?.resetToken ?? ""} />
                {(["newPassword", "confirmPassword"] as const).map((name) => {
                  const fieldError = local[name] ?? data?.fields?.[name];
                  return (
                  <label key={name} className={`field ${fieldError ? "has-error" : ""}`}>
                    <span>{name === "newPassword" ? t.newPassword : t.confirmNewPassword}</span>
                    <span className="password-input">
                      <input type={show ? "text" : "password"} name={name} required autoComplete="new-password" aria-invalid={Boolean(fieldError)}
                        onBlur={checkField}
                        // Typing clears the field's message (so nothing moves under a click on the button).
                        onChange={() => setLocal(({ [name]: _, ...rest }) => rest)}
                      />
                      <button type="button" className="btn-ghost" onClick={() => setShow((s) => !s)} aria-pressed={show}>
                        {show ? t.hide : t.show}
                      </button>
                    </span>
                    {fieldError ? <small className="field-error">{fieldError}</small> : null}
                  </label>
                  );
                })}
                <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
                  {pending ? <span className="spinner" aria-hidden="true" /> : null}
                  {t.resetPassword}
                </button>
              </>
            )}
          </Form>
        </>
      )}
      <p className="switch">
        <Link to="/">{t.backToSignIn}</Link>
      </p>
    </section>
  );
}
