import { useActionData, useNavigation } from "@remix-run/react";
import { resultFor, type FormResult } from "../../lib/form-result";

/** What the auth forms keep between the steps of a wizard and after a failure. */
export type AuthExtra = {
  values: Record<string, string>;
  step: "security" | "reset" | "done" | undefined;
  email: string;
  securityQuestion: string;
  resetToken: string;
};
export type AuthActionData = FormResult<string, AuthExtra>;

/** Action data and pending state of one auth form (they share the index action). */
export function useAuthAction(intent: string) {
  const data = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return { data: resultFor(data, intent), pending };
}
