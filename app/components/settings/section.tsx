import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, useForm } from "@conform-to/react";
import { useActionData, useFetcher } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { useT } from "~/i18n/react";
import type { SettingsCard, SettingsFormCard } from "./cards";

/** One card of a settings page, with its heading and the line saying what it is for. */
export function Section({ card, children }: { card: SettingsCard; children: React.ReactNode }) {
  const { t } = useT();
  return (
    <section className="card mb-6" aria-labelledby={card.headingId}>
      <h2 id={card.headingId} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t(card.title)}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t(card.description)}</p>
      <div className="mt-4">{children}</div>
    </section>
  );
}

type FormReply = { intent?: string | null; result?: SubmissionResult<string[]> | null } | undefined;

type Schema = Record<string, unknown>;
type DefaultValue = Parameters<typeof useForm<Schema>>[0]["defaultValue"];

/**
 * One form of a settings page, keyed by its card's `intent`: its fetcher, and its Conform form fed with
 * the last result from that fetcher (JS) or from the page's action data (no JS, where the post was a
 * document request). Without both, errors vanish in one mode.
 */
function useSettingsForm(card: SettingsFormCard, defaultValue?: DefaultValue) {
  const actionData = useActionData() as FormReply;
  const fetcher = useFetcher({ key: `settings-${card.intent}` });
  const fetched = fetcher.data as FormReply;
  const fromFetcher = fetched?.intent === card.intent ? fetched.result : undefined;
  const fromPage = actionData?.intent === card.intent ? actionData.result : undefined;
  const lastResult = (fromFetcher ?? fromPage ?? undefined) as SubmissionResult<string[]> | undefined;
  const [form, fields] = useForm<Schema>({ id: card.formId, defaultValue, lastResult });
  return { fetcher, form, fields, pending: fetcher.state !== "idle" };
}

type Fields = ReturnType<typeof useSettingsForm>["fields"];

/**
 * A settings card that is one form: the card's heading, what comes `before` the form, then the form.
 * The form posts its `intent` through its fetcher (a plain POST without JS), shows the form-level
 * errors, then the fields (`children`, given the form's fields), then the submit button with its
 * pending label.
 */
export function SettingsFormSection({
  card,
  defaultValue,
  hidden,
  before,
  children,
}: {
  card: SettingsFormCard;
  defaultValue?: DefaultValue;
  /** Extra hidden fields posted with the intent. */
  hidden?: Record<string, string>;
  before?: React.ReactNode;
  children: React.ReactNode | ((fields: Fields) => React.ReactNode);
}) {
  const { t } = useT();
  const { fetcher, form, fields, pending } = useSettingsForm(card, defaultValue);
  return (
    <Section card={card}>
      {before}
      <fetcher.Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={card.intent} />
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <FormAlert id={form.errorId} errors={form.errors} />
        {typeof children === "function" ? children(fields) : children}
        <button type="submit" className={card.submitClassName ?? "btn-primary"} disabled={pending}>
          {pending ? t(card.pending) : t(card.submit)}
        </button>
      </fetcher.Form>
    </Section>
  );
}
