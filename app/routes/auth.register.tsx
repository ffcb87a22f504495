import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthCard, AuthEmailField, AuthPasswordField } from "~/components/auth-card";
import { ErrorList, Field, TextareaField } from "~/components/forms";
import { registerAction } from "~/flows/auth-forms.server";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";

type RegisterFields = {
  role: "Member" | "ChapterLeader";
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  justification?: string;
  redirectTo?: string;
};

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  return json({ i18n: (await getI18n(request)).messages("auth", "validation") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { t } = useT();
  const [form, fields] = useForm<RegisterFields>({
    id: "register-form",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
    defaultValue: { role: "Member" },
  });
  const [role, setRole] = useState<string>(String(fields.role.initialValue ?? "Member"));
  // Without JS the justification field is always shown (optional for members); with JS only for leaders.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showJustification = !hydrated || role === "ChapterLeader";
  const submitting = navigation.state === "submitting";
  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      form={{ props: getFormProps(form), errorId: form.errorId, errors: form.errors }}
      submitting={submitting}
      submittingLabel={t("auth.register.submitting")}
      toast={actionData?.toast}
      footer={
        <p className="mt-6 text-sm">
          {t("auth.register.haveAccount")}{" "}
          <Link to="/auth/login" className="link">
            {t("auth.register.signIn")}
          </Link>
        </p>
      }
    >
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      <div className="mb-4">
        <label htmlFor={fields.role.id} className="label">
          {t("auth.register.role")}
        </label>
        <select {...getSelectProps(fields.role)} className="input" onChange={(e) => setRole(e.currentTarget.value)}>
          <option value="Member">{t("auth.register.roleMember")}</option>
          <option value="ChapterLeader">{t("auth.register.roleLeader")}</option>
        </select>
        <ErrorList errors={fields.role.errors} />
      </div>
      <Field
        labelProps={{ children: t("auth.register.fullName") }}
        inputProps={{ ...getInputProps(fields.displayName, { type: "text" }), autoComplete: "name", required: true }}
        errors={fields.displayName.errors}
      />
      <AuthEmailField field={fields.email} />
      <AuthPasswordField
        field={fields.password}
        label={t("auth.field.password")}
        autoComplete="new-password"
        hint={t("auth.register.passwordHint")}
        minLength={8}
      />
      <AuthPasswordField
        field={fields.confirmPassword}
        label={t("auth.register.confirmPassword")}
        autoComplete="new-password"
      />
      {showJustification ? (
        <TextareaField
          labelProps={{ children: t("auth.register.justification") }}
          textareaProps={{ ...getTextareaProps(fields.justification), rows: 3 }}
          hint={hydrated ? t("auth.register.justificationHint") : t("auth.register.justificationHintNoJs")}
          errors={fields.justification.errors}
        />
      ) : null}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n["auth.register.metaTitle"] ?? "Register | CERT Chapters" },
];
