import { getFormProps, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData } from "@remix-run/react";
import { FormAlert } from "~/components/form-fields";

/**
 * A dashboard page's Conform form, posted to the page's own action (so it works without JS): the
 * form's id and validation wiring, the hidden `intent` the action switches on, and the form-wide
 * errors above the fields.
 */
export function PostForm<Schema extends Record<string, unknown>>({
  form,
  intent,
  className,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  intent: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className={className}>
      <input type="hidden" name="intent" value={intent} />
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
    </Form>
  );
}

/**
 * The Conform reply the page's action answered a refused post with (`{ result }`, status 400), for
 * the form's `lastResult`: the errors show in the page with or without JS.
 */
export function useActionReply() {
  const actionData = useActionData<unknown>();
  return actionData && typeof actionData === "object" && "result" in actionData
    ? (actionData.result as SubmissionResult<string[]>)
    : undefined;
}
