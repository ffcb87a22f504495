import { getFormProps, useForm, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect } from "react";
import { EnhancedField } from "~/components/enhanced-field";
import { SubmitRow } from "~/components/events/fields";
import { FormAlert } from "~/components/forms";
import { useT } from "~/i18n/react";
import type { SubmitTexts } from "./page-form";

/** What the create/edit actions of events, announcements and resources answer the form's fetcher. */
export interface ContentFormActionData {
  ok?: boolean;
  result?: SubmissionResult<string[]>;
}

type ContentFetcher = FetcherWithComponents<ContentFormActionData>;

/** Where a content form posts (`intent` tells create from update) and where Cancel leads without a dialog. */
export interface ContentPost {
  action: string;
  intent: "create" | "update";
  cancelHref: string;
}

/** A create form posts to its list's `/new` page; Cancel leads back to the list. */
export function createPost(list: string): ContentPost {
  return { action: `${list}/new`, intent: "create", cancelHref: list };
}

/** An edit form posts to its item's `/edit` page; Cancel leads back to the item. */
export function updatePost(item: string): ContentPost {
  return { action: `${item}/edit`, intent: "update", cancelHref: item };
}

/**
 * The setup shared by the event, announcement and resource forms: a fetcher (a plain post without
 * JS; in a dialog it stays in place), Conform fed by the fetcher's answer or the page's action data,
 * and `onDone` once a save succeeded (the dialog closes). `frame` is what `ContentFormFrame` needs.
 */
export function useContentForm<Schema extends Record<string, unknown>>({
  id,
  lastResult,
  defaultValue,
  onDone,
  onCancel,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Parameters<typeof useForm<Schema>>[0]["defaultValue"];
  /** In a dialog: called once a save succeeded (the action answers JSON instead of redirecting). */
  onDone?: () => void;
  /** In a dialog: Cancel closes it. */
  onCancel?: () => void;
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
  return { fields, frame: { fetcher, form, enhanced: !!onDone, onCancel } };
}

/**
 * The frame of a content form: the post with its `intent`, the JS marker when it runs in a dialog,
 * the form-level errors, the fields, and the submit row (Cancel closes the dialog or links back).
 */
export function ContentFormFrame<Schema extends Record<string, unknown>>({
  frame: { fetcher, form, enhanced, onCancel },
  post,
  texts,
  children,
}: {
  frame: { fetcher: ContentFetcher; form: FormMetadata<Schema, string[]>; enhanced: boolean; onCancel?: () => void };
  post: ContentPost;
  /** The submit button's label and its label while posting (Cancel is the content forms' one). */
  texts: Pick<SubmitTexts, "submit" | "pending">;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <fetcher.Form method="post" action={post.action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={post.intent} />
      {enhanced ? <EnhancedField /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <SubmitRow
        label={t(texts.submit)}
        pendingLabel={t(texts.pending)}
        pending={fetcher.state !== "idle"}
        onCancel={onCancel}
        cancelHref={onCancel ? undefined : post.cancelHref}
        cancelLabel={t("content.form.cancel")}
      />
    </fetcher.Form>
  );
}

/** What a form says when the poster has no chapter to post for. */
export function NoChapterNote({ text }: { text: string }) {
  return <p className="text-sm text-slate-700 dark:text-slate-300">{text}</p>;
}
