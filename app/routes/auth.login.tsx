import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { AuthCard, AuthEmailField } from "~/components/auth-card";
import { ReplyField } from "~/components/forms";
import { useServerReply } from "~/components/server-form";
import { safeRedirect } from "~/utils/misc";
import { loginAction } from "~/flows/auth-forms.server";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getActor(request);
  if (user) {
    const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    throw redirect(to);
  }
  return json({ i18n: (await getI18n(request)).messages("auth", "validation") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return loginAction(request, context);
}

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "login-form");
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const submitting = navigation.state === "submitting" && !!navigation.formAction?.startsWith("/auth/login");
  return (
    <AuthCard
      title={t("auth.login.title")}
      subtitle={t("auth.login.subtitle")}
      reply={reply}
      submitting={submitting}
      submittingLabel={t("auth.login.submitting")}
      toast={actionData?.toast}
      footer={
        <>
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
        </>
      }
    >
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AuthEmailField reply={reply} />
      <ReplyField
        reply={reply}
        required
        name="password"
        type="password"
        label={t("auth.field.password")}
        autoComplete="current-password"
      />
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n["auth.login.metaTitle"] ?? "Sign In | CERT Chapters");
