import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { STATUS_KEYS } from "~/components/dashboard/review-list";
import { StatusBadge } from "~/components/dashboard/status-badge";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, ConformRadioGroup, ConformTextarea, Field, FormAlert } from "~/components/forms";
import { zonedDateTime } from "~/utils/event-time-format";
import { useT } from "~/i18n/react";
import { FEMA_REGIONS, MAX_REMINDER_HOURS } from "~/models/chapter.options";
import { slugify } from "~/utils/misc";
import { suggestTimeZone, timeZoneLabel } from "~/utils/us-time-zones";
import { TimeZoneSelect } from "~/components/time/time-zone-select";

export interface ChapterFormValues {
  name?: string;
  slug?: string;
  description?: string | null;
  city?: string;
  state?: string;
  zip?: string | null;
  regionCode?: string | null;
  timezone?: string | null;
  reminderHours?: number | null;
  keepEventTimes?: string;
}

/** An upcoming event as the zone-change preview lists it (the time as it reads now, with its zone). */
export interface UpcomingEventTime {
  id: string;
  title: string;
  startAt: string;
  label: string;
}

/** What the create/edit actions answer with when the form needs fixing. */
export interface ChapterFormActionData {
  result?: SubmissionResult<string[]>;
}

/**
 * A value that follows another field as it is typed (the slug follows the name, the zone the state)
 * until the user sets it themselves; emptying it hands it back to the other field.
 */
function useFollowingValue(initial: unknown) {
  const [value, setValue] = useState(String(initial ?? ""));
  const chosen = useRef(!!initial);
  return {
    value,
    follow: (next: string) => {
      if (!chosen.current) setValue(next);
    },
    choose: (next: string) => {
      setValue(next);
      chosen.current = next !== "";
    },
  };
}

/**
 * The chapter form (spec section 5). `mode="create"` shows name and slug, and fills the slug from the
 * name as you type (with JS) until you edit the slug yourself; without JS a blank slug is derived on
 * the server. `mode="edit"` keeps name and slug fixed. Validation runs on the server (Conform +
 * zod), so its messages render in the HTML response without JS.
 */
