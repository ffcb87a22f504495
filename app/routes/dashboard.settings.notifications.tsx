import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SETTINGS_FORMS } from "~/components/settings/cards";
import { PushAlertsSection } from "~/components/settings/push-alerts";
import { SettingsFormSection } from "~/components/settings/section";
import { useT } from "~/i18n/react";
import { NotificationsSchema } from "~/models/settings.schema";
import { countMyPushDevices, vapidPublicKey } from "~/models/push.server";
import { getSettings, updateNotifications } from "~/models/settings.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { redirectWithToast } from "~/utils/toast.server";

const SWITCHES = [
  {
    name: "emailNotifications",
    label: "dashboard.notifications.email",
    hint: "dashboard.notifications.emailHint",
  },
  {
    name: "smsNotifications",
    label: "dashboard.notifications.sms",
    hint: "dashboard.notifications.smsHint",
  },
  {
    name: "eventReminders",
    label: "dashboard.notifications.reminders",
    hint: "dashboard.notifications.remindersHint",
  },
  {
    name: "announcementNotifications",
    label: "dashboard.notifications.announcements",
    hint: "dashboard.notifications.announcementsHint",
  },
] as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.settings", to: "/dashboard/settings" },
    { label: "dashboard.crumb.notifications" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const s = getSettings(user);
  return json({
    settings: {
      emailNotifications: s.emailNotifications,
      smsNotifications: s.smsNotifications,
      eventReminders: s.eventReminders,
      announcementNotifications: s.announcementNotifications,
    },
    push: { publicKey: vapidPublicKey(), devices: countMyPushDevices(user) },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const { intent, redirectTo, toast } = SETTINGS_FORMS.notifications;
  if (formData.get("intent") !== intent) return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: NotificationsSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  try {
    updateNotifications(user.id, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, intent });
  }
  const { t } = await getI18n(request);
  return redirectWithToast(redirectTo, { type: "success", title: t(toast.title), description: t(toast.description) });
}

export default function NotificationSettings() {
  const { settings, push } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <>
      <SettingsFormSection card={SETTINGS_FORMS.notifications}>
        <ul className="mb-6 divide-y divide-slate-200 dark:divide-slate-700">
          {SWITCHES.map((s) => (
            <li key={s.name} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <label htmlFor={`switch-${s.name}`} className="font-medium text-slate-900 dark:text-white">
                  {t(s.label)}
                </label>
                <p id={`switch-${s.name}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
                  {t(s.hint)}
                </p>
              </div>
              <input
                id={`switch-${s.name}`}
                type="checkbox"
                role="switch"
                name={s.name}
                defaultChecked={settings[s.name]}
                aria-describedby={`switch-${s.name}-hint`}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
              />
            </li>
          ))}
        </ul>
      </SettingsFormSection>
      <PushAlertsSection publicKey={push.publicKey} devices={push.devices} />
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
