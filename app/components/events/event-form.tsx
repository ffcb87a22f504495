import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import { timeZoneLabel } from "~/utils/us-time-zones";
import type { z } from "zod";
import { getInputProps } from "@conform-to/react";
import { ConformField, ConformTextarea } from "~/components/forms";
import { CheckboxField } from "~/components/events/fields";
import type { EventCreateFormSchema } from "~/models/event-series.schema";
import { RepeatFields } from "~/components/events/repeat-fields";
import { ContentFormFrame, createPost, NoChapterNote, useContentForm } from "~/components/content/content-form";
import { ChapterSelect, CountField, DescriptionField, TitleField } from "~/components/content/fields";
import { useT } from "~/i18n/react";

const BUTTONS = { submit: "content.events.create", pending: "content.events.form.creating" };

/**
 * The Create Event form. A fetcher form posting to /dashboard/events/new: without JS it is a plain
 * post that the page re-renders (errors) or redirects (success); in the dialog it stays in place and
 * `onCreated` closes it. Its repeat fields make a weekly or monthly series (one event per date).
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
  const { fields, frame } = useContentForm<z.input<typeof EventCreateFormSchema>>({
    id: "create-event-form",
    lastResult,
    onDone: onCreated,
    onCancel,
  });
  // Times are read in the chosen chapter's zone; with one chapter it is known from the start.
  const [chapterId, setChapterId] = useState<string>(
    String(fields.chapterId.initialValue ?? (chapters.length === 1 ? chapters[0]!.id : "")),
  );
  const chosenZone = chapters.find((c) => c.id === chapterId)?.timeZone;
  const zones = new Set(chapters.map((c) => c.timeZone).filter(Boolean));

  if (!chapters.length) return <NoChapterNote text={t("content.events.form.noChapter")} />;
  return (
    <ContentFormFrame frame={frame} post={createPost("/dashboard/events")} texts={BUTTONS}>
      <TitleField field={fields.title} label={t("content.events.form.title")} />
      <DescriptionField field={fields.description} />
      <ChapterSelect
        field={fields.chapterId}
        chapters={chapters}
        placeholder={t("content.form.selectChapter")}
        onChange={setChapterId}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ConformField field={fields.startAt} type="datetime-local" label={t("content.events.form.start")} />
        <ConformField field={fields.endAt} type="datetime-local" label={t("content.events.form.end")} />
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
      <ConformField
        field={fields.location}
        label={t("content.events.form.location")}
        placeholder={t("content.events.form.locationPlaceholder")}
      />
      <CountField
        field={fields.capacity}
        label={t("content.events.form.capacity")}
        max={10000}
        hint={t("content.events.form.capacityHint")}
      />
      <ConformTextarea field={fields.whatToBring} label={t("content.events.form.whatToBring")} rows={2} />
      <CheckboxField
        label={t("content.events.form.openToNetwork")}
        hint={t("content.events.form.openToNetworkHint")}
        inputProps={getInputProps(fields.openToNetwork, { type: "checkbox" })}
        errors={fields.openToNetwork.errors}
      />
      <RepeatFields fields={fields} />
    </ContentFormFrame>
  );
}
