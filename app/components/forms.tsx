import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { Field, type ListOfErrors } from "./form-fields";

// The Conform-wired fields; the plain ones live in ./form-fields (public pages import them from there).
export * from "./form-fields";

/** A Conform field of any value type (the wired components below only read its id, name and errors). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's own helpers take FieldMetadata<Schema, any, any>
type AnyField = FieldMetadata<any, any, string[]>;

/** What the Conform-wired fields take besides the field: its label, hint, frame class, and errors to show instead of the field's own. */
export type WiredFieldProps = {
  field: AnyField;
  label: React.ReactNode;
  hint?: React.ReactNode;
  className?: string;
  errors?: ListOfErrors;
};

/** The Conform options that add the hint to what the control describes itself with (also when invalid). */
export function describedByHint(field: AnyField, hint: React.ReactNode) {
  return { ariaDescribedBy: hint ? `${field.id}-hint` : undefined };
}

type InputType = Exclude<Parameters<typeof getInputProps>[1]["type"], "checkbox" | "radio" | "file">;

/**
 * A Conform field as a labelled input: its id, name, value and constraints from the form, its
 * errors (server-side too, so they show without JS). Extra attributes go to the input.
 */
export function ConformField({
  field,
  label,
  hint,
  className,
  errors,
  type = "text",
  ...inputProps
}: WiredFieldProps & { type?: InputType } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "type" | "defaultValue" | "form"
  >) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(field, { type, ...describedByHint(field, hint) }), ...inputProps }}
      hint={hint}
      errors={errors ?? field.errors}
      className={className}
    />
  );
}

/** A Conform field as a labelled textarea (see `ConformField`). */
export function ConformTextarea({
  field,
  label,
  hint,
  className,
  errors,
  ...textareaProps
}: WiredFieldProps & Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "form">) {
  return (
    <Field
      labelProps={{ children: label }}
      textareaProps={{ ...getTextareaProps(field, describedByHint(field, hint)), ...textareaProps }}
      hint={hint}
      errors={errors ?? field.errors}
      className={className}
    />
  );
}
