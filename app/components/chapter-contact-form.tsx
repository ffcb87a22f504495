import type { SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { Field, FormAlert, TextareaField } from "./forms";
import { useServerReply } from "./server-form";

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
  const inDialog = !!onDone;
  const action = `/chapters/${slug}/contact`;
  const sent = inDialog && fetcher.state === "idle" && fetcher.data?.sent === true;
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => onDone?.(), CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sent]);

  const reply = useServerReply(inDialog ? fetcher.data?.result : lastResult, inDialog ? undefined : "contact-form");
  const submitting = inDialog
    ? fetcher.state !== "idle"
    : navigation.state === "submitting" && navigation.formAction === action;

  if (sent) {
    return (
      <p
        role="status"
        className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950 dark:border-green-800 dark:bg-green-950 dark:text-green-50"
      >
        Message sent. The chapter's leaders will reply to you by email.
      </p>
    );
  }

  const body = (
    <>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
        Your message goes by email to the leaders of {chapterName}. They will answer at the address you give.
      </p>
      <FormAlert id={reply.formErrorId} errors={reply.formErrors} />
      {inDialog ? <input type="hidden" name="enhanced" value="1" /> : null}
      <div style={{ display: "none" }} aria-hidden="true">
        <label htmlFor={reply.fieldId(HONEYPOT_FIELD)}>Leave this field empty</label>
        <input id={reply.fieldId(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <Field
        labelProps={{ children: "Your Name" }}
        inputProps={{
          id: reply.fieldId("name"),
          name: "name",
          type: "text",
          autoComplete: "name",
          required: true,
          maxLength: 100,
          defaultValue: reply.valueOf("name") ?? defaultName,
        }}
        errors={reply.errorsOf("name")}
      />
      <Field
        labelProps={{ children: "Your Email" }}
        inputProps={{
          id: reply.fieldId("email"),
          name: "email",
          type: "email",
          autoComplete: "email",
          required: true,
          maxLength: 254,
          defaultValue: reply.valueOf("email") ?? defaultEmail,
        }}
        errors={reply.errorsOf("email")}
      />
      <TextareaField
        labelProps={{ children: "Message" }}
        textareaProps={{
          id: reply.fieldId("message"),
          name: "message",
          rows: 5,
          required: true,
          minLength: 10,
          maxLength: 5000,
          defaultValue: reply.valueOf("message"),
        }}
        errors={reply.errorsOf("message")}
      />
      <button type="submit" className="btn-primary w-full" disabled={submitting}>
        {submitting ? "Sending..." : "Send Message"}
      </button>
    </>
  );
  const formProps = {
    id: reply.formId,
    method: "post" as const,
    action,
    "aria-describedby": reply.formErrors?.length ? reply.formErrorId : undefined,
  };
  return inDialog ? <fetcher.Form {...formProps}>{body}</fetcher.Form> : <Form {...formProps}>{body}</Form>;
}
