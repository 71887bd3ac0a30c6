// What the wall's parts share (/terrace, terrace-page.tsx): the loader's shapes, the links that keep
// the view's parameters, the category options, the ban note, the hidden fields and the sent-form hook.
import { useActionData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { wallMessages as t } from "../../../domain/messages/wall";
import { POST_CATEGORIES } from "../../../domain/wall-rules";
import type { FormResult } from "../../lib/form-result";
import type { terraceData } from "./terrace.server";

export type Data = SerializeFrom<Awaited<ReturnType<typeof terraceData>>>;
export type Post = NonNullable<Data["page"]>["posts"][number];
export type Comment = Post["preview"]["comments"][number];
export type Thread = NonNullable<Data["thread"]>;

/** Links within the wall keep the view's parameters. */
export const href = (params: Record<string, string | number | undefined>) => {
  const q = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === undefined || v === "" ? [] : [[k, String(v)]])));
  return `/terrace${q.size ? `?${q}` : ""}`;
};

/** The post categories as <option>s (composer, edit form, filter). */
export function CategoryOptions() {
  return (
    <>
      {POST_CATEGORIES.map((c) => (
        <option key={c} value={c}>
          {t.categories[c]}
        </option>
      ))}
    </>
  );
}

/** A ban in force (issue 25): its reason and end, which the disabled form it stands over points to. */
export function BanNote({ id, message }: { id: string; message: string }) {
  return (
    <p id={id} className="alert alert-error wall-ban" role="status" data-testid={id}>
      {message}
    </p>
  );
}

/**
 * Is the form `values` names being sent now? And once it was sent and answered without an
 * error (a redirect, or ok data), `onDone` runs: the form empties (issue 26: a second tap must
 * not publish the same post again, a sent comment must leave its input).
 */
export function useSent(values: Record<string, string | number | null>, onDone: () => void) {
  const navigation = useNavigation();
  const result = useActionData<FormResult>();
  const form = navigation.formData;
  const sending = !!form && Object.entries(values).every(([k, v]) => (form.get(k) ?? "") === String(v ?? ""));
  const was = useRef(false);
  useEffect(() => {
    if (sending) was.current = true;
    else if (was.current && navigation.state === "idle") {
      was.current = false;
      if (result?.ok !== false) onDone();
    }
  });
  return sending;
}

export function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
    </>
  );
}

/** The wall's URL as it is, with `edit` set to a post (its edit form) or dropped. */
export function useViewHref() {
  const { search } = useLocation();
  return (edit?: number) => {
    const q = new URLSearchParams(search);
    q.delete("edit");
    if (edit) q.set("edit", String(edit));
    return `/terrace${q.size ? `?${q}` : ""}`;
  };
}
