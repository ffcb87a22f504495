import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField } from "~/components/forms";
import { Section, SettingsFormSection, useSettingsForm } from "~/components/settings/section";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { ChangePasswordSchema } from "~/models/settings.schema";
import { changePassword } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSettingsForm } from "~/utils/settings-form.server";
import { redirectWithToast } from "~/utils/toast.server";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "password") return unknownIntent(intent);
  const form = parseSettingsForm(formData, intent, ChangePasswordSchema, { hideFields: PASSWORD_FIELDS });
  if (form.reply) return form.reply;
  try {
    await changePassword(user.id, form.value, user.sessionId ?? null);
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return json(
      { intent, result: form.submission.reply({ fieldErrors: error.fieldErrors, hideFields: PASSWORD_FIELDS }) },
      { status: error.status },
    );
  }
  const { t } = await getI18n(request);
  return redirectWithToast("/dashboard/settings/security", {
    type: "success",
    title: t("dashboard.security.changedToast"),
    description: t("dashboard.security.changedToastText"),
  });
}

export default function SecuritySettings() {
  const { t } = useT();
  const passwordForm = useSettingsForm("password", { id: "password-form", shouldRevalidate: "onSubmit" });
  const { fields } = passwordForm;
  const password = (name: keyof typeof fields, label: string, autoComplete: string, extra: object = {}) => (
    <ConformField
      field={fields[name]}
      type="password"
      label={label}
      autoComplete={autoComplete}
      required
      {...extra}
      hint={name === "newPassword" ? t("dashboard.security.newPasswordHint") : undefined}
    />
  );
  return (
    <>
      <SettingsFormSection
        id="password-heading"
        title={t("dashboard.security.title")}
        description={t("dashboard.security.description")}
        settings={passwordForm}
        submitLabel={t("dashboard.security.submit")}
        pendingLabel={t("dashboard.security.changing")}
      >
        {password("currentPassword", t("dashboard.security.current"), "current-password")}
        {password("newPassword", t("dashboard.security.new"), "new-password", { minLength: 8, maxLength: 128 })}
        {password("confirmPassword", t("dashboard.security.confirm"), "new-password")}
      </SettingsFormSection>
      <Section
        id="account-heading"
        title={t("dashboard.security.account")}
        description={t("dashboard.security.accountDescription")}
      >
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.security.comingSoon")}</p>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="btn-secondary" data-testid="settings-sign-out">
            {t("dashboard.nav.signOut")}
          </button>
        </Form>
      </Section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
