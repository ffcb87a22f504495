import { useId } from "react";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import type { useServerReply } from "./server-form";

type ServerReply = ReturnType<typeof useServerReply>;

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

export function ErrorList({ id, errors }: { errors?: ListOfErrors; id?: string }) {
  const { t } = useT();
  const errorsToRender = errors?.filter(Boolean) as string[] | undefined;
  if (!errorsToRender?.length) return null;
  return (
    <ul id={id} className="field-error">
      {errorsToRender.map((e) => (
        <li key={e}>{translateValidation(t, e)}</li>
      ))}
    </ul>
  );
}

/** Label + input + errors, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({
  labelProps,
  inputProps,
  errors,
  className,
  hint,
}: {
  labelProps: React.LabelHTMLAttributes<HTMLLabelElement> & { children: React.ReactNode };
  inputProps: React.InputHTMLAttributes<HTMLInputElement>;
  errors?: ListOfErrors;
  className?: string;
  hint?: string;
}) {
  const fallbackId = useId();
  const id = inputProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className ?? "mb-4"}>
      <label htmlFor={id} className="label" {...labelProps} />
      <input
        id={id}
        className="input"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...inputProps}
      />
      {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function TextareaField({
  labelProps,
  textareaProps,
  errors,
  className,
  hint,
}: {
  labelProps: React.LabelHTMLAttributes<HTMLLabelElement> & { children: React.ReactNode };
  textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement>;
  errors?: ListOfErrors;
  className?: string;
  hint?: React.ReactNode;
}) {
  const fallbackId = useId();
  const id = textareaProps.id ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  return (
    <div className={className ?? "mb-4"}>
      <label htmlFor={id} className="label" {...labelProps} />
      <textarea
        id={id}
        className="input min-h-[6rem]"
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        {...textareaProps}
      />
      {hint ? <div className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</div> : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

export function FormAlert({ errors, id }: { errors?: ListOfErrors; id?: string }) {
  const { t } = useT();
  const list = errors?.filter(Boolean) as string[] | undefined;
  if (!list?.length) return null;
  return (
    <div
      id={id}
      role="alert"
      className="mb-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-100"
    >
      {list.map((e) => (
        <p key={e}>{translateValidation(t, e)}</p>
      ))}
    </div>
  );
}

/**
 * A text input wired to the server's reply (`useServerReply`): its id, the value sent back (the
 * actions never send a password back), its errors.
 */
export function ReplyField({
  reply,
  name,
  label,
  defaultValue,
  hint,
  ...inputProps
}: {
  reply: ServerReply;
  name: string;
  label: React.ReactNode;
  defaultValue?: string;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "defaultValue">) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{
        id: reply.fieldId(name),
        name,
        type: "text",
        defaultValue: reply.valueOf(name) ?? defaultValue,
        ...inputProps,
      }}
      hint={hint}
      errors={reply.errorsOf(name)}
    />
  );
}
