import { getInputProps, type SubmissionResult } from "@conform-to/react";
import type { AccessLevel } from "~/db/schema";
import type { ResourceItem } from "~/models/resource.server";
import { ConformField } from "~/components/forms";
import { ConformSelect } from "~/components/events/fields";
import { ContentFormFrame, useContentForm } from "~/components/content/content-form";
import { ChapterSelect, DescriptionField, TitleField } from "~/components/content/fields";
import { useT } from "~/i18n/react";
import { ACCESS_KEYS } from "./resource-card";

export interface ResourceFormDefaults extends Pick<
  ResourceItem,
  "title" | "description" | "accessLevel" | "fileUrl" | "linkUrl" | "chapterId"
> {
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
  const { fetcher, form, fields } = useContentForm({
    id: intent === "create" ? "create-resource-form" : "edit-resource-form",
    lastResult,
    onDone: onSaved,
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
  return (
    <ContentFormFrame
      fetcher={fetcher}
      form={form}
      action={action}
      intent={intent}
      enhanced={!!onSaved}
      submitLabel={intent === "create" ? t("content.resources.upload") : t("content.resources.form.save")}
      pendingLabel={intent === "create" ? t("content.resources.form.uploading") : t("content.form.saving")}
      onCancel={onCancel}
      cancelHref={cancelHref}
    >
      <TitleField field={fields.title} label={t("content.resources.form.title")} />
      <DescriptionField field={fields.description} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <ConformSelect
          field={fields.accessLevel}
          label={t("content.resources.form.access")}
          options={accessLevels.map((level) => ({ value: level, label: t(ACCESS_KEYS[level]) }))}
        />
        <ChapterSelect
          field={fields.chapterId}
          chapters={chapters}
          placeholder={t("content.resources.form.globalOption")}
        />
      </div>
      <ConformField
        field={fields.fileUrl}
        type="url"
        label={t("content.resources.form.fileUrl")}
        placeholder="https://example.org/guide.pdf"
      />
      <ConformField
        field={fields.linkUrl}
        type="url"
        label={t("content.resources.form.linkUrl")}
        placeholder="https://example.org/page"
        hint={t("content.resources.form.urlHint")}
      />
      <div className="mb-4 flex items-start gap-2">
        <input {...getInputProps(fields.isCritical, { type: "checkbox" })} className="mt-1 h-4 w-4" />
        <label htmlFor={fields.isCritical.id} className="text-sm">
          <span className="font-medium">{t("content.resources.form.critical")}</span>
          <span className="block text-slate-600 dark:text-slate-400">{t("content.resources.form.criticalHint")}</span>
        </label>
      </div>
    </ContentFormFrame>
  );
}
