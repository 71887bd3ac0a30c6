// /profile/notifications (issue 46): what the person asked to be told, as a plain form that works
// without JavaScript (the same service and shape as PUT /api/push/preferences). Turning this
// device on or off is the page's own script (device-push.ts) against /api/push.
import { badRequest } from "../../../api/errors";
import type { ServiceContext } from "../../../api/services/context";
import { getPushPreferences, setPushPreferences } from "../../../api/services/push-subscriptions";
import { pushMessages as t } from "../../../domain/messages/push";
import { DEADLINE_REMINDERS } from "../../../domain/push-preferences";
import { PUSH_PREFERENCE_TOGGLES, readPushPreferencesForm, timeOfMinute } from "../../../domain/push-preferences-form";
import { intentAction, redirectWithToast } from "../../lib/form-action.server";

export type NotificationSettingsForm = Awaited<ReturnType<typeof loadNotificationSettings>>["form"];

export async function loadNotificationSettings(ctx: ServiceContext) {
  const preferences = await getPushPreferences(ctx);
  // The form's choices and times come with the data: the page's code then needs none of the
  // preferences' schema (zod) on its first load (decision 028).
  const form = {
    deadlineOptions: [...DEADLINE_REMINDERS],
    toggles: [...PUSH_PREFERENCE_TOGGLES],
    quietStart: timeOfMinute(preferences.quietStart),
    quietEnd: timeOfMinute(preferences.quietEnd),
  };
  // Whether this server can send at all (the key itself the page asks for when it subscribes).
  return { preferences, form, pushAvailable: !!ctx.env.VAPID_PUBLIC_KEY?.trim(), timeZone: ctx.timeZone };
}

export function notificationSettingsAction(ctx: ServiceContext, request: Request) {
  return intentAction<"preferences", { values: Record<string, string> }>(request, {
    preferences: {
      run: async ({ fields }) => {
        const read = readPushPreferencesForm(fields);
        if (!read.ok) throw badRequest(t.prefs.saveFailed, Object.entries(read.fields).map(([path, message]) => ({ path, message })));
        await setPushPreferences(ctx, read.value);
        return redirectWithToast("/profile/notifications", { kind: "success", message: t.prefs.saved });
      },
      keep: ({ fields }) => ({ values: fields }),
    },
  });
}
