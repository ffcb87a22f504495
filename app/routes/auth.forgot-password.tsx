import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { AuthCard, AuthEmailField } from "~/components/auth-card";
import { useServerReply } from "~/components/server-form";
import { forgotPasswordAction, forgotPasswordLoader } from "~/flows/password-reset.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = forgotPasswordLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return forgotPasswordAction(request, context);
}

export default function ForgotPasswordPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "forgot-password-form");
  if (actionData?.sentTo) {
    // The same words whether or not the address has an account.
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <div className="card" role="status">
          <h1 className="text-2xl font-bold">{t("auth.forgot.sentTitle")}</h1>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {t("auth.forgot.sentText", { email: actionData.sentTo })}
          </p>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.forgot.sentHelp")}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to="/auth/login" className="link">
              {t("auth.forgot.backToSignIn")}
            </Link>
            <Link to="/auth/forgot-password" className="link" reloadDocument>
              {t("auth.forgot.tryAgain")}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <AuthCard page="forgot" reply={reply} switchTo="/auth/login">
      <AuthEmailField reply={reply} />
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n["auth.forgot.metaTitle"] ?? "Reset Your Password | CERT Chapters");
