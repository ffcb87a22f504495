import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { SelectField } from "~/components/events/fields";
import { Field, TextareaField } from "~/components/forms";
import { useT } from "~/i18n/react";

/** The fields the event, announcement and resource forms share. */

/** The title input every content form starts with. */
export function TitleField<T>({ field, label }: { field: FieldMetadata<T>; label: string }) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(field, { type: "text" }), autoComplete: "off" }}
      errors={field.errors}
    />
  );
}

/** The optional description of an event or resource. */
export function DescriptionField<T>({ field }: { field: FieldMetadata<T> }) {
  const { t } = useT();
  return (
    <TextareaField
      labelProps={{ children: t("content.form.descriptionOptional") }}
      textareaProps={{ ...getTextareaProps(field), rows: 3 }}
      errors={field.errors}
    />
  );
}

/** The chapter a piece of content belongs to, from the chapters the poster may post for. */
export function ChapterSelect<T>({
  field,
  chapters,
  placeholder,
  hint,
  onChange,
}: {
  field: FieldMetadata<T>;
  chapters: ReadonlyArray<{ id: string; name: string }>;
  placeholder: string;
  hint?: string;
  onChange?: (chapterId: string) => void;
}) {
  const { t } = useT();
  return (
    <SelectField
      label={t("content.form.chapter")}
      selectProps={{ ...getSelectProps(field), onChange: onChange && ((e) => onChange(e.currentTarget.value)) }}
      placeholder={placeholder}
      options={chapters.map((c) => ({ value: c.id, label: c.name }))}
      errors={field.errors}
      hint={hint}
    />
  );
}
