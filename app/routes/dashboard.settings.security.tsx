import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField } from "~/components/forms";
import { ACCOUNT_CARD, DATA_CARD, DELETE_ACCOUNT_CARD, SETTINGS_FORMS } from "~/components/settings/cards";
import { Section, SettingsFormSection } from "~/components/settings/section";
import { saveSettings } from "~/flows/settings-save.server";
import { useT } from "~/i18n/react";
import { ChangePasswordSchema } from "~/models/settings.schema";
import { changePassword } from "~/models/settings.server";
import { enforceAccountRateLimit, enforceRateLimit } from "~/utils/rate-limit.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** The password form's fields (catalogue keys for the texts); a reply never sends them back. */
const PASSWORD_FIELDS: Array<{
  name: string;
  label: string;
  autoComplete: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
}> = [
  { name: "currentPassword", label: "dashboard.security.current", autoComplete: "current-password" },
  {
    name: "newPassword",
    label: "dashboard.security.new",
    autoComplete: "new-password",
    hint: "dashboard.security.newPasswordHint",
    minLength: 8,
    maxLength: 128,
  },
  { name: "confirmPassword", label: "dashboard.security.confirm", autoComplete: "new-password" },
];

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.settings", to: "/dashboard/settings" }, { label: "dashboard.crumb.security" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  return null;
}

export const action = ({ request, context }: ActionFunctionArgs) =>
  saveSettings(request, {
    ...SETTINGS_FORMS.password,
    schema: ChangePasswordSchema,
    // The current-password check is a password guess like a sign-in: the same limit, per address
    // and per account (a 429 past it).
    save: async (user, value) => {
      await enforceRateLimit(context, "passwordCheck");
      await enforceAccountRateLimit("passwordCheckAccount", user.id);
      return changePassword(user.id, value, user.sessionId ?? null);
    },
    hideFields: PASSWORD_FIELDS.map((f) => f.name),
  });

export default function SecuritySettings() {
  const { t } = useT();
  return (
    <>
      <SettingsFormSection card={SETTINGS_FORMS.password}>
        {(fields) =>
          PASSWORD_FIELDS.map(({ name, label, hint, ...input }) => (
            <ConformField
              key={name}
              field={fields[name]}
              type="password"
              label={t(label)}
              hint={hint && t(hint)}
              required
              {...input}
            />
          ))
        }
      </SettingsFormSection>
      <Section card={ACCOUNT_CARD}>
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.security.comingSoon")}</p>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="btn-secondary" data-testid="settings-sign-out">
            {t("dashboard.nav.signOut")}
          </button>
        </Form>
      </Section>
      <Section card={DATA_CARD}>
        <a href="/dashboard/settings/data.json" className="btn-secondary" download>
          {t("dashboard.data.download")}
        </a>
      </Section>
      <Section card={DELETE_ACCOUNT_CARD}>
        <Link to="/dashboard/settings/delete-account" className="btn-danger">
          {t("dashboard.deleteAccount.open")}
        </Link>
      </Section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
