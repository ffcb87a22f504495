import { useId } from "react";

/**
 * A one-line form: its hidden fields, one input whose label only screen readers read, the submit
 * button. Without JS it posts to `action`; with JS `onSubmit` handles it in the page instead.
 * Attributes besides these go to the input.
 */
export function OneLineForm({
  action,
  hiddenFields,
  formClassName,
  onSubmit,
  label,
  inputRef,
  submit,
  ...inputProps
}: {
  action: string;
  hiddenFields: Record<string, string>;
  /** The form's own classes (its layout); `className` is the input's. */
  formClassName: string;
  onSubmit: () => void;
  label: string;
  inputRef?: React.Ref<HTMLInputElement>;
  submit: { label: string; className: string; disabled?: boolean };
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id">) {
  const inputId = useId();
  return (
    <form
      method="post"
      action={action}
      className={formClassName}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <input ref={inputRef} id={inputId} {...inputProps} />
      <button type="submit" className={submit.className} disabled={submit.disabled}>
        {submit.label}
      </button>
    </form>
  );
}