export function ChapterFields({
  mode,
  lastResult,
  defaultValue,
  pending,
  formId,
  FormComponent,
  action,
  onCancel,
  cancelHref,
  placeZone,
  upcomingEvents = [],
}: {
  mode: "create" | "edit";
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ChapterFormValues;
  pending: boolean;
  formId: string;
  /** Form (a page) or fetcher.Form (a dialog). */
  FormComponent: typeof Form;
  action: string;
  onCancel?: () => void;
  cancelHref?: string;
  /** The zone the chapter's location keeps (tz-lookup), shown beside the picker. */
  placeZone?: string;
  /** Edit: the chapter's upcoming events, for the "what happens to them" choice when the zone changes. */
  upcomingEvents?: UpcomingEventTime[];
}) {
  const { t, lang } = useT();
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: {
      ...defaultValue,
      description: defaultValue?.description ?? undefined,
      zip: defaultValue?.zip ?? undefined,
      regionCode: defaultValue?.regionCode ?? undefined,
      timezone: defaultValue?.timezone ?? undefined,
      reminderHours: defaultValue?.reminderHours != null ? String(defaultValue.reminderHours) : undefined,
    },
    // Validation runs on the server only: a blur revalidation would post the form (through the
    // dialog's fetcher, or as a navigation) and could cancel the real submission in flight.
    shouldRevalidate: "onSubmit",
  });
  const slug = useFollowingValue(fields.slug.initialValue);
  const { defaultValue: _slugDefault, ...slugInput } = getInputProps(fields.slug, { type: "text" });
  // Without JS a blank zone means "the zone the state suggests", decided on the server.
  const timeZone = useFollowingValue(fields.timezone.initialValue);

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      {mode === "create" ? (
        <>
          <ConformField
            field={fields.name}
            label={t("admin.chapterForm.name")}
            required
            autoComplete="off"
            onChange={(e) => slug.follow(slugify(e.currentTarget.value))}
          />
          <Field
            labelProps={{ children: t("admin.chapterForm.slug") }}
            inputProps={{
              ...slugInput,
              value: slug.value,
              autoComplete: "off",
              pattern: "[a-z0-9\\-]*",
              onChange: (e) => slug.choose(e.currentTarget.value),
            }}
            hint={t("admin.chapterForm.slugHint")}
            errors={fields.slug.errors}
          />
        </>
      ) : null}
      <ConformTextarea
        field={fields.description}
        label={t("admin.chapterForm.description")}
        rows={3}
        hint={t("admin.chapterForm.descriptionHint")}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ConformField field={fields.city} label={t("admin.chapterForm.city")} required autoComplete="address-level2" />
        <ConformField
          field={fields.state}
          label={t("admin.chapterForm.state")}
          required
          autoComplete="address-level1"
          onChange={(e) => timeZone.follow(suggestTimeZone(e.currentTarget.value) ?? "")}
        />
        <ConformField
          field={fields.zip}
          label={t("admin.chapterForm.zip")}
          inputMode="numeric"
          autoComplete="postal-code"
          hint={t("admin.chapterForm.zipHint")}
        />
        <ConformSelect
          field={fields.regionCode}
          label={t("admin.chapterForm.region")}
          placeholder={t("admin.chapterForm.noRegion")}
          options={FEMA_REGIONS.map((r) => ({ value: r, label: t("admin.review.region", { region: r }) }))}
        />
        <TimeZoneSelect
          className="mb-4 sm:col-span-2"
          label={t("admin.chapterForm.timeZone")}
          id={fields.timezone.id}
          name={fields.timezone.name}
          value={timeZone.value}
          onChange={(zone) => timeZone.choose(zone)}
          placeholder={t("admin.chapterForm.stateZone")}
          hint={
            placeZone
              ? `${t("admin.chapterForm.timeZoneHint")} ${t("admin.chapterForm.placeZone", { zone: timeZoneLabel(placeZone, t) })}`
              : t("admin.chapterForm.timeZoneHint")
          }
          errors={fields.timezone.errors}
        />
        {mode === "edit" ? (
          // No min/max attributes: without JS the browser would refuse the post before the server
          // could say what is wrong, in the reader's language, keeping what they typed.
          <ConformField
            field={fields.reminderHours}
            type="number"
            inputMode="numeric"
            className="mb-4 sm:col-span-2"
            label={t("admin.chapterForm.reminderHours")}
            hint={t("admin.chapterForm.reminderHoursHint", { max: MAX_REMINDER_HOURS })}
          />
        ) : null}
        {mode === "edit" && upcomingEvents.length ? (
          <ZoneChangeChoice
            field={fields.keepEventTimes}
            events={upcomingEvents}
            savedZone={String(fields.timezone.initialValue ?? "")}
            chosenZone={timeZone.value || placeZone || ""}
            lang={lang}
          />
        ) : null}
      </div>
      <div className="mt-2 flex flex-wrap justify-end gap-2">
        {onCancel ? (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t("admin.chapterForm.cancel")}
          </button>
        ) : cancelHref ? (
          <a href={cancelHref} className="btn-secondary">
            {t("admin.chapterForm.cancel")}
          </a>
        ) : null}
        <button type="submit" className="btn-primary" disabled={pending}>
          {mode === "create"
            ? pending
              ? t("admin.chapterForm.creating")
              : t("admin.chapterForm.create")
            : pending
              ? t("admin.chapterForm.saving")
              : t("admin.chapterForm.save")}
        </button>
      </div>
    </FormComponent>
  );
}

/**
 * When the zone changes, what the upcoming events keep: their clock time (they move to the same
 * clock time in the new zone) or their moment (their clock time changes). Lists the events as they
 * read now; with JS, also how each would read in the zone being picked. The server refuses a zone
 * change without this choice when any event would read differently, so nothing moves silently.
 */
