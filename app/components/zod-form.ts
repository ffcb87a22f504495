import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { useActionReply } from "~/components/dashboard/post-form";

type FormOptions<Schema extends z.ZodTypeAny> = Parameters<typeof useForm<z.input<Schema>, z.output<Schema>>>[0];

/**
 * A page's Conform form checked in the browser by the same zod schema the action parses with: the
 * constraints (required, min, max...) and the validation come from `schema`. The server still
 * validates every post, so the form works the same without JS.
 *
 * Once a submit has shown errors, a field is revalidated as it is typed (`onInput`), never on blur:
 * the blur that a click on the submit button causes would clear an error above the button, move the
 * button up from under the pointer, and the click would miss it (the mouse goes up elsewhere). Typed
 * corrections settle the layout before the pointer gets there. Every form built on this hook
 * (and `usePageForm`) gets it; a form may still pass its own `shouldValidate`.
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
    shouldRevalidate: "onInput",
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
