import { getSelectProps } from "@conform-to/react";
import {
  describedByHint,
  ErrorList,
  FieldFrame,
  useFieldControl,
  type ListOfErrors,
  type WiredFieldProps,
} from "~/components/forms";

type Options = ReadonlyArray<{ value: string; label: string }>;
/** Options under headings (`<optgroup>`), after any plain `options`. */
export type OptionGroups = ReadonlyArray<{ label: string; options: Options }>;

/** Label + select + errors, wired like `Field` (aria-invalid, aria-describedby). */
export function SelectField({
  label,
  selectProps,
  options,
  groups,
  placeholder,
  errors,
  hint,
  className,
}: {
  label: React.ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement>;
  options: Options;
  groups?: OptionGroups;
  placeholder?: string;
  errors?: ListOfErrors;
  hint?: React.ReactNode;
  className?: string;
}) {
  return (
    <FieldFrame
      labelProps={{ children: label }}
      hint={hint}
      errors={errors}
      className={className}
      controlId={selectProps.id}
      control={(wiring) => (
        <select className="input" {...wiring} {...selectProps}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups?.map((g) =>
            g.options.length ? (
              <optgroup key={g.label} label={g.label}>
                {g.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </optgroup>
            ) : null,
          )}
        </select>
      )}
    />
  );
}

/** A Conform field as a labelled select (see `ConformField`); `placeholder` adds an empty first option. */
export function ConformSelect({
  field,
  label,
  hint,
  className,
  errors,
  options,
  groups,
  placeholder,
  ...selectProps
}: WiredFieldProps & { options: Options; groups?: OptionGroups; placeholder?: string } & Omit<
    React.SelectHTMLAttributes<HTMLSelectElement>,
    "id" | "name" | "defaultValue" | "form"
  >) {
  return (
    <SelectField
      label={label}
      selectProps={{ ...getSelectProps(field, describedByHint(field, hint)), ...selectProps }}
      options={options}
      groups={groups}
      placeholder={placeholder}
      errors={errors ?? field.errors}
      hint={hint}
      className={className}
    />
  );
}

export function CheckboxField({
  label,
  inputProps,
  errors,
  hint,
}: {
  label: React.ReactNode;
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
  hint?: React.ReactNode;
}) {
  const control = useFieldControl(inputProps.id, errors, hint);
  return (
    <div className="mb-4">
      <div className="flex items-start gap-2">
        <input
          id={control.id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700"
          {...control.aria}
          {...inputProps}
        />
        <div>
          <label htmlFor={control.id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {hint ? (
            <p id={control.hintId} className="text-xs text-slate-600 dark:text-slate-400">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <ErrorList id={control.errorId} errors={errors} />
    </div>
  );
}

/** The Conform form-level error box, plus the submit row. */
export function SubmitRow({
  label,
  pendingLabel,
  pending,
  onCancel,
  cancelHref,
  cancelLabel = "Cancel",
}: {
  label: string;
  pendingLabel: string;
  pending: boolean;
  onCancel?: () => void;
  cancelHref?: string;
  /** The page's own word for Cancel (its namespace); English when not given. */
  cancelLabel?: string;
}) {
  return (
    <div className="mt-6 flex flex-wrap justify-end gap-2">
      {onCancel ? (
        <button type="button" className="btn-secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
      ) : cancelHref ? (
        <a href={cancelHref} className="btn-secondary">
          {cancelLabel}
        </a>
      ) : null}
      <button type="submit" className="btn-primary" disabled={pending} aria-disabled={pending || undefined}>
        {pending ? pendingLabel : label}
      </button>
    </div>
  );
}
