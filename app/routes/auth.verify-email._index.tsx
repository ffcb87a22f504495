import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { confirmEmailPageLoader, resendConfirmationAction } from "~/flows/email-verification.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = confirmEmailPageLoader;

export async function action({ request }: ActionFunctionArgs) {
  return resendConfirmationAction(request);
}

export default function ConfirmEmailPage() {
  const { email } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useT();
  const sending = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{t("auth.verify.pendingTitle")}</h1>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.verify.pendingText", { email })}</p>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("auth.register.sentHelp")}</p>
        <Form method="post" className="mt-6">
          <input type="hidden" name="redirectTo" value="/auth/verify-email" />
          <button type="submit" className="btn-primary w-full" disabled={sending}>
            {sending ? t("common.confirmEmail.sending") : t("common.confirmEmail.resend")}
          </button>
        </Form>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(messageOf(data?.i18n, "auth.verify.pendingMetaTitle") ?? "Confirm Your Email | CERT Chapters");
