import { useSearchParams } from "@remix-run/react";
import css from "../../styles/auth.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { ForgotPasswordWizard } from "./forgot-password";
import { RegisterForm } from "./register-form";
import { SignInForm, type DemoCredential } from "./sign-in-form";
import { Copyright } from "../../ui/copyright";
import { LanguageSwitch } from "../shell/language-switch";

/** Signed-out users see only this: sign in, register or forgot password (?view=). */
export function AuthScreen({ demo }: { demo: DemoCredential[] }) {
  const [params] = useSearchParams();
  const view = params.get("view");
  return (
    <div className="auth-page">
      <InlineStyle css={css} />
      <div className="auth-brand">
        <img src="/favicon.svg" alt="" width={44} height={44} />
        <span>Terrace</span>
      </div>
      <LanguageSwitch withText />
      <main className="auth-card">
        {view === "register" ? <RegisterForm /> : view === "forgot" ? <ForgotPasswordWizard /> : <SignInForm demo={demo} />}
      </main>
      <Copyright className="auth-footer" />
    </div>
  );
}
