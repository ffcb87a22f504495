import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformSelect } from "~/components/events/fields";
import { ConformRadioGroup } from "~/components/forms";
import { SETTINGS_FORMS } from "~/components/settings/cards";
import { SettingsFormSection } from "~/components/settings/section";
import { useT } from "~/i18n/react";
import { LANGUAGES, PreferencesSchema } from "~/models/settings.schema";
import { TimeZoneSelect } from "~/components/time/time-zone-select";
import { getSettings, updatePreferences } from "~/models/settings.server";
import { getTheme, setTheme } from "~/utils/theme.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { refuse } from "~/flows/respond.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { redirectWithToast } from "~/utils/toast.server";
import { serverT } from "~/i18n/catalogue.server";

const THEME_KEYS = {
  system: "dashboard.preferences.system",
  light: "dashboard.preferences.light",
  dark: "dashboard.preferences.dark",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.settings", to: "/dashboard/settings" },
    { label: "dashboard.crumb.preferences" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const s = getSettings(user);
  return json({
    // The theme shown is the cookie's (what the header's switch set last, or the device's setting).
    settings: { theme: getTheme(request), language: s.language, timezone: s.timezone },
    languages: LANGUAGES,
    // Every zone this server knows, listed here so the page and the browser offer the same ones.
    otherZones: Intl.supportedValuesOf("timeZone"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const { intent, redirectTo, toast } = SETTINGS_FORMS.preferences;
  if (formData.get("intent") !== intent) return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: PreferencesSchema });
  if (submission.status !== "success") return json({ intent, result: submission.reply() }, { status: 400 });
  const value = submission.value;
  try {
    updatePreferences(user.id, value);
  } catch (error) {
    return refuse(error, request, { submission, intent });
  }
  // The toast speaks the language just chosen (the request's own i18n still has the old one).
  const t = serverT(value.language);
  return redirectWithToast(
    redirectTo,
    { type: "success", title: t(toast.title), description: t(toast.description) },
    // The same cookie the header's theme toggle sets, so the page renders in the new theme at once.
    { headers: { "Set-Cookie": setTheme(value.theme) } },
  );
}

export default function PreferenceSettings() {
  const { settings, languages, otherZones } = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <SettingsFormSection card={SETTINGS_FORMS.preferences} defaultValue={settings}>
      {(fields) => (
        <>
          <ConformRadioGroup
            field={fields.theme}
            legend={t("dashboard.preferences.theme")}
            options={Object.entries(THEME_KEYS).map(([value, key]) => ({ value, label: t(key) }))}
          />
          <ConformSelect
            label={t("dashboard.preferences.language")}
            field={fields.language}
            options={languages.map((l) => ({ value: l.value, label: l.label }))}
            className="mb-4"
          />
          <TimeZoneSelect
            label={t("dashboard.preferences.timezone")}
            id={fields.timezone.id}
            name={fields.timezone.name}
            defaultValue={String(fields.timezone.initialValue ?? "")}
            errors={fields.timezone.errors}
            others={otherZones}
            className="mb-6"
          />
        </>
      )}
    </SettingsFormSection>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
