import { useActionData, useNavigation } from "@remix-run/react";

export type AuthActionData = {
  intent: string;
  ok?: boolean;
  message?: string;
  fields?: Record<string, string>;
  values?: Record<string, string>;
  step?: "security" | "reset" | "done";
  email?: string;
  securityQuestion?: string;
  resetToken?: string;
};

/** Action data and pending state of one auth form (they share the index action). */
export function useAuthAction(intent: string) {
  const data = useActionData<AuthActionData>();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  return { data: data?.intent === intent ? data : undefined, pending };
}
