import { getInputProps, type SubmissionResult } from "@conform-to/react";
import type { AccessLevel } from "~/db/schema";
import type { ResourceItem } from "~/models/resource.server";
import type { z } from "zod";
import type { ResourceSchema } from "~/models/resource.schema";
import { ConformField } from "~/components/forms";
import { ConformSelect } from "~/components/events/fields";
import { ContentFormFrame, createPost, updatePost, useContentForm } from "~/components/content/content-form";
import { ChapterSelect, DescriptionField, TitleField } from "~/components/content/fields";
import { useT } from "~/i18n/react";
import { ACCESS_KEYS } from "./resource-card";

const UPLOAD_BUTTONS = { submit: "content.resources.upload", pending: "content.resources.form.uploading" };
const EDIT_BUTTONS = { submit: "content.resources.form.save", pending: "content.form.saving" };

export interface ResourceFormDefaults extends Pick<
  ResourceItem,
  "id" | "title" | "description" | "accessLevel" | "fileUrl" | "linkUrl" | "chapterId"
> {
  isCritical?: boolean;
}

/**
 * Upload (create) and, given the `resource`, Edit form. A fetcher form: plain post without JS; inside
 * the dialog it stays put and `onSaved` closes the dialog.
 */
export function ResourceForm({
  chapters,
  accessLevels,
  resource,
  lastResult,
  onSaved,
  onCancel,
}: {
  chapters: ReadonlyArray<{ id: string; name: string }>;
  accessLevels: ReadonlyArray<AccessLevel>;
  resource?: ResourceFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  onSaved?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useT();
  const page = resource ? `/dashboard/resources/${resource.id}` : null;
  const { fields, frame } = useContentForm<z.input<typeof ResourceSchema>>({
    id: page ? "edit-resource-form" : "create-resource-form",
    lastResult,
    onDone: onSaved,
    onCancel,
    // Conform leaves out empty values (null, false): a new resource starts at the Member level.
    defaultValue: resource ?? { accessLevel: "Member" },
  });
  return (
    <ContentFormFrame
      frame={frame}
      post={page ? updatePost(page) : createPost("/dashboard/resources")}
      texts={page ? EDIT_BUTTONS : UPLOAD_BUTTONS}
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
