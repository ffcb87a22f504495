import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useFetcher, useLoaderData } from "@remix-run/react";
import { PageHeader, Tabs } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, Field, FormAlert, TextareaField } from "~/components/forms";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getPendingRequestFor, requestRole } from "~/models/role-request.server";
import { isAccessError } from "~/access/errors";
import {
  ChangePasswordSchema,
  LANGUAGES,
  NotificationsSchema,
  PreferencesSchema,
  ProfileSchema,
  SETTINGS_TABS,
  TIMEZONES,
  type SettingsTab,
} from "~/models/settings.schema";
import {
  changePassword,
  getSettings,
  updateNotifications,
  updatePreferences,
  updateProfile,
} from "~/models/settings.server";
import { formatDate } from "~/utils/misc";
import { getActor, requireActor } from "~/access/actor.server";
import { setTheme } from "~/utils/theme.server";
import { redirectWithToast } from "~/utils/toast.server";

const TAB_LABELS: Record<SettingsTab, string> = {
  profile: "Profile",
  notifications: "Notifications",
  preferences: "Preferences",
  security: "Security",
};
const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

function tabOf(value: string | null): SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value ?? "") ? (value as SettingsTab) : "profile";
}

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const settings = getSettings(user.id);
  const pending = user.roles.includes("ChapterLeader") ? null : getPendingRequestFor(user.id, "ChapterLeader");
  return json({
    tab: tabOf(new URL(request.url).searchParams.get("tab")),
    profile: { displayName: user.displayName, email: user.email, phone: user.phone ?? "", bio: user.bio ?? "", roles: user.roles },
    settings: {
      emailNotifications: settings.emailNotifications,
      smsNotifications: settings.smsNotifications,
      eventReminders: settings.eventReminders,
      announcementNotifications: settings.announcementNotifications,
      theme: settings.theme,
      language: settings.language,
      timezone: settings.timezone,
    },
    leaderRequest: user.roles.includes("ChapterLeader")
      ? ({ state: "holds" } as const)
      : pending
        ? ({ state: "pending", since: formatDate(pending.createdAt, settings.timezone) } as const)
        : ({ state: "none" } as const),
    languages: LANGUAGES,
    timezones: TIMEZONES,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const to = (tab: SettingsTab) => `/dashboard/settings?tab=${tab}`;

  switch (intent) {
    case "profile": {
      const submission = parseWithZod(formData, { schema: ProfileSchema });
      if (submission.status !== "success") {
        return json({ intent, result: submission.reply({ formErrors: ["Failed to update profile"] }) }, { status: 400 });
      }
      updateProfile(user.id, submission.value);
      return redirectWithToast(to("profile"), {
        type: "success",
        title: "Profile Updated",
        description: "Your profile has been saved.",
      });
    }
    case "notifications": {
      const submission = parseWithZod(formData, { schema: NotificationsSchema });
      if (submission.status !== "success") {
        return json({ intent, result: submission.reply() }, { status: 400 });
      }
      updateNotifications(user.id, submission.value);
      return redirectWithToast(to("notifications"), {
        type: "success",
        title: "Notification Settings Saved",
        description: "We'll only send you the notifications you chose.",
      });
    }
    case "preferences": {
      const submission = parseWithZod(formData, { schema: PreferencesSchema });
      if (submission.status !== "success") {
        return json({ intent, result: submission.reply() }, { status: 400 });
      }
      updatePreferences(user.id, submission.value);
      return redirectWithToast(
        to("preferences"),
        { type: "success", title: "Preferences Saved", description: "Your theme, language and timezone are saved." },
        // The same cookie the header's theme toggle sets, so the page renders in the new theme at once.
        { headers: { "Set-Cookie": setTheme(submission.value.theme) } },
      );
    }
    case "password": {
      const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
      if (submission.status !== "success") {
        return json({ intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
      }
      try {
        await changePassword(user.id, submission.value, user.sessionId ?? null);
      } catch (error) {
        if (!isAccessError(error)) throw error;
        return json(
          {
            intent,
            result: submission.reply({
              fieldErrors: { currentPassword: ["Current password is incorrect"] },
              hideFields: PASSWORD_FIELDS,
            }),
          },
          { status: 400 },
        );
      }
      return redirectWithToast(to("security"), {
        type: "success",
        title: "Password Changed",
        description: "Your other sessions have been signed out.",
      });
    }
    case "request-role": {
      const submission = parseWithZod(formData, { schema: RoleRequestSchema });
      if (submission.status !== "success") {
        return json({ intent, result: submission.reply() }, { status: 400 });
      }
      try {
        requestRole(user.id, submission.value);
      } catch (error) {
        if (!isAccessError(error)) throw error;
        return json({ intent, result: submission.reply({ formErrors: [error.message] }) }, { status: 409 });
      }
      return redirectWithToast(to("profile"), {
        type: "success",
        title: "Role Request Sent",
        description: "An administrator will review your request to become a chapter leader.",
      });
    }
    default:
      return json({ intent: null, result: null, error: "Unknown action." }, { status: 400 });
  }
}

type Intent = "profile" | "notifications" | "preferences" | "password" | "request-role";

/**
 * The last result for one form: from its fetcher (JS) or from the page's action data (no JS, where
 * the post was a document request). Without this the errors would vanish in one of the two modes.
 */
function useLastResult(intent: Intent) {
  const actionData = useActionData<typeof action>();
  const fetcher = useFetcher<typeof action>({ key: `settings-${intent}` });
  const fromFetcher = fetcher.data && "intent" in fetcher.data && fetcher.data.intent === intent ? fetcher.data.result : undefined;
  const fromPage = actionData && "intent" in actionData && actionData.intent === intent ? actionData.result : undefined;
  return {
    fetcher,
    lastResult: (fromFetcher ?? fromPage ?? undefined) as SubmissionResult<string[]> | undefined,
    pending: fetcher.state !== "idle",
  };
}

const TAB_OF_INTENT: Record<Intent, SettingsTab> = {
  profile: "profile",
  "request-role": "profile",
  notifications: "notifications",
  preferences: "preferences",
  password: "security",
};

export default function SettingsPage() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  // After a refused post without JS, show the tab of the form that was sent, whatever the URL says.
  const refused = actionData && "intent" in actionData && actionData.intent ? TAB_OF_INTENT[actionData.intent as Intent] : null;
  const data = { ...loaderData, tab: refused ?? loaderData.tab };
  const tabs = SETTINGS_TABS.map((t) => ({ value: t, label: TAB_LABELS[t] }));
  return (
    <div>
      <PageHeader title="Settings" description="Manage your profile, notifications, preferences and security." />
      <Tabs items={tabs} current={data.tab} label="Settings sections" />
      {data.tab === "profile" ? <ProfileTab /> : null}
      {data.tab === "notifications" ? <NotificationsTab /> : null}
      {data.tab === "preferences" ? <PreferencesTab /> : null}
      {data.tab === "security" ? <SecurityTab /> : null}
    </div>
  );
}

function Section({ title, description, children, id }: { title: string; description?: string; children: React.ReactNode; id: string }) {
  return (
    <section className="card mb-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

const ROLE_BADGES: Record<string, string> = {
  GlobalAdmin: "Global Administrator",
  ChapterLeader: "Chapter Leader",
  Member: "Member",
};

function ProfileTab() {
  const { profile, leaderRequest } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useLastResult("profile");
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: { displayName: profile.displayName, phone: profile.phone, bio: profile.bio },
    shouldRevalidate: "onBlur",
  });
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <Section id="profile-heading" title="Profile" description="How other members see you.">
        <div className="mb-6 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{profile.displayName}</p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label="Your roles">
              {profile.roles.map((r) => (
                <li key={r} className={r === "GlobalAdmin" ? "badge-rejected" : r === "ChapterLeader" ? "badge-pending" : "badge-neutral"}>
                  {ROLE_BADGES[r] ?? r}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="profile" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            labelProps={{ children: "Display Name" }}
            inputProps={{ ...getInputProps(fields.displayName, { type: "text" }), autoComplete: "name", required: true, maxLength: 100 }}
            errors={fields.displayName.errors}
          />
          <Field
            labelProps={{ children: "Email" }}
            inputProps={{ id: "profile-email", type: "email", value: profile.email, readOnly: true, "aria-describedby": "profile-email-hint" }}
          />
          <p id="profile-email-hint" className="-mt-3 mb-4 text-xs text-slate-600 dark:text-slate-400">
            Changing your email is coming soon.
          </p>
          <Field
            labelProps={{ children: "Phone" }}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", maxLength: 30 }}
            errors={fields.phone.errors}
          />
          <TextareaField
            labelProps={{ children: "Bio" }}
            textareaProps={{ ...getTextareaProps(fields.bio), rows: 4, maxLength: 1000 }}
            errors={fields.bio.errors}
          />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Saving..." : "Save Profile"}
          </button>
        </fetcher.Form>
      </Section>
      {leaderRequest.state !== "holds" ? <LeaderRequest /> : null}
    </>
  );
}

function LeaderRequest() {
  const { leaderRequest } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useLastResult("request-role");
  const [form, fields] = useForm({ id: "role-request-form", lastResult, shouldRevalidate: "onBlur" });
  return (
    <Section
      id="leader-request-heading"
      title="Become a Chapter Leader"
      description="Chapter leaders run a local chapter: they approve members and post events, resources and announcements."
    >
      {leaderRequest.state === "pending" ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100" data-testid="leader-request-pending">
          Your request to become a Chapter Leader is pending review (sent {leaderRequest.since}).
        </p>
      ) : (
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="request-role" />
          <input type="hidden" name="requestedRole" value="ChapterLeader" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextareaField
            labelProps={{ children: "Why do you want to lead a chapter?" }}
            textareaProps={{ ...getTextareaProps(fields.justification), rows: 3, required: true, maxLength: 2000 }}
            errors={fields.justification.errors}
            hint="An administrator reviews every request."
          />
          <button type="submit" className="btn-secondary" disabled={pending}>
            {pending ? "Submitting..." : "Request Chapter Leader Role"}
          </button>
        </fetcher.Form>
      )}
    </Section>
  );
}

const SWITCHES = [
  { name: "emailNotifications", label: "Email Notifications", hint: "Announcements and updates by email." },
  { name: "smsNotifications", label: "SMS Notifications", hint: "Urgent alerts by text message." },
  { name: "eventReminders", label: "Event Reminders", hint: "Reminders before events you RSVP'd to." },
  { name: "announcementNotifications", label: "Announcements", hint: "Announcements from your chapters and the network." },
] as const;

function NotificationsTab() {
  const { settings } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useLastResult("notifications");
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

function PreferencesTab() {
  const { settings, languages, timezones } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useLastResult("preferences");
  const [form, fields] = useForm({
    id: "preferences-form",
    lastResult,
    defaultValue: { theme: settings.theme, language: settings.language, timezone: settings.timezone },
  });
  return (
    <Section id="preferences-heading" title="Preferences" description="Appearance, language and the timezone dates are shown in.">
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="preferences" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset className="mb-4">
          <legend className="label">Theme</legend>
          <div className="flex gap-4">
            {(["light", "dark"] as const).map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
                <input type="radio" name={fields.theme.name} value={t} defaultChecked={settings.theme === t} className="h-4 w-4 accent-brand-700" />
                {t === "light" ? "Light" : "Dark"}
              </label>
            ))}
          </div>
          <ErrorList errors={fields.theme.errors} />
        </fieldset>
        <div className="mb-4">
          <label htmlFor={fields.language.id} className="label">
            Language
          </label>
          <select {...getSelectProps(fields.language)} className="input">
            {languages.map((l) => (
              <option key={l.value} value={l.value}>
                {l.label}
              </option>
            ))}
          </select>
          <ErrorList errors={fields.language.errors} />
        </div>
        <div className="mb-6">
          <label htmlFor={fields.timezone.id} className="label">
            Timezone
          </label>
          <select {...getSelectProps(fields.timezone)} className="input">
            {timezones.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
          <ErrorList errors={fields.timezone.errors} />
        </div>
        <button type="submit" className="btn-primary" disabled={pending}>
          {pending ? "Saving..." : "Save Preferences"}
        </button>
      </fetcher.Form>
    </Section>
  );
}

function SecurityTab() {
  const { fetcher, lastResult, pending } = useLastResult("password");
  const [form, fields] = useForm({ id: "password-form", lastResult, shouldRevalidate: "onBlur" });
  return (
    <>
      <Section
        id="password-heading"
        title="Change Password"
        description="Changing your password signs you out on every other device and app."
      >
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="password" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            labelProps={{ children: "Current Password" }}
            inputProps={{ ...getInputProps(fields.currentPassword, { type: "password" }), autoComplete: "current-password", required: true }}
            errors={fields.currentPassword.errors}
          />
          <Field
            labelProps={{ children: "New Password" }}
            inputProps={{
              ...getInputProps(fields.newPassword, { type: "password" }),
              autoComplete: "new-password",
              required: true,
              minLength: 8,
              maxLength: 128,
            }}
            hint="At least 8 characters."
            errors={fields.newPassword.errors}
          />
          <Field
            labelProps={{ children: "Confirm New Password" }}
            inputProps={{ ...getInputProps(fields.confirmPassword, { type: "password" }), autoComplete: "new-password", required: true }}
            errors={fields.confirmPassword.errors}
          />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Changing..." : "Change Password"}
          </button>
        </fetcher.Form>
      </Section>
      <Section id="account-heading" title="Account" description="More sign-in options are on the way.">
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Changing your email address and two-factor authentication are coming soon.
        </p>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="btn-secondary" data-testid="settings-sign-out">
            Sign Out
          </button>
        </Form>
      </Section>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Settings | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
