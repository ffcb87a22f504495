import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FormAlert } from "~/components/form-fields";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import { deleteAccount } from "~/models/account-data.server";
import { authSessionStorage } from "~/utils/session.server";
import { enforceAccountRateLimit, enforceRateLimit } from "~/utils/rate-limit.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { redirectWithToast } from "~/utils/toast.server";

const PASSWORD_REQUIRED = "Enter your password";
const CONFIRM_REQUIRED = "Tick the box to confirm";

/** What deleting an account does, in the order the page lists it (catalogue keys). */
const CONSEQUENCES = [
  "dashboard.deleteAccount.removed",
  "dashboard.deleteAccount.proofs",
  "dashboard.deleteAccount.kept",
  "dashboard.deleteAccount.audit",
  "dashboard.deleteAccount.sessions",
  "dashboard.deleteAccount.leaders",
] as const;

/** The breadcrumb trail under Dashboard: reached from the Security settings. */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.settings", to: "/dashboard/settings" },
    { label: "dashboard.crumb.security", to: "/dashboard/settings/security" },
    { label: "dashboard.crumb.deleteAccount" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  const { t } = await getI18n(request);
  return json({ meta: { title: t("dashboard.deleteAccount.title") } });
}

/**
 * Deletes the signed-in member's account once they confirm with their password (the password
 * check is throttled like sign-in), ends every session and says goodbye on the home page.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  const password = String(formData.get("password") ?? "").slice(0, 128);
  const confirmed = formData.get("confirm") === "yes";
  const { t } = await getI18n(request);
  const fieldErrors: Record<string, string[]> = {};
  if (!password) fieldErrors.password = [PASSWORD_REQUIRED];
  if (!confirmed) fieldErrors.confirm = [CONFIRM_REQUIRED];
  if (Object.keys(fieldErrors).length) {
    return json({ ok: false, result: { status: "error", error: fieldErrors }, confirmed }, { status: 400 });
  }
  await enforceRateLimit(context, "passwordCheck");
  await enforceAccountRateLimit("passwordCheckAccount", actor.id);
  try {
    await deleteAccount(actor, password);
  } catch (error) {
    // A wrong password is said at its field; the box stays ticked (it had to be, to get here).
    return refuse(error, request, { submission: null });
  }
  return redirectWithToast(
    "/",
    {
      title: t("dashboard.deleteAccount.doneTitle"),
      description: t("dashboard.deleteAccount.doneText"),
      type: "success",
    },
    { headers: { "Set-Cookie": await authSessionStorage.destroySession(await authSessionStorage.getSession()) } },
  );
}

export default function DeleteAccountPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  const errors = (actionData?.result?.error ?? {}) as Record<string, string[] | null | undefined>;
  const errorsOf = (name: string) => errors[name] ?? undefined;
  const deleting = navigation.state === "submitting";
  return (
    <section className="card mb-6" aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t("dashboard.deleteAccount.title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.deleteAccount.intro")}</p>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
        {CONSEQUENCES.map((key) => (
          <li key={key}>{t(key)}</li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        {t("dashboard.deleteAccount.downloadFirst")}{" "}
        <a href="/dashboard/settings/data.json" className="link" download>
          {t("dashboard.data.download")}
        </a>
      </p>
      <Form method="post" className="mt-6 max-w-md space-y-4" aria-describedby="delete-account-error">
        {/* The refusal is said above the form too (a wrong password is also marked at its field). */}
        <FormAlert id="delete-account-error" errors={errorsOf("") ?? errorsOf("password")} />
        <div>
          <label htmlFor="delete-password" className="label">
            {t("dashboard.deleteAccount.password")}
          </label>
          <input
            id="delete-password"
            name="password"
            type="password"
            className="input"
            autoComplete="current-password"
            required
            maxLength={128}
            aria-invalid={errorsOf("password") ? true : undefined}
            aria-describedby={errorsOf("password") ? "delete-password-error" : undefined}
          />
          {errorsOf("password") ? (
            <p id="delete-password-error" className="field-error">
              {translateValidation(t, errorsOf("password")![0]!)}
            </p>
          ) : null}
        </div>
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="confirm"
              value="yes"
              required
              defaultChecked={actionData ? ("confirmed" in actionData ? actionData.confirmed : true) : false}
              aria-invalid={errorsOf("confirm") ? true : undefined}
              aria-describedby={errorsOf("confirm") ? "delete-confirm-error" : undefined}
            />
            <span>{t("dashboard.deleteAccount.confirm")}</span>
          </label>
          {errorsOf("confirm") ? (
            <p id="delete-confirm-error" className="field-error">
              {translateValidation(t, errorsOf("confirm")![0]!)}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn-danger" disabled={deleting}>
          {deleting ? t("dashboard.deleteAccount.deleting") : t("dashboard.deleteAccount.submit")}
        </button>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.meta.title ?? "Delete your account"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
