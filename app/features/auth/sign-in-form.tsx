import { Form, Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useAuthAction } from "./use-auth-action";
import { ResultBanner } from "../../ui/result-banner";
import { accountMessages } from "../../../domain/messages/accounts";

/** A demo account the sign-in screen offers to fill in. */
export type DemoCredential = { label: string; email: string; password: string };

export function SignInForm({ demo }: { demo: DemoCredential[] }) {
  const t = accountMessages.screen;
  const { data, pending } = useAuthAction("login");
  const [params] = useSearchParams();
  const [showPassword, setShowPassword] = useState(false);
  const [email, setEmail] = useState(data?.values?.email ?? "");
  const [password, setPassword] = useState("");
  const [error, setError] = useState(data?.message);
  useEffect(() => setError(data?.message), [data]);

  return (
    <section aria-labelledby="signin-title">
      <h1 id="signin-title">{t.signInTitle}</h1>
      <p className="subtitle">{t.signInSubtitle}</p>
      <ResultBanner result={{ ok: false, message: error }} as="div" />
      <Form method="post" action="/?index" className="form" replace>
        <input type="hidden" name="intent" value="login" />
        <input type="hidden" name="redirectTo" value={params.get("redirectTo") ?? "/"} />
        <label className="field">
          <span>{t.email}</span>
          <input
            type="email"
            name="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(undefined);
            }}
          />
        </label>
        <label className="field">
          <span>{t.password}</span>
          <span className="password-input">
            <input
              type={showPassword ? "text" : "password"}
              name="password"
              required
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(undefined);
              }}
            />
            <button type="button" className="btn-ghost" onClick={() => setShowPassword((s) => !s)} aria-pressed={showPassword}>
              {showPassword ? t.hide : t.show}
            </button>
          </span>
        </label>
        <div className="form-row">
          <label className="checkbox">
            <input type="checkbox" name="remember" value="on" /> {t.rememberMe}
          </label>
          <Link to="/?view=forgot">{t.forgotPassword}</Link>
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {pending ? t.signingIn : t.signIn}
        </button>
      </Form>
      <p className="switch">
        {t.noAccount} <Link to="/?view=register">{t.signUp}</Link>
      </p>
      {demo.length > 0 ? (
        <div className="demo-box" data-testid="demo-credentials">
          <strong>{t.demoCredentials}</strong>
          {demo.map((d) => (
            <div key={d.email}>
              {t.demoLabel(d.label)}: <code>{d.email}</code> / <code>{d.password}</code>
            </div>
          ))}
        </div>
      ) : null}
    </section>
  );
}
