import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList, Field, type ListOfErrors } from "./form-fields";

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
 * A wired field's props in two: the frame's (the label, the hint, the errors given or else the
 * field's, the class), and the control's own attributes; with the Conform options that add the hint
 * to what the control describes itself with.
 */
function splitWired<Control extends object>({
  field,
  label,
  hint,
  className,
  errors,
  ...control
}: WiredFieldProps & Control) {
  const frame = { labelProps: { children: label }, hint, errors: errors ?? field.errors, className };
  return { field, frame, conform: describedByHint(field, hint), control };
}

/**
 * A Conform field as a labelled input: its id, name, value and constraints from the form, its
 * errors (server-side too, so they show without JS). Extra attributes go to the input.
 */
export function ConformField({
  type = "text",
  ...props
}: WiredFieldProps & { type?: InputType } & Omit<
    React.InputHTMLAttributes<HTMLInputElement>,
    "id" | "name" | "type" | "defaultValue" | "form"
  >) {
  const { field, frame, conform, control } = splitWired(props);
  return <Field {...frame} inputProps={{ ...getInputProps(field, { type, ...conform }), ...control }} />;
}

/** A Conform field as a labelled textarea (see `ConformField`). */
export function ConformTextarea(
  props: WiredFieldProps &
    Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "defaultValue" | "form">,
) {
  const { field, frame, conform, control } = splitWired(props);
  return <Field {...frame} textareaProps={{ ...getTextareaProps(field, conform), ...control }} />;
}

/**
 * A Conform field as a row of radio buttons under its legend (one per option, the form's value
 * checked), then its errors.
 */
export function ConformRadioGroup({
  field,
  legend,
  options,
  className = "mb-4",
}: {
  field: AnyField;
  legend: React.ReactNode;
  options: ReadonlyArray<{ value: string; label: React.ReactNode }>;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="label">{legend}</legend>
      <div className="flex gap-4">
        {options.map(({ value, label }) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
            <input
              {...getInputProps(field, { type: "radio", value })}
              // One id per button; the key re-mounts them when the form resets.
              id={`${field.id}-${value}`}
              key={`${field.key}-${value}`}
              className="h-4 w-4 accent-brand-700"
            />
            {label}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
