import type { FieldMetadata } from "@conform-to/react";
import { ConformSelect } from "~/components/events/fields";
import { ConformField, ConformTextarea } from "~/components/forms";
import { useT } from "~/i18n/react";

/** The fields the event, announcement and resource forms share. */

/** The title input every content form starts with. */
export function TitleField<T>({ field, label }: { field: FieldMetadata<T>; label: string }) {
  return <ConformField field={field} label={label} autoComplete="off" />;
}

/** The optional description of an event or resource. */
export function DescriptionField<T>({ field }: { field: FieldMetadata<T> }) {
  const { t } = useT();
  return <ConformTextarea field={field} label={t("content.form.descriptionOptional")} rows={3} />;
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
    <ConformSelect
      field={field}
      label={t("content.form.chapter")}
      onChange={onChange && ((e) => onChange(e.currentTarget.value))}
      placeholder={placeholder}
      options={chapters.map((c) => ({ value: c.id, label: c.name }))}
      hint={hint}
    />
  );
}

/** How many people (at least one, at most `max`): a number field with the numeric keypad. */
export function CountField<T>({
  field,
  label,
  max,
  hint,
}: {
  field: FieldMetadata<T>;
  label: string;
  max: number;
  hint?: string;
}) {
  return <ConformField field={field} type="number" label={label} min={1} max={max} inputMode="numeric" hint={hint} />;
}