function ZoneChangeChoice({
  field,
  events,
  savedZone,
  chosenZone,
  lang,
}: {
  field: Parameters<typeof ConformRadioGroup>[0]["field"];
  events: UpcomingEventTime[];
  savedZone: string;
  chosenZone: string;
  lang: string;
}) {
  const { t } = useT();
  const changing = !!chosenZone && !!savedZone && chosenZone !== savedZone;
  return (
    <div className="mb-4 sm:col-span-2" data-testid="zone-change">
      <p className="label">{t("admin.chapterForm.upcomingEvents")}</p>
      <ul className="mb-3 list-disc pl-5 text-sm text-slate-700 dark:text-slate-300">
        {events.map((e) => (
          <li key={e.id}>
            {e.title}: {e.label}
            {changing ? (
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {t("admin.chapterForm.keepInstantReads", { time: zonedDateTime(e.startAt, chosenZone, lang) })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ConformRadioGroup
        field={field}
        legend={t("admin.chapterForm.keepLegend")}
        options={[
          { value: "wallClock", label: t("admin.chapterForm.keepWallClock") },
          { value: "instant", label: t("admin.chapterForm.keepInstant") },
        ]}
        className="mb-1"
      />
      <p className="text-xs text-slate-600 dark:text-slate-400">{t("admin.chapterForm.keepWallClockTells")}</p>
    </div>
  );
}

export const CREATE_CHAPTER_PATH = "/dashboard/chapters/new";

/**
 * The create form inside a dialog (JS on): submits with a fetcher to the /dashboard/chapters/new
 * action; a redirect (success) navigates with the 'Chapter Created' toast and closes the dialog.
 */
export function CreateChapterDialogForm({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<ChapterFormActionData>({ key: "create-chapter" });
  const submitted = useRef(false);
  useEffect(() => {
    if (fetcher.state !== "idle") submitted.current = true;
    else if (submitted.current) {
      submitted.current = false;
      // A failed submission answers with data; a successful one redirects (no data).
      if (!fetcher.data?.result) onDone();
    }
  }, [fetcher.state, fetcher.data, onDone]);
  return (
    <ChapterFields
      mode="create"
      formId="create-chapter-dialog"
      lastResult={fetcher.data?.result}
      pending={fetcher.state !== "idle"}
      FormComponent={fetcher.Form as typeof Form}
      action={CREATE_CHAPTER_PATH}
      onCancel={onDone}
    />
  );
}

/**
 * The chapter form as a page of its own (/dashboard/chapters/new, /dashboard/chapters/:id/edit, see
 * `FormRoute`): the form posting to `action` without JS, Cancel back to the list.
 */
function ChapterPageForm({
  mode,
  action,
  lastResult,
  defaultValue,
  placeZone,
  upcomingEvents,
}: {
  mode: "create" | "edit";
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ChapterFormValues;
  placeZone?: string;
  upcomingEvents?: UpcomingEventTime[];
}) {
  const navigation = useNavigation();
  return (
    <ChapterFields
      mode={mode}
      formId={`${mode}-chapter`}
      lastResult={lastResult}
      defaultValue={defaultValue}
      pending={navigation.state !== "idle" && navigation.formAction === action}
      FormComponent={Form}
      action={action}
      cancelHref="/dashboard/chapters"
      placeZone={placeZone}
      upcomingEvents={upcomingEvents}
    />
  );
}

/** The Create Chapter page's form. */
export function NewChapterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  return <ChapterPageForm mode="create" action={CREATE_CHAPTER_PATH} lastResult={lastResult} />;
}

/** The status of the chapter being edited, beside the Edit Chapter heading. */
export function ChapterStatus({ chapter }: { chapter: { status: keyof typeof STATUS_KEYS } }) {
  const { t } = useT();
  return <StatusBadge status={chapter.status} label={t(STATUS_KEYS[chapter.status])} />;
}

/** The Edit Chapter page's form: name and slug stay as they are. */
export function EditChapterForm({
  chapter,
  placeZone,
  upcomingEvents,
  lastResult,
}: {
  chapter: ChapterFormValues & { id: string };
  placeZone?: string;
  upcomingEvents?: UpcomingEventTime[];
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const action = `/dashboard/chapters/${chapter.id}/edit`;
  return (
    <ChapterPageForm
      mode="edit"
      action={action}
      lastResult={lastResult}
      defaultValue={chapter}
      placeZone={placeZone}
      upcomingEvents={upcomingEvents}
    />
  );
}
