import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { AuthCard, AuthEmailField, CheckEmailCard } from "~/components/auth-card";
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
      <CheckEmailCard
        title={t("auth.forgot.sentTitle")}
        texts={[t("auth.forgot.sentText", { email: actionData.sentTo }), t("auth.forgot.sentHelp")]}
      >
        <Link to="/auth/login" className="link">
          {t("auth.forgot.backToSignIn")}
        </Link>
        <Link to="/auth/forgot-password" className="link" reloadDocument>
          {t("auth.forgot.tryAgain")}
        </Link>
      </CheckEmailCard>
    );
  }
  return (
    <AuthCard page="forgot" reply={reply} switchTo="/auth/login">
      <AuthEmailField reply={reply} />
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(messageOf(data?.i18n, "auth.forgot.metaTitle") ?? "Reset Your Password | CERT Chapters");
