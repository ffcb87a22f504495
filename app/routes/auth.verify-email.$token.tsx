import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { FormAlert } from "~/components/form-fields";
import { verifyEmailAction, verifyEmailLoader } from "~/flows/email-verification.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = verifyEmailLoader;

export async function action({ request, params }: ActionFunctionArgs) {
  return verifyEmailAction(request, params.token ?? "");
}

export default function VerifyEmailPage() {
  const { email, signedIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  if (!email) {
    return (
      <div className="mx-auto max-w-md px-4 py-12">
        <div className="card">
          <h1 className="text-2xl font-bold">{t("auth.verify.invalidTitle")}</h1>
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.verify.invalidText")}</p>
          <p className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link
              to={signedIn ? "/auth/verify-email" : "/auth/login?redirectTo=%2Fauth%2Fverify-email"}
              className="link"
            >
              {t("auth.verify.askAgain")}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("auth.verify.title")}</h1>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.verify.text", { email })}</p>
        <Form method="post" className="mt-6" id="verify-email-form">
          <FormAlert
            id="verify-email-form-error"
            errors={actionData && "result" in actionData ? (actionData.result?.error?.[""] ?? undefined) : undefined}
          />
          <button type="submit" className="btn-primary w-full" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("auth.verify.submitting") : t("auth.verify.submit")}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(messageOf(data?.i18n, "auth.verify.metaTitle") ?? "Confirm Your Email | CERT Chapters");
