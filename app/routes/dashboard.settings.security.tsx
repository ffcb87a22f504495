import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField } from "~/components/forms";
import { ACCOUNT_CARD, DATA_CARD, DELETE_ACCOUNT_CARD, SETTINGS_FORMS } from "~/components/settings/cards";
import { Section, SettingsFormSection } from "~/components/settings/section";
import { useT } from "~/i18n/react";
import { ChangePasswordSchema } from "~/models/settings.schema";
import { changePassword } from "~/models/settings.server";
import { enforceAccountRateLimit, enforceRateLimit } from "~/utils/rate-limit.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { redirectWithToast } from "~/utils/toast.server";

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

/** Passwords are never sent back with the form's errors. */
const HIDE = PASSWORD_FIELDS.map((f) => f.name);

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const { intent, redirectTo, toast } = SETTINGS_FORMS.password;
  if (formData.get("intent") !== intent) return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply({ hideFields: HIDE }) }, { status: 400 });
  }
  // The current-password check is a password guess like a sign-in: the same limit, per address and
  // per account (a 429 past it).
  await enforceRateLimit(context, "passwordCheck");
  await enforceAccountRateLimit("passwordCheckAccount", user.id);
  try {
    await changePassword(user.id, submission.value, user.sessionId ?? null);
  } catch (error) {
    return refuse(error, request, { submission, intent, hideFields: HIDE });
  }
  const { t } = await getI18n(request);
  return redirectWithToast(redirectTo, { type: "success", title: t(toast.title), description: t(toast.description) });
}

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
