import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformSelect } from "~/components/events/fields";
import { ErrorList } from "~/components/forms";
import { SettingsFormSection, useSettingsForm } from "~/components/settings/section";
import { serverT } from "~/i18n/catalogue.server";
import { useT } from "~/i18n/react";
import { LANGUAGES, PreferencesSchema, TIMEZONES } from "~/models/settings.schema";
import { getSettings, updatePreferences } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSettingsForm } from "~/utils/settings-form.server";
import { setTheme } from "~/utils/theme.server";
import { redirectWithToast } from "~/utils/toast.server";

const THEME_KEYS = { light: "dashboard.preferences.light", dark: "dashboard.preferences.dark" } as const;

const TIMEZONE_KEYS: Record<string, string> = {
  "America/New_York": "dashboard.preferences.zoneEastern",
  "America/Chicago": "dashboard.preferences.zoneCentral",
  "America/Denver": "dashboard.preferences.zoneMountain",
  "America/Los_Angeles": "dashboard.preferences.zonePacific",
};

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
  const form = parseSettingsForm(formData, intent, PreferencesSchema);
  if (form.reply) return form.reply;
  updatePreferences(user.id, form.value);
  // The toast speaks the language just chosen (the request's own i18n still has the old one).
  const t = serverT(form.value.language);
  return redirectWithToast(
    "/dashboard/settings/preferences",
    {
      type: "success",
      title: t("dashboard.preferences.savedToast"),
      description: t("dashboard.preferences.savedToastText"),
    },
    // The same cookie the header's theme toggle sets, so the page renders in the new theme at once.
    { headers: { "Set-Cookie": setTheme(form.value.theme) } },
  );
}

export default function PreferenceSettings() {
  const { settings, languages, timezones } = useLoaderData<typeof loader>();
  const { t } = useT();
  const preferences = useSettingsForm("preferences", {
    id: "preferences-form",
    defaultValue: { theme: settings.theme, language: settings.language, timezone: settings.timezone },
  });
  const { fields } = preferences;
  return (
    <SettingsFormSection
      id="preferences-heading"
      title={t("dashboard.preferences.title")}
      description={t("dashboard.preferences.description")}
      settings={preferences}
      submitLabel={t("dashboard.preferences.save")}
      pendingLabel={t("dashboard.settings.saving")}
    >
      <fieldset className="mb-4">
        <legend className="label">{t("dashboard.preferences.theme")}</legend>
        <div className="flex gap-4">
          {(["light", "dark"] as const).map((theme) => (
            <label key={theme} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
              <input
                type="radio"
                name={fields.theme.name}
                value={theme}
                defaultChecked={settings.theme === theme}
                className="h-4 w-4 accent-brand-700"
              />
              {t(THEME_KEYS[theme])}
            </label>
          ))}
        </div>
        <ErrorList errors={fields.theme.errors} />
      </fieldset>
      <ConformSelect
        label={t("dashboard.preferences.language")}
        field={fields.language}
        options={languages.map((l) => ({ value: l.value, label: l.label }))}
        className="mb-4"
      />
      <ConformSelect
        label={t("dashboard.preferences.timezone")}
        field={fields.timezone}
        options={timezones.map((z) => ({
          value: z.value,
          label: TIMEZONE_KEYS[z.value] ? t(TIMEZONE_KEYS[z.value]!) : z.label,
        }))}
        className="mb-6"
      />
    </SettingsFormSection>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
