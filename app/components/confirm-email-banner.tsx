import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/react";

/**
 * On every page of a signed-in account whose address is unproven (decision 023): why joining a
 * chapter waits, and the "Send the link again" form (a plain post; back to this page with a toast).
 */
export function ConfirmEmailBanner() {
  const { t } = useT();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/auth/verify-email";
  // The confirmation pages say it themselves.
  if (pathname.startsWith("/auth/verify-email")) return null;
  return (
    <div
      role="region"
      aria-label={t("common.confirmEmail.label")}
      className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2">
        <p className="min-w-0 flex-1">{t("common.confirmEmail.text")}</p>
        <Form method="post" action="/auth/verify-email">
          <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
          <button type="submit" className="btn-secondary" disabled={sending}>
            {sending ? t("common.confirmEmail.sending") : t("common.confirmEmail.resend")}
          </button>
        </Form>
      </div>
    </div>
  );
}
