import { Form } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { FormAlert, ReplyField } from "./forms";
import type { useServerReply } from "./server-form";
import { Toaster, type ToastData } from "./toaster";

type ServerReply = ReturnType<typeof useServerReply>;

/**
 * The sign-in and register pages: a card with the title, a post form (form-level errors first,
 * the title again on the submit button) and links under it; the action's toast. The forms read
 * the action's Conform reply with `useServerReply`, so Conform's client runtime stays off these
 * public pages (decision 005): validation is the server's, the browser adds its native checks.
 */
export function AuthCard({
  title,
  subtitle,
  reply,
  submitting,
  submittingLabel,
  toast,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  reply: ServerReply;
  submitting: boolean;
  submittingLabel: string;
  toast?: ToastData | null;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  const formErrors = reply.formErrors;
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{subtitle}</p>
        <Form
          method="post"
          className="mt-6"
          id={reply.formId}
          aria-describedby={formErrors?.length ? reply.formErrorId : undefined}
        >
          <FormAlert id={reply.formErrorId} errors={formErrors} />
          {children}
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? submittingLabel : title}
          </button>
        </Form>
        {footer}
      </div>
      <Toaster toast={toast ?? null} />
    </div>
  );
}

/** The email field of both pages. */
export function AuthEmailField({ reply }: { reply: ServerReply }) {
  const { t } = useT();
  return (
    <ReplyField reply={reply} name="email" type="email" label={t("auth.field.email")} autoComplete="email" required />
  );
}
