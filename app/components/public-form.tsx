import { Form, type useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/i18n/react";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { FormAlert } from "./form-fields";
import type { useServerReply } from "./server-form";

// The public forms (waitlist, chapter contact) share one frame: a page form that posts without JS,
// or inside a dialog (which exists only with JS) a fetcher form that closes itself after success.

type ServerReply = ReturnType<typeof useServerReply>;
type FetcherForm = ReturnType<typeof useFetcher>["Form"];

const CLOSE_DELAY_MS = 2000;

/** In a dialog: once `done`, tell `onSuccess` at once and `onDone` two seconds later (spec). */
export function useCloseWhenDone(done: boolean, onDone?: () => void, onSuccess?: () => void) {
  useEffect(() => {
    if (!done) return;
    onSuccess?.();
    const timer = setTimeout(() => onDone?.(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per successful submission
  }, [done]);
}

/**
 * The form element with what every public form carries: its intro, the form-level errors, the
 * `enhanced` marker of a fetcher submission and the hidden field only bots fill in.
 */
export function PublicForm({
  reply,
  action,
  FetcherForm,
  intro,
  children,
}: {
  reply: ServerReply;
  action: string;
  /** Set in a dialog: submit through this fetcher instead of navigating. */
  FetcherForm?: FetcherForm | null;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const formProps = {
    id: reply.formId,
    method: "post" as const,
    action,
    "aria-describedby": reply.formErrors?.length ? reply.formErrorId : undefined,
  };
  const body = (
    <>
      {intro}
      <FormAlert id={reply.formErrorId} errors={reply.formErrors} />
      {FetcherForm ? <input type="hidden" name="enhanced" value="1" /> : null}
      {/* Bots fill every field; people never see this one. */}
      <div style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={reply.fieldId(HONEYPOT_FIELD)}>{t("public.form.honeypot")}</label>
        <input id={reply.fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {children}
    </>
  );
  return FetcherForm ? <FetcherForm {...formProps}>{body}</FetcherForm> : <Form {...formProps}>{body}</Form>;
}
