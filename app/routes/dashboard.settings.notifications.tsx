import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert } from "~/components/forms";
import { Section, useSettingsForm } from "~/components/settings/section";
import { NotificationsSchema } from "~/models/settings.schema";
import { getSettings, updateNotifications } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const s = getSettings(user.id);
  return json({
    settings: {
      emailNotifications: s.emailNotifications,
      smsNotifications: s.smsNotifications,
      eventReminders: s.eventReminders,
      announcementNotifications: s.announcementNotifications,
    },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "notifications") return unknownIntent(intent);
  const submission = parseWithZod(formData, { schema: NotificationsSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply() }, { status: 400 });
  }
  updateNotifications(user.id, submission.value);
  return redirectWithToast("/dashboard/settings/notifications", {
    type: "success",
    title: "Notification Settings Saved",
    description: "We'll only send you the notifications you chose.",
  });
}

export default function NotificationSettings() {
  return <NotificationsTab />;
}

const SWITCHES = [
  { name: "emailNotifications", label: "Email Notifications", hint: "Announcements and updates by email." },
  {
    name: "smsNotifications",
    label: "SMS Notifications",
    hint: "Activation call-outs by text message, to the phone number in your profile.",
  },
  { name: "eventReminders", label: "Event Reminders", hint: "Reminders before events you RSVP'd to." },
  {
    name: "announcementNotifications",
    label: "Announcements",
    hint: "Announcements from your chapters and the network.",
  },
] as const;

function NotificationsTab() {
  const { settings } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useSettingsForm("notifications");
  const [form] = useForm({ id: "notifications-form", lastResult });
  return (
    <Section id="notifications-heading" title="Notifications" description="Choose how we keep you informed.">
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="notifications" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <ul className="mb-6 divide-y divide-slate-200 dark:divide-slate-700">
          {SWITCHES.map((s) => (
            <li key={s.name} className="flex items-start justify-between gap-4 py-3">
              <div className="min-w-0">
                <label htmlFor={`switch-${s.name}`} className="font-medium text-slate-900 dark:text-white">
                  {s.label}
                </label>
                <p id={`switch-${s.name}-hint`} className="text-sm text-slate-700 dark:text-slate-300">
                  {s.hint}
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
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving..." : "Save Notification Settings"}
        </button>
      </fetcher.Form>
    </Section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
