import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { z } from "zod";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import type { EventFormSchema } from "~/models/event.schema";
import { SelectField, SubmitRow } from "./fields";
import { EnhancedField } from "~/components/enhanced-field";

export interface CreateFormActionData {
  ok?: boolean;
  result?: SubmissionResult<string[]>;
}

export const CREATE_EVENT_ACTION = "/dashboard/events/new";

/**
 * The Create Event form. A fetcher form posting to /dashboard/events/new: without JS it is a plain
 * post that the page re-renders (errors) or redirects (success); in the dialog it stays in place and
 * `onCreated` closes it.
 */
export function EventForm({
  chapters,
  timeZone,
  lastResult,
  onCreated,
  onCancel,
}: {
  chapters: ReadonlyArray<{ id: string; name: string }>;
  timeZone: string;
  lastResult?: SubmissionResult<string[]> | null;
  onCreated?: () => void;
  onCancel?: () => void;
}) {
  const fetcher = useFetcher<CreateFormActionData>();
  const [form, fields] = useForm<z.input<typeof EventFormSchema>>({
    id: "create-event-form",
    lastResult: fetcher.data?.result ?? lastResult,
    shouldRevalidate: "onBlur",
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onCreated?.();
  }, [fetcher.state, fetcher.data, onCreated]);
  const pending = fetcher.state !== "idle";

  if (!chapters.length) {
    return (
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You can create events once you lead an approved chapter.
      </p>
    );
  }
  return (
    <fetcher.Form method="post" action={CREATE_EVENT_ACTION} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      {onCreated ? <EnhancedField /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        labelProps={{ children: "Event Title" }}
        inputProps={{ ...getInputProps(fields.title, { type: "text" }), autoComplete: "off" }}
        errors={fields.title.errors}
      />
      <TextareaField
        labelProps={{ children: "Description (optional)" }}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
        errors={fields.description.errors}
      />
      <SelectField
        label="Chapter"
        selectProps={getSelectProps(fields.chapterId)}
        placeholder="Select a chapter"
        options={chapters.map((c) => ({ value: c.id, label: c.name }))}
        errors={fields.chapterId.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: "Start Date & Time" }}
          inputProps={getInputProps(fields.startAt, { type: "datetime-local" })}
          errors={fields.startAt.errors}
        />
        <Field
          labelProps={{ children: "End Date & Time (optional)" }}
          inputProps={getInputProps(fields.endAt, { type: "datetime-local" })}
          errors={fields.endAt.errors}
        />
      </div>
      <p className="-mt-2 mb-4 text-xs text-slate-600 dark:text-slate-400">
        Times are in your timezone, {timeZone.replace(/_/g, " ")}.
      </p>
      <Field
        labelProps={{ children: "Location" }}
        inputProps={{ ...getInputProps(fields.location, { type: "text" }), placeholder: "Address or meeting place" }}
        errors={fields.location.errors}
      />
      <SubmitRow
        label="Create Event"
        pendingLabel="Creating..."
        pending={pending}
        onCancel={onCancel}
        cancelHref={onCancel ? undefined : "/dashboard/events"}
      />
    </fetcher.Form>
  );
}
