import type { FormMetadata, SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
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

type SettingsFormOptions<Schema extends Record<string, unknown>> = Omit<
  Parameters<typeof useForm<Schema>>[0],
  "lastResult"
> & { id: string };

/**
 * One form of a settings page, keyed by its `intent`: its fetcher, and its Conform form fed with the
 * last result from that fetcher (JS) or from the page's action data (no JS, where the post was a
 * document request). Without both, errors vanish in one mode.
 */
export function useSettingsForm<Schema extends Record<string, unknown> = Record<string, unknown>>(
  intent: string,
  options: SettingsFormOptions<Schema>,
) {
  const actionData = useActionData() as FormReply;
  const fetcher = useFetcher({ key: `settings-${intent}` });
  const fetched = fetcher.data as FormReply;
  const fromFetcher = fetched?.intent === intent ? fetched.result : undefined;
  const fromPage = actionData?.intent === intent ? actionData.result : undefined;
  const lastResult = (fromFetcher ?? fromPage ?? undefined) as SubmissionResult<string[]> | undefined;
  const [form, fields] = useForm<Schema>({ ...options, lastResult });
  return { intent, fetcher, form, fields, pending: fetcher.state !== "idle" };
}

type SettingsFormProps<Schema extends Record<string, unknown>> = {
  settings: {
    intent: string;
    fetcher: ReturnType<typeof useFetcher>;
    form: FormMetadata<Schema, string[]>;
    pending: boolean;
  };
  submitLabel: string;
  pendingLabel: string;
  submitClassName?: string;
  /** Extra hidden fields posted with the intent. */
  hidden?: Record<string, string>;
  children: React.ReactNode;
};

/**
 * One settings form: posts its `intent` through the section's fetcher (a plain POST without JS),
 * shows the form-level errors, then the fields, then the submit button with its pending label.
 */
export function SettingsForm<Schema extends Record<string, unknown>>({
  settings: { intent, fetcher, form, pending },
  submitLabel,
  pendingLabel,
  submitClassName = "btn-primary",
  hidden,
  children,
}: SettingsFormProps<Schema>) {
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

/** A settings card that is one form: the card's heading and description, then the form. */
export function SettingsFormSection<Schema extends Record<string, unknown>>({
  id,
  title,
  description,
  ...form
}: { id: string; title: string; description: string } & SettingsFormProps<Schema>) {
  return (
    <Section id={id} title={title} description={description}>
      <SettingsForm {...form} />
    </Section>
  );
}
