import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { getFormProps } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { FormAlert } from "~/components/forms";

/** One card of a settings page, with its heading. */
export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
  id: string;
}) {
  return (
    <section className="card mb-6" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900 dark:text-white">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

type FormReply = { intent?: string | null; result?: SubmissionResult<string[]> | null } | undefined;

/**
 * The last result for one form of a settings page: from its fetcher (JS) or from the page's action
 * data (no JS, where the post was a document request). Without both, errors vanish in one mode.
 */
export function useSettingsForm(intent: string) {
  const actionData = useActionData() as FormReply;
  const fetcher = useFetcher({ key: `settings-${intent}` });
  const fetched = fetcher.data as FormReply;
  const fromFetcher = fetched?.intent === intent ? fetched.result : undefined;
  const fromPage = actionData?.intent === intent ? actionData.result : undefined;
  return {
    fetcher,
    lastResult: (fromFetcher ?? fromPage ?? undefined) as SubmissionResult<string[]> | undefined,
    pending: fetcher.state !== "idle",
  };
}

/**
 * One settings form: posts its `intent` through the section's fetcher (a plain POST without JS),
 * shows the form-level errors, then the fields, then the submit button with its pending label.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  intent,
  form,
  fetcher,
  pending,
  submitLabel,
  pendingLabel,
  submitClassName = "btn-primary",
  hidden,
  children,
}: {
  intent: string;
  form: FormMetadata<Schema, string[]>;
  fetcher: ReturnType<typeof useSettingsForm>["fetcher"];
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitClassName?: string;
  /** Extra hidden fields posted with the intent. */
  hidden?: Record<string, string>;
  children: React.ReactNode;
}) {
  return (
    <fetcher.Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormAlert id={form.errorId} errors={form.errors} />
      {children}
      <button type="submit" className={submitClassName} disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </fetcher.Form>
  );
}
