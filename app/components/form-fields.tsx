import { useId } from "react";
import { useT } from "~/i18n/react";
import { translateValidation } from "~/i18n/validation";
import type { useServerReply } from "./server-form";

// The form fields that need no Conform in the browser: the public pages (sign-in, register, the
// waitlist and contact forms) import these directly, so Conform's client stays off their bundles
// (decision 005; the public JS budget). `~/components/forms` re-exports them beside the
// Conform-wired fields that the dashboard's forms use.

type ServerReply = ReturnType<typeof useServerReply>;

export type ListOfErrors = Array<string | null | undefined> | null | undefined;

type LabelProps = React.LabelHTMLAttributes<HTMLLabelElement> & { children: React.ReactNode };

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

/**
 * The ids around one form control: its own (given, or generated), its error list's and its hint's,
 * and the aria attributes that point the control at them.
 */
export function useFieldControl(givenId: string | undefined, errors?: ListOfErrors, hint?: React.ReactNode) {
  const fallbackId = useId();
  const id = givenId ?? fallbackId;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  return {
    id,
    errorId,
    hintId,
    aria: {
      "aria-invalid": errorId ? true : undefined,
      "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
    },
  };
}

/** What every labelled field takes besides its control: the label, a hint under it, the errors, the frame's class. */
export type FrameProps = {
  labelProps: LabelProps;
  hint?: React.ReactNode;
  errors?: ListOfErrors;
  className?: string;
};

type ControlWiring = ReturnType<typeof useFieldControl>["aria"] & { id: string };

/**
 * The frame every labelled field shares: the label, the control (`control` renders it with the id
 * and aria attributes it gets), its hint, its errors.
 */
export function FieldFrame({
  controlId,
  control,
  labelProps,
  hint,
  errors,
  className,
}: FrameProps & { controlId?: string; control: (wiring: ControlWiring) => React.ReactNode }) {
  const { id, hintId, errorId, aria } = useFieldControl(controlId, errors, hint);
  return (
    <div className={className ?? "mb-4"}>
      <label htmlFor={id} className="label" {...labelProps} />
      {control({ id, ...aria })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

/** The text control a `Field` frames: an input (`inputProps`) or a textarea (`textareaProps`). */
type TextControl =
  | { inputProps: React.InputHTMLAttributes<HTMLInputElement>; textareaProps?: never }
  | { textareaProps: React.TextareaHTMLAttributes<HTMLTextAreaElement>; inputProps?: never };

/** Label + input (or textarea) + hint + errors, wired for screen readers (aria-invalid, aria-describedby). */
export function Field({ inputProps, textareaProps, ...frame }: FrameProps & TextControl) {
  return (
    <FieldFrame
      {...frame}
      controlId={(inputProps ?? textareaProps).id}
      control={(wiring) =>
        textareaProps ? (
          <textarea className="input min-h-[6rem]" {...wiring} {...textareaProps} />
        ) : (
          <input className="input" {...wiring} {...inputProps} />
        )
      }
    />
  );
}

/** The same `Field`, named for the call sites that frame a textarea. */
export const TextareaField = Field;

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
