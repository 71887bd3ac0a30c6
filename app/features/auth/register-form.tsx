import { Form, Link, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { DEFAULT_AVATAR, PRESET_AVATARS, SECURITY_QUESTIONS, presetAvatarUrl } from "../../../domain/account-fields";
import { acceptAttribute, checkUpload, checkUploadSize, UPLOAD_KINDS } from "../../../domain/uploads";
import { accountMessages } from "../../../domain/messages/accounts";
import avatarPickerCss from "../../styles/avatar-picker.css?inline";
import { InlineStyle } from "../../ui/inline-style";
import { useAuthAction } from "./use-auth-action";
import { ResultBanner } from "../../ui/result-banner";

/**
 * The form's schema (shared with the server) loads when the form is first used: it needs zod,
 * which stays off the first load of every page (decision 028). The server checks again anyway.
 */
const loadSchema = () => import("../../../domain/accounts");

/** The text fields; their labels are read at render (accountMessages.screen). */
const TEXT_FIELDS = [
  { name: "firstName", autoComplete: "given-name" },
  { name: "lastName", autoComplete: "family-name" },
  { name: "email", autoComplete: "email", type: "email" },
  { name: "username", autoComplete: "username" },
  { name: "teamName", autoComplete: "off" },
] as const;

export function RegisterForm() {
  const t = accountMessages.screen;
  const { data, pending } = useAuthAction("register");
  const submit = useSubmit();
  const [errors, setErrors] = useState<Record<string, string>>(data?.fields ?? {});
  const [banner, setBanner] = useState(data?.message);
  const [preset, setPreset] = useState<string>(data?.values?.avatar ?? DEFAULT_AVATAR);
  const [upload, setUpload] = useState<{ preview: string; name: string } | null>(null);
  const [avatarError, setAvatarError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setErrors(data?.fields ?? {});
    setBanner(data?.message);
  }, [data]);

  const clear = (name: string) => {
    setErrors(({ [name]: _, ...rest }) => rest);
    setBanner(undefined);
  };

  /** As soon as the confirmation is left: say at once when it does not match (the server checks again). */
  function checkConfirmation(event: React.FocusEvent<HTMLInputElement>) {
    const confirmation = event.currentTarget.value;
    const password = (event.currentTarget.form?.elements.namedItem("password") as HTMLInputElement | null)?.value ?? "";
    if (confirmation && confirmation !== password) setErrors((e) => ({ ...e, confirmPassword: accountMessages.passwordsDoNotMatch }));
  }

  async function onFile(file: File | undefined) {
    setAvatarError(null);
    setUpload(null);
    if (!file) return;
    // The server's checks (size, format by content, pixels), with its messages.
    const tooBig = checkUploadSize(UPLOAD_KINDS.avatar, file.size);
    if (tooBig) return rejectFile(tooBig.message);
    const checked = checkUpload(UPLOAD_KINDS.avatar, new Uint8Array(await file.arrayBuffer()));
    if (!checked.ok) return rejectFile(checked.message);
    setUpload({ preview: URL.createObjectURL(file), name: file.name });
  }
  function rejectFile(message: string) {
    setAvatarError(message);
    if (fileInput.current) fileInput.current.value = "";
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string"));
    // Without the schema (it failed to load), the server's answer shows the same messages.
    const schema = await loadSchema().catch(() => null);
    const result = schema?.registerFormSchema.safeParse(values);
    if (schema && result && !result.success) {
      setErrors(schema.fieldErrors(result.error));
      return;
    }
    if (avatarError) return;
    submit(form, { method: "post", action: "/?index&view=register", encType: "multipart/form-data", replace: true });
  }

  const v = data?.values ?? {};
  return (
    <section aria-labelledby="register-title">
      <h1 id="register-title">{t.registerTitle}</h1>
      <p className="subtitle">{t.registerSubtitle}</p>
      <ResultBanner result={{ ok: false, message: banner }} as="div" />
      <Form method="post" action="/?index&view=register" encType="multipart/form-data" className="form" onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => {})} noValidate>
        <input type="hidden" name="intent" value="register" />
        <div className="grid-2">
          {TEXT_FIELDS.map((f) => (
            <label key={f.name} className={`field ${errors[f.name] ? "has-error" : ""}`}>
              <span>{t[f.name]}</span>
              <input
                name={f.name}
                type={"type" in f ? f.type : "text"}
                autoComplete={f.autoComplete}
                defaultValue={v[f.name] ?? ""}
                aria-invalid={Boolean(errors[f.name])}
                aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
                onChange={() => clear(f.name)}
              />
              {errors[f.name] ? (
                <small id={`${f.name}-error`} className="field-error">
                  {errors[f.name]}
                </small>
              ) : null}
            </label>
          ))}
        </div>
        <div className="grid-2">
          {(["password", "confirmPassword"] as const).map((name) => (
            <label key={name} className={`field ${errors[name] ? "has-error" : ""}`}>
              <span>{name === "password" ? t.password : t.confirmPasswordLabel}</span>
              <input
                name={name}
                type="password"
                autoComplete="new-password"
                aria-invalid={Boolean(errors[name])}
                onChange={() => clear(name)}
                onBlur={name === "confirmPassword" ? checkConfirmation : undefined}
              />
              {errors[name] ? <small className="field-error">{errors[name]}</small> : null}
            </label>
          ))}
        </div>

        <InlineStyle css={avatarPickerCss} />
        <fieldset className="avatar-picker">
          <legend>{t.avatar}</legend>
          <div className="avatar-grid" role="radiogroup" aria-label={t.presetAvatars}>
            {PRESET_AVATARS.map((a) => (
              <label key={a} className={`avatar-option ${!upload && preset === a ? "selected" : ""}`}>
                <input
                  type="radio"
                  name="avatar"
                  value={a}
                  checked={preset === a}
                  onChange={() => {
                    setPreset(a);
                    setUpload(null);
                    setAvatarError(null);
                    if (fileInput.current) fileInput.current.value = "";
                  }}
                />
                <img src={presetAvatarUrl(a)} alt={t.presetAvatar(a)} width={56} height={56} />
              </label>
            ))}
          </div>
          <div className="avatar-upload">
            {upload ? <img src={upload.preview} alt={t.uploadedAvatar} width={56} height={56} className="avatar" /> : null}
            <label className="btn btn-secondary">
              {t.uploadAvatar}
              <input
                ref={fileInput}
                type="file"
                name="avatarFile"
                accept={acceptAttribute(UPLOAD_KINDS.avatar)}
                className="visually-hidden"
                onChange={(e) => onFile(e.target.files?.[0])}
              />
            </label>
            {upload ? (
              <button
                type="button"
                className="btn-ghost"
                onClick={() => {
                  setUpload(null);
                  if (fileInput.current) fileInput.current.value = "";
                }}
              >
                {t.remove}
              </button>
            ) : null}
          </div>
          {avatarError || errors.avatarFile || errors.avatar ? (
            <small className="field-error" role="alert">
              {avatarError ?? errors.avatarFile ?? errors.avatar}
            </small>
          ) : null}
        </fieldset>

        <label className={`field ${errors.securityQuestion ? "has-error" : ""}`}>
          <span>{t.securityQuestion}</span>
          <select name="securityQuestion" defaultValue={v.securityQuestion ?? ""} onChange={() => clear("securityQuestion")}>
            <option value="">{t.selectSecurityQuestion}</option>
            {SECURITY_QUESTIONS.map((q) => (
              <option key={q} value={q}>
                {accountMessages.securityQuestionText(q)}
              </option>
            ))}
          </select>
          {errors.securityQuestion ? <small className="field-error">{errors.securityQuestion}</small> : null}
        </label>
        <label className={`field ${errors.securityAnswer ? "has-error" : ""}`}>
          <span>{t.securityAnswer}</span>
          <input name="securityAnswer" autoComplete="off" defaultValue={v.securityAnswer ?? ""} onChange={() => clear("securityAnswer")} />
          {errors.securityAnswer ? <small className="field-error">{errors.securityAnswer}</small> : null}
        </label>

        <button type="submit" className="btn btn-primary btn-block" disabled={pending}>
          {pending ? <span className="spinner" aria-hidden="true" /> : null}
          {pending ? t.creatingAccount : t.createAccount}
        </button>
      </Form>
      <p className="switch">
        {t.haveAccount} <Link to="/">{t.signInLink}</Link>
      </p>
    </section>
  );
}
