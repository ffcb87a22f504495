import { Form, type useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/i18n/react";
import type { Messages } from "~/i18n/translate";
import { validationKey } from "~/i18n/validation";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { Field, FormAlert } from "./forms";
import type { useServerReply } from "./server-form";

// The public forms (waitlist, chapter contact) share one frame: a page form that posts without JS,
// or inside a dialog (which exists only with JS) a fetcher form that closes itself after success.

type ServerReply = ReturnType<typeof useServerReply>;
type FetcherForm = ReturnType<typeof useFetcher>["Form"];

const CLOSE_DELAY_MS = 2000;

/** The schemas' messages the public forms can show (WaitlistSchema, ChapterContactSchema). */
const FORM_VALIDATION = new Set(
  [
    "Email is required",
    "Email is too long",
    "Enter a valid email address",
    "First name must be at most 100 characters",
    "Last name must be at most 100 characters",
    "City must be at most 100 characters",
    "State must be at most 50 characters",
    "Choose interest levels from the list",
    "Your name is required",
    "Name must be at most 100 characters",
    "Name must be on one line",
    "Message is required",
    "Message must be at least 10 characters",
    "Message must be at most 5000 characters",
  ].map(validationKey),
);

/**
 * Texts the public forms need wherever their dialogs open (the header's and footer's waitlist
 * dialogs on every page, the contact dialog on a chapter page): root sends these with `common`.
 * `messages` holds the `public` and `validation` namespaces of the page's language.
 */
export function publicFormMessages(messages: Messages): Messages {
  let picked = picks.get(messages);
  if (!picked) {
    const keys = /^public\.(form|waitlistForm|interest|contact)\./;
    picked = Object.fromEntries(Object.entries(messages).filter(([key]) => keys.test(key) || FORM_VALIDATION.has(key)));
    picks.set(messages, picked);
  }
  return picked;
}
const picks = new WeakMap<Messages, Messages>();

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

/** A text input wired to the server's reply: its id, the value sent back, its errors. */
export function ReplyField({
  reply,
  name,
  label,
  defaultValue,
  ...inputProps
}: {
  reply: ServerReply;
  name: string;
  label: React.ReactNode;
  defaultValue?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue">) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        id: reply.fieldId(name),
        name,
        type: "text",
        defaultValue: reply.valueOf(name) ?? defaultValue,
        ...inputProps,
      }}
      errors={reply.errorsOf(name)}
    />
  );
}
