import { useId } from "react";
import { ErrorList, type ListOfErrors } from "~/components/forms";

/** Label + select + errors, wired like `Field` (aria-invalid, aria-describedby). */
export function SelectField({
  label,
  selectProps,
  options,
  placeholder,
  errors,
  hint,
  className,
}: {
  label: React.ReactNode;
  selectProps: React.SelectHTMLAttributes<HTMLSelectElement>;
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
  errors?: ListOfErrors;
  hint?: React.ReactNode;
  className?: string;
}) {
  const fallbackId = useId();
  const id = selectProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className ?? "mb-4"}>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <select
        id={id}
        className="input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={describedBy}
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
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
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className="mb-4">
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-400 text-brand-700"
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          {...inputProps}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {hint ? (
            <p id={hintId} className="text-xs text-slate-600 dark:text-slate-400">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      <ErrorList id={errorId} errors={errors} />
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
