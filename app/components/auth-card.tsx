import type { FieldMetadata } from "@conform-to/react";
import { type getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { Field, FormAlert } from "./forms";
import { Toaster, type ToastData } from "./toaster";

/**
 * The sign-in and register pages: a card with the title, a post form (form-level errors first,
 * the title again on the submit button) and links under it; the action's toast.
 */
export function AuthCard({
  title,
  subtitle,
  form,
  submitting,
  submittingLabel,
  toast,
  footer,
  children,
}: {
  title: string;
  subtitle: string;
  /** Conform's `getFormProps(form)` with the form's errors. */
  form: { props: ReturnType<typeof getFormProps>; errorId: string; errors?: string[] };
  submitting: boolean;
  submittingLabel: string;
  toast?: ToastData | null;
  footer: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">{title}</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{subtitle}</p>
        <Form method="post" className="mt-6" {...form.props}>
          <FormAlert id={form.errorId} errors={form.errors} />
          {children}
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? submittingLabel : title}
          </button>
        </Form>
        {footer}
      </div>
      <Toaster toast={toast ?? null} />
    </div>
  );
}

/** The email field of both pages. */
export function AuthEmailField({ field }: { field: FieldMetadata<string> }) {
  const { t } = useT();
  return (
    <Field
      labelProps={{ children: t("auth.field.email") }}
      inputProps={{ ...getInputProps(field, { type: "email" }), autoComplete: "email", required: true }}
      errors={field.errors}
    />
  );
}

/** A password field: the current one at sign-in, a new one (and its confirmation) at registration. */
export function AuthPasswordField({
  field,
  label,
  autoComplete,
  hint,
  minLength,
}: {
  field: FieldMetadata<string>;
  label: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
  minLength?: number;
}) {
  return (
    <Field
      labelProps={{ children: label }}
      inputProps={{ ...getInputProps(field, { type: "password" }), autoComplete, required: true, minLength }}
      hint={hint}
      errors={field.errors}
    />
  );
}
