import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { timeZoneLabel } from "~/utils/us-time-zones";
import type { z } from "zod";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import type { EventFormSchema } from "~/models/event.schema";
import { SelectField, SubmitRow } from "./fields";
import { EnhancedField } from "~/components/enhanced-field";
import { useT } from "~/i18n/react";

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
  chapters: ReadonlyArray<{ id: string; name: string; timeZone?: string }>;
  /** The viewer's own zone (shown only when no chapter is chosen yet). */
  timeZone: string;
  lastResult?: SubmissionResult<string[]> | null;
  onCreated?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
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
  // Times are read in the chosen chapter's zone; with one chapter it is known from the start.
  const [chapterId, setChapterId] = useState<string>(
    String(fields.chapterId.initialValue ?? (chapters.length === 1 ? chapters[0]!.id : "")),
  );
  const chosenZone = chapters.find((c) => c.id === chapterId)?.timeZone;
  const zones = new Set(chapters.map((c) => c.timeZone).filter(Boolean));

  if (!chapters.length) {
    return <p className="text-sm text-slate-700 dark:text-slate-300">{t("content.events.form.noChapter")}</p>;
  }
  return (
    <fetcher.Form method="post" action={CREATE_EVENT_ACTION} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="create" />
      {onCreated ? <EnhancedField /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        labelProps={{ children: t("content.events.form.title") }}
        inputProps={{ ...getInputProps(fields.title, { type: "text" }), autoComplete: "off" }}
        errors={fields.title.errors}
      />
      <TextareaField
        labelProps={{ children: t("content.form.descriptionOptional") }}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
        errors={fields.description.errors}
      />
      <SelectField
        label={t("content.form.chapter")}
        selectProps={{ ...getSelectProps(fields.chapterId), onChange: (e) => setChapterId(e.currentTarget.value) }}
        placeholder={t("content.form.selectChapter")}
        options={chapters.map((c) => ({ value: c.id, label: c.name }))}
        errors={fields.chapterId.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: t("content.events.form.start") }}
          inputProps={getInputProps(fields.startAt, { type: "datetime-local" })}
          errors={fields.startAt.errors}
        />
        <Field
          labelProps={{ children: t("content.events.form.end") }}
          inputProps={getInputProps(fields.endAt, { type: "datetime-local" })}
          errors={fields.endAt.errors}
        />
      </div>
      <p className="-mt-2 mb-4 text-xs text-slate-600 dark:text-slate-400" data-testid="event-time-zone-hint">
        {chosenZone
          ? t("content.events.form.zoneOfChapter", { zone: timeZoneLabel(chosenZone) })
          : zones.size === 1
            ? t("content.events.form.zoneOfChapter", { zone: timeZoneLabel([...zones][0]!) })
            : t("content.events.form.zoneOfChosen")}
        {!chosenZone && zones.size !== 1 && timeZone
          ? ` ${t("content.events.form.yourZone", { zone: timeZoneLabel(timeZone) })}`
          : null}
      </p>
      <Field
        labelProps={{ children: t("content.events.form.location") }}
        inputProps={{
          ...getInputProps(fields.location, { type: "text" }),
          placeholder: t("content.events.form.locationPlaceholder"),
        }}
        errors={fields.location.errors}
      />
      <Field
        labelProps={{ children: t("content.events.form.capacity") }}
        inputProps={{ ...getInputProps(fields.capacity, { type: "number" }), min: 1, max: 10000, inputMode: "numeric" }}
        hint={t("content.events.form.capacityHint")}
        errors={fields.capacity.errors}
      />
      <SubmitRow
        label={t("content.events.create")}
        pendingLabel={t("content.events.form.creating")}
        pending={pending}
        onCancel={onCancel}
        cancelHref={onCancel ? undefined : "/dashboard/events"}
        cancelLabel={t("content.form.cancel")}
      />
    </fetcher.Form>
  );
}
