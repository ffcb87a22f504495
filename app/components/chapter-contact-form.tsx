import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { ReplyField, TextareaField } from "./form-fields";
import { PublicForm, useCloseWhenDone } from "./public-form";
import { useServerReply } from "./server-form";

export interface ContactActionData {
  result?: SubmissionResult<string[]> | null;
  sent?: boolean;
}

interface ContactFormProps {
  defaultName?: string;
  defaultEmail?: string;
  lastResult?: SubmissionResult<string[]> | null;
  onDone?: () => void;
}

/**
 * "Contact Chapter": name, email, message. A page form at /chapters/{slug}/contact without JS; in
 * the chapter page's dialog (`onDone` given) it submits through a fetcher and closes after sending.
 */
export function ChapterContactForm({
  slug,
  chapterName,
  ...props
}: ContactFormProps & { slug: string; chapterName: string }) {
  const { t } = useT();
  return (
    <ContactForm
      {...props}
      action={`/chapters/${slug}/contact`}
      intro={t("public.contact.intro", { name: chapterName })}
      sentText={t("public.contact.sent")}
    />
  );
}

/** The contact form (name, email, message) posting to `action`: a chapter's leaders, or the network's administrators. */
export function ContactForm({
  action,
  intro,
  sentText,
  defaultName,
  defaultEmail,
  lastResult,
  onDone,
}: ContactFormProps & { action: string; intro: string; sentText: string }) {
  const { t } = useT();
  const fetcher = useFetcher<ContactActionData>();
  const navigation = useNavigation();
  const inDialog = !!onDone;
  const sent = inDialog && fetcher.state === "idle" && fetcher.data?.sent === true;
  useCloseWhenDone(sent, onDone);

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
        {sentText}
      </p>
    );
  }

  return (
    <PublicForm
      reply={reply}
      action={action}
      FetcherForm={inDialog ? fetcher.Form : null}
      intro={<p className="mb-4 text-sm text-slate-700 dark:text-slate-300">{intro}</p>}
    >
      <ReplyField
        reply={reply}
        name="name"
        label={t("public.contact.name")}
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={defaultName}
      />
      <ReplyField
        reply={reply}
        name="email"
        label={t("public.contact.email")}
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={defaultEmail}
      />
      <TextareaField
        labelProps={{ children: t("public.contact.message") }}
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
        {submitting ? t("public.contact.submitting") : t("public.contact.submit")}
      </button>
    </PublicForm>
  );
}
