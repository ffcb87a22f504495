import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useId } from "react";
import type { ChapterContactInput } from "~/models/chapter-contact.schema";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { Field, FormAlert, TextareaField } from "./forms";

export interface ContactActionData {
  result?: SubmissionResult<string[]> | null;
  sent?: boolean;
}

const CLOSE_DELAY_MS = 2000;

/**
 * "Contact Chapter": name, email, message. A page form at /chapters/{slug}/contact without JS; in
 * the chapter page's dialog (`onDone` given) it submits through a fetcher and closes after sending.
 */
export function ChapterContactForm({
  slug,
  chapterName,
  defaultName,
  defaultEmail,
  lastResult,
  onDone,
}: {
  slug: string;
  chapterName: string;
  defaultName?: string;
  defaultEmail?: string;
  lastResult?: SubmissionResult<string[]> | null;
  onDone?: () => void;
}) {
  const fetcher = useFetcher<ContactActionData>();
  const navigation = useNavigation();
  const uid = useId();
  const inDialog = !!onDone;
  const action = `/chapters/${slug}/contact`;
  const sent = inDialog && fetcher.state === "idle" && fetcher.data?.sent === true;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onDone?.(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  const [form, fields] = useForm<ChapterContactInput>({
    id: inDialog ? `contact-dialog-${uid.replace(/:/g, "")}` : "contact-form",
    lastResult: inDialog ? fetcher.data?.result : lastResult,
    shouldRevalidate: "onBlur",
    defaultValue: { name: defaultName ?? "", email: defaultEmail ?? "" },
  });
  const submitting = inDialog
    ? fetcher.state !== "idle"
    : navigation.state === "submitting" && navigation.formAction === action;

  if (sent) {
    return (
      <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50">
        Message sent. The chapter's leaders will reply to you by email.
      </p>
    );
  }

  const body = (
    <>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        Your message goes by email to the leaders of {chapterName}. They will answer at the address you give.
      </p>
      <FormAlert id={form.errorId} errors={form.errors} />
      {inDialog ? <input type="hidden" name="_fetcher" value="1" /> : null}
      <div style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={`${form.id}-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input id={`${form.id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field
        labelProps={{ children: "Your Name" }}
        inputProps={{ ...getInputProps(fields.name, { type: "text" }), autoComplete: "name", required: true, maxLength: 100 }}
        errors={fields.name.errors}
      />
      <Field
        labelProps={{ children: "Your Email" }}
        inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: true }}
        errors={fields.email.errors}
      />
      <TextareaField
        labelProps={{ children: "Message" }}
        textareaProps={{ ...getTextareaProps(fields.message), rows: 5, required: true, minLength: 10, maxLength: 5000 }}
        errors={fields.message.errors}
      />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </>
  );
  const formProps = { ...getFormProps(form), method: "post" as const, action, noValidate: false };
  return inDialog ? <fetcher.Form {...formProps}>{body}</fetcher.Form> : <Form {...formProps}>{body}</Form>;
}
