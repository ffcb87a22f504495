import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Field, FormAlert } from "~/components/forms";
import { Toaster } from "~/components/toaster";
import { safeRedirect } from "~/utils/misc";
import { loginAction } from "~/flows/auth-forms.server";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getActor(request);
  if (user) {
    const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    throw redirect(to);
  }
  return json({ i18n: (await getI18n(request)).messages("auth") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { t } = useT();
  const [form, fields] = useForm<{ email: string; password: string; redirectTo?: string }>({
    id: "login-form",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth/login");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("auth.login.title")}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("auth.login.subtitle")}</p>
        <Form method="post" className="mt-6" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            labelProps={{ children: t("auth.field.email") }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: true }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: t("auth.field.password") }}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "current-password",
              required: true,
            }}
            errors={fields.password.errors}
          />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? t("auth.login.submitting") : t("auth.login.title")}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          {t("auth.login.noAccount")}{" "}
          <Link
            to={redirectTo ? `/auth/register?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/register"}
            className="link"
          >
            {t("auth.login.register")}
          </Link>
        </p>
        <p className="mt-2 text-sm">
          <Link to="/" className="link">
            {t("auth.login.backHome")}
          </Link>
        </p>
      </div>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.i18n["auth.login.metaTitle"] ?? "Sign In | CERT Chapters" },
];
