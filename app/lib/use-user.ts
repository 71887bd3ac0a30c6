import { useRouteLoaderData } from "@remix-run/react";
import type { loader as appLoader } from "../routes/_app";

/** The signed-in user, from the app layout's loader (null when signed out). */
export function useOptionalUser() {
  return useRouteLoaderData<typeof appLoader>("routes/_app")?.user ?? null;
}

/** The signed-in user: for components that only render inside the signed-in shell. */
export function useUser() {
  const user = useOptionalUser();
  if (!user) throw new Error("useUser() outside the signed-in shell: use useOptionalUser() instead.");
  return user;
}
