import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { AuthCard } from "~/components/auth-card";
import { ReplyField } from "~/components/form-fields";
import { useServerReply } from "~/components/server-form";
import { resetPasswordAction, resetPasswordLoader } from "~/flows/password-reset.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = resetPasswordLoader;

export async function action({ request, context, params }: ActionFunctionArgs) {
  return resetPasswordAction(request, context, params.token ?? "");
}

export default function ResetPasswordPage() {
  const { email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "reset-password-form");
  if (!email) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <div className="card">
          <h1 className="text-2xl font-bold">{t("auth.reset.invalidTitle")}</h1>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.reset.invalidText")}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to="/auth/forgot-password" className="link">
              {t("auth.reset.askAgain")}
            </Link>
            <Link to="/auth/login" className="link">
              {t("auth.forgot.backToSignIn")}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <AuthCard page="reset" reply={reply} switchTo="/auth/login">
      {/* The account's address, for password managers to file the new password under. */}
      <ReplyField
        reply={reply}
        name="username"
        type="email"
        label={t("auth.field.email")}
        defaultValue={email}
        readOnly
        autoComplete="username"
      />
      <ReplyField
        reply={reply}
        required
        name="password"
        type="password"
        label={t("auth.reset.newPassword")}
        autoComplete="new-password"
        hint={t("auth.register.passwordHint")}
        minLength={8}
        maxLength={128}
      />
      <ReplyField
        reply={reply}
        required
        name="confirmPassword"
        type="password"
        label={t("auth.register.confirmPassword")}
        autoComplete="new-password"
        maxLength={128}
      />
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(messageOf(data?.i18n, "auth.reset.metaTitle") ?? "Choose a New Password | CERT Chapters");
