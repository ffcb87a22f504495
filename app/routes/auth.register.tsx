import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ErrorList, Field, FormAlert, TextareaField } from "~/components/forms";
import { Toaster } from "~/components/toaster";
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
  return json({ i18n: (await getI18n(request)).messages("auth") });
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
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("auth.register.title")}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("auth.register.subtitle")}</p>
        <Form method="post" className="mt-6" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
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
            inputProps={{
              ...getInputProps(fields.displayName, { type: "text" }),
              autoComplete: "name",
              required: true,
            }}
            errors={fields.displayName.errors}
          />
          <Field
            labelProps={{ children: t("auth.field.email") }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: true }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t("auth.field.password") }}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "new-password",
              required: true,
              minLength: 8,
            }}
            hint={t("auth.register.passwordHint")}
            errors={fields.password.errors}
          />
          <Field
            labelProps={{ children: t("auth.register.confirmPassword") }}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
              required: true,
            }}
            errors={fields.confirmPassword.errors}
          />
          {showJustification ? (
            <TextareaField
              labelProps={{ children: t("auth.register.justification") }}
              textareaProps={{ ...getTextareaProps(fields.justification), rows: 3 }}
              hint={hydrated ? t("auth.register.justificationHint") : t("auth.register.justificationHintNoJs")}
              errors={fields.justification.errors}
            />
          ) : null}
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? t("auth.register.submitting") : t("auth.register.title")}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          {t("auth.register.haveAccount")}{" "}
          <Link to="/auth/login" className="link">
            {t("auth.register.signIn")}
          </Link>
        </p>
      </div>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n["auth.register.metaTitle"] ?? "Register | CERT Chapters" },
];
