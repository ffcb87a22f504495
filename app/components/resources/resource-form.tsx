import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { AccessLevel } from "~/db/schema";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { EnhancedField } from "~/components/enhanced-field";
import { useT } from "~/i18n/react";
import { ACCESS_KEYS } from "./resource-card";

export interface ResourceFormActionData {
  ok?: boolean;
  result?: SubmissionResult<string[]>;
}

export interface ResourceFormDefaults {
  title: string;
  description: string | null;
  accessLevel: AccessLevel;
  fileUrl: string | null;
  linkUrl: string | null;
  chapterId: string | null;
  isCritical?: boolean;
}

/**
 * Upload (create) and Edit form. A fetcher form: plain post without JS; inside the dialog it stays
 * put and `onSaved` closes the dialog.
 */
export function ResourceForm({
  action,
  intent,
  chapters,
  accessLevels,
  defaultValue,
  lastResult,
  onSaved,
  onCancel,
  cancelHref,
}: {
  action: string;
  intent: "create" | "update";
  chapters: ReadonlyArray<{ id: string; name: string }>;
  accessLevels: ReadonlyArray<AccessLevel>;
  defaultValue?: ResourceFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  onSaved?: () => void;
  onCancel?: () => void;
  cancelHref: string;
}) {
  const { t } = useT();
  const fetcher = useFetcher<ResourceFormActionData>();
  const [form, fields] = useForm({
    id: intent === "create" ? "create-resource-form" : "edit-resource-form",
    lastResult: fetcher.data?.result ?? lastResult,
    shouldRevalidate: "onBlur",
    defaultValue: {
      title: defaultValue?.title ?? "",
      description: defaultValue?.description ?? "",
      accessLevel: defaultValue?.accessLevel ?? "Member",
      fileUrl: defaultValue?.fileUrl ?? "",
      linkUrl: defaultValue?.linkUrl ?? "",
      chapterId: defaultValue?.chapterId ?? "",
      isCritical: defaultValue?.isCritical ? "on" : undefined,
    },
  });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onSaved?.();
  }, [fetcher.state, fetcher.data, onSaved]);
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {onSaved ? <EnhancedField /> : null}
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        labelProps={{ children: t("content.resources.form.title") }}
        inputProps={{ ...getInputProps(fields.title, { type: "text" }), autoComplete: "off" }}
        errors={fields.title.errors}
      />
      <TextareaField
        labelProps={{ children: t("content.form.descriptionOptional") }}
        textareaProps={{ ...getTextareaProps(fields.description), rows: 3 }}
        errors={fields.description.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t("content.resources.form.access")}
          selectProps={getSelectProps(fields.accessLevel)}
          options={accessLevels.map((level) => ({ value: level, label: t(ACCESS_KEYS[level]) }))}
          errors={fields.accessLevel.errors}
        />
        <SelectField
          label={t("content.form.chapter")}
          selectProps={getSelectProps(fields.chapterId)}
          placeholder={t("content.resources.form.globalOption")}
          options={chapters.map((c) => ({ value: c.id, label: c.name }))}
          errors={fields.chapterId.errors}
        />
      </div>
      <Field
        labelProps={{ children: t("content.resources.form.fileUrl") }}
        inputProps={{ ...getInputProps(fields.fileUrl, { type: "url" }), placeholder: "https://example.org/guide.pdf" }}
        errors={fields.fileUrl.errors}
      />
      <Field
        labelProps={{ children: t("content.resources.form.linkUrl") }}
        inputProps={{ ...getInputProps(fields.linkUrl, { type: "url" }), placeholder: "https://example.org/page" }}
        errors={fields.linkUrl.errors}
        hint={t("content.resources.form.urlHint")}
      />
      <div className="mb-4 flex items-start gap-2">
        <input {...getInputProps(fields.isCritical, { type: "checkbox" })} className="mt-1 h-4 w-4" />
        <label htmlFor={fields.isCritical.id} className="text-sm">
          <span className="font-medium">{t("content.resources.form.critical")}</span>
          <span className="block text-slate-600 dark:text-slate-400">{t("content.resources.form.criticalHint")}</span>
        </label>
      </div>
      <SubmitRow
        label={intent === "create" ? t("content.resources.upload") : t("content.resources.form.save")}
        pendingLabel={intent === "create" ? t("content.resources.form.uploading") : t("content.form.saving")}
        pending={pending}
        onCancel={onCancel}
        cancelHref={onCancel ? undefined : cancelHref}
        cancelLabel={t("content.form.cancel")}
      />
    </fetcher.Form>
  );
}
