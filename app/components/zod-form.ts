import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useActionReply } from "~/components/dashboard/post-form";

type FormOptions<Schema extends z.ZodTypeAny> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0];

/**
 * A page's Conform form checked in the browser by the same zod schema the action parses with: the
 * constraints (required, min, max...) and the validation come from `schema`, revalidated on blur. The
 * server still validates every post, so the form works the same without JS.
 */
export function useZodForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: Omit<FormOptions<Schema>, "constraint" | "onValidate" | "lastResult"> & {
    id: string;
    lastResult?: SubmissionResult<string[]> | null;
  },
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    constraint: getZodConstraint(schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldRevalidate: "onBlur",
    ...options,
  });
}

/**
 * The form of a page that posts to its own route's action (a plain <Form>, a redirect on success): the
 * `useZodForm` form fed the errors that action sent back as `{ result }`, and whether it is being sent.
 */
export function usePageForm<Schema extends z.ZodTypeAny>(
  schema: Schema,
  options: Omit<Parameters<typeof useZodForm<Schema>>[1], "lastResult">,
) {
  const [form, fields] = useZodForm(schema, { ...options, lastResult: useActionReply() });
  return { form, fields, submitting: useNavigation().state === "submitting" };
}
