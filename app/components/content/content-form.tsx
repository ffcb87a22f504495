import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import { EnhancedField } from "~/components/enhanced-field";
import { SubmitRow } from "~/components/events/fields";
import { FormAlert } from "~/components/forms";
import { useT } from "~/i18n/react";

/** What the create/edit actions of events, announcements and resources answer the form's fetcher. */
export interface ContentFormActionData {
  ok?: boolean;
  result?: SubmissionResult<string[]>;
}

type ContentFetcher = FetcherWithComponents<ContentFormActionData>;

/**
 * The setup shared by the event, announcement and resource forms: a fetcher (a plain post without
 * JS; in a dialog it stays in place), Conform fed by the fetcher's answer or the page's action data,
 * and `onDone` once a save succeeded (the dialog closes).
 */
export function useContentForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  onDone,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Parameters<typeof useForm<Schema>>[0]["defaultValue"];
  onDone?: () => void;
}) {
  const fetcher = useFetcher<ContentFormActionData>();
  const [form, fields] = useForm<Schema>({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    // Validation runs on the server only: revalidating on blur would post through this same fetcher
    // and could cancel the real submission in flight.
    shouldRevalidate: "onSubmit",
    defaultValue,
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onDone?.();
  }, [fetcher.state, fetcher.data, onDone]);
  return { fetcher, form, fields };
}

/**
 * The frame of a content form: the post with its `intent`, the JS marker when it runs in a dialog,
 * the form-level errors, the fields, and the submit row (Cancel closes the dialog or links back).
 */
export function ContentFormFrame<Schema extends Record<string, unknown>>({
  fetcher,
  form,
  action,
  intent,
  enhanced,
  submitLabel,
  pendingLabel,
  onCancel,
  cancelHref,
  children,
}: {
  fetcher: ContentFetcher;
  form: FormMetadata<Schema, string[]>;
  action: string;
  intent: string;
  /** In a dialog: the action answers JSON instead of redirecting. */
  enhanced: boolean;
  submitLabel: string;
  pendingLabel: string;
  onCancel?: () => void;
  cancelHref: string;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {enhanced ? <EnhancedField /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <SubmitRow
        label={submitLabel}
        pendingLabel={pendingLabel}
        pending={fetcher.state !== "idle"}
        onCancel={onCancel}
        cancelHref={onCancel ? undefined : cancelHref}
        cancelLabel={t("content.form.cancel")}
      />
    </fetcher.Form>
  );
}
