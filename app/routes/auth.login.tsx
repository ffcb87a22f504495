import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useSearchParams } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { AuthCard, AuthEmailField, AuthPasswordField } from "~/components/auth-card";
import { useServerReply } from "~/components/server-form";
import { authPageLoader, loginAction } from "~/flows/auth-forms.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = authPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "login-form");
  const redirectTo = searchParams.get("redirectTo") ?? "";
  return (
    <AuthCard
      page="login"
      reply={reply}
      toast={actionData?.toast}
      switchTo={redirectTo ? `/auth/register?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/register"}
      footer={
        <p className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <Link to="/auth/forgot-password" className="link">
            {t("auth.login.forgotPassword")}
          </Link>
          <Link to="/" className="link">
            {t("auth.login.backHome")}
          </Link>
        </p>
      }
    >
      <AuthEmailField reply={reply} />
      <AuthPasswordField reply={reply} isNew={false} />
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(messageOf(data?.i18n, "auth.login.metaTitle") ?? "Sign In | CERT Chapters");
