import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, Link, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { SelectField } from "~/components/events/fields";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { useT } from "~/i18n/react";
import { FEMA_REGIONS } from "~/models/chapter.options";
import { PageHeader } from "./page-header";
import { slugify } from "~/utils/misc";
import { suggestTimeZone, TIME_ZONE_OPTIONS } from "~/utils/us-time-zones";

export interface ChapterFormValues {
  name?: string;
  slug?: string;
  description?: string | null;
  city?: string;
  state?: string;
  zip?: string | null;
  regionCode?: string | null;
  timezone?: string | null;
}

/** What the create/edit actions answer with when the form needs fixing. */
export interface ChapterFormActionData {
  result?: SubmissionResult<string[]>;
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
}) {
  const { t } = useT();
  const [form, fields] = useForm({
    id: formId,
    lastResult,
    defaultValue: {
      ...defaultValue,
      description: defaultValue?.description ?? undefined,
      zip: defaultValue?.zip ?? undefined,
      regionCode: defaultValue?.regionCode ?? undefined,
      timezone: defaultValue?.timezone ?? undefined,
    },
    // Validation runs on the server only: a blur revalidation would post the form (through the
    // dialog's fetcher, or as a navigation) and could cancel the real submission in flight.
    shouldRevalidate: "onSubmit",
  });
  const [slug, setSlug] = useState<string>(String(fields.slug.initialValue ?? ""));
  const slugEdited = useRef(!!fields.slug.initialValue);
  const { defaultValue: _slugDefault, ...slugInput } = getInputProps(fields.slug, { type: "text" });
  // The zone follows the state as it is typed (with JS) until the leader picks one themselves;
  // without JS a blank choice means "the zone the state suggests", decided on the server.
  const [timeZone, setTimeZone] = useState<string>(String(fields.timezone.initialValue ?? ""));
  const timeZoneChosen = useRef(!!fields.timezone.initialValue);

  return (
    <FormComponent method="post" action={action} {...getFormProps(form)}>
      <FormAlert id={form.errorId} errors={form.errors} />
      {mode === "create" ? (
        <>
          <Field
            labelProps={{ children: t("admin.chapterForm.name") }}
            inputProps={{
              ...getInputProps(fields.name, { type: "text" }),
              required: true,
              autoComplete: "off",
              onChange: (e) => {
                if (!slugEdited.current) setSlug(slugify(e.currentTarget.value));
              },
            }}
            errors={fields.name.errors}
          />
          <Field
            labelProps={{ children: t("admin.chapterForm.slug") }}
            inputProps={{
              ...slugInput,
              value: slug,
              autoComplete: "off",
              pattern: "[a-z0-9\\-]*",
              onChange: (e) => {
                setSlug(e.currentTarget.value);
                slugEdited.current = e.currentTarget.value !== "";
              },
            }}
            hint={t("admin.chapterForm.slugHint")}
            errors={fields.slug.errors}
          />
        </>
      ) : null}
      <TextareaField
        labelProps={{ children: t("admin.chapterForm.description") }}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
        hint={t("admin.chapterForm.descriptionHint")}
        errors={fields.description.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: t("admin.chapterForm.city") }}
          inputProps={{
            ...getInputProps(fields.city, { type: "text" }),
            required: true,
            autoComplete: "address-level2",
          }}
          errors={fields.city.errors}
        />
        <Field
          labelProps={{ children: t("admin.chapterForm.state") }}
          inputProps={{
            ...getInputProps(fields.state, { type: "text" }),
            required: true,
            autoComplete: "address-level1",
            onChange: (e) => {
              if (!timeZoneChosen.current) setTimeZone(suggestTimeZone(e.currentTarget.value) ?? "");
            },
          }}
          errors={fields.state.errors}
        />
        <Field
          labelProps={{ children: t("admin.chapterForm.zip") }}
          inputProps={{
            ...getInputProps(fields.zip, { type: "text" }),
            inputMode: "numeric",
            autoComplete: "postal-code",
          }}
          hint={t("admin.chapterForm.zipHint")}
          errors={fields.zip.errors}
        />
        <SelectField
          label={t("admin.chapterForm.region")}
          selectProps={getSelectProps(fields.regionCode)}
          placeholder={t("admin.chapterForm.noRegion")}
          options={FEMA_REGIONS.map((r) => ({ value: r, label: t("admin.review.region", { region: r }) }))}
          errors={fields.regionCode.errors}
        />
        <SelectField
          className="mb-4 sm:col-span-2"
          label={t("admin.chapterForm.timeZone")}
          selectProps={{
            id: fields.timezone.id,
            name: fields.timezone.name,
            value: timeZone,
            onChange: (e) => {
              setTimeZone(e.currentTarget.value);
              timeZoneChosen.current = e.currentTarget.value !== "";
            },
          }}
          placeholder={t("admin.chapterForm.stateZone")}
          options={TIME_ZONE_OPTIONS}
          hint={t("admin.chapterForm.timeZoneHint")}
          errors={fields.timezone.errors}
        />
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
 * The chapter form as a page of its own (/dashboard/chapters/new, /dashboard/chapters/:id/edit):
 * a way back to the list, the page's heading, and the form posting to `action` without JS.
 */
export function ChapterFormPage({
  title,
  description,
  actions,
  mode,
  action,
  lastResult,
  defaultValue,
}: {
  title: string;
  description: React.ReactNode;
  actions?: React.ReactNode;
  mode: "create" | "edit";
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: ChapterFormValues;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/chapters" className="link">
          {t("admin.chapterEdit.back")}
        </Link>
      </p>
      <PageHeader title={title} description={description} actions={actions} />
      <div className="card">
        <ChapterFields
          mode={mode}
          formId={`${mode}-chapter`}
          lastResult={lastResult}
          defaultValue={defaultValue}
          pending={navigation.state !== "idle" && navigation.formAction === action}
          FormComponent={Form}
          action={action}
          cancelHref="/dashboard/chapters"
        />
      </div>
    </div>
  );
}
