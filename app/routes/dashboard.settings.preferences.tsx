import { getFormProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ErrorList, FormAlert } from "~/components/forms";
import { Section, useSettingsForm } from "~/components/settings/section";
import { LANGUAGES, PreferencesSchema, TIMEZONES } from "~/models/settings.schema";
import { getSettings, updatePreferences } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { setTheme } from "~/utils/theme.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const s = getSettings(user.id);
  return json({
    settings: { theme: s.theme, language: s.language, timezone: s.timezone },
    languages: LANGUAGES,
    timezones: TIMEZONES,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "preferences") return unknownIntent(intent);
  const submission = parseWithZod(formData, { schema: PreferencesSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply() }, { status: 400 });
  }
  updatePreferences(user.id, submission.value);
  return redirectWithToast(
    "/dashboard/settings/preferences",
    { type: "success", title: "Preferences Saved", description: "Your theme, language and timezone are saved." },
    // The same cookie the header's theme toggle sets, so the page renders in the new theme at once.
    { headers: { "Set-Cookie": setTheme(submission.value.theme) } },
  );
}

export default function PreferenceSettings() {
  return <PreferencesTab />;
}

function PreferencesTab() {
  const { settings, languages, timezones } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useSettingsForm("preferences");
  const [form, fields] = useForm({
    id: "preferences-form",
    lastResult,
    defaultValue: { theme: settings.theme, language: settings.language, timezone: settings.timezone },
  });
  return (
    <Section
      id="preferences-heading"
      title="Preferences"
      description="Appearance, language and the timezone dates are shown in."
    >
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="preferences" />
        <FormAlert id={form.errorId} errors={form.errors} />
        <fieldset className="mb-4">
          <legend className="label">Theme</legend>
          <div className="flex gap-4">
            {(["light", "dark"] as const).map((t) => (
              <label key={t} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
                <input
                  type="radio"
                  name={fields.theme.name}
                  value={t}
                  defaultChecked={settings.theme === t}
                  className="h-4 w-4 accent-brand-700"
                />
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

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
