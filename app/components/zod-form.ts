import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { z } from "zod";

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
