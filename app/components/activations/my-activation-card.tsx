import { Form, Link, useNavigation } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { formatInZone } from "~/utils/activation-format";
import type { MyActivationCardData } from "~/models/activation-view.server";
import { IdempotencyField, kindTitle, ReplyButton, ReplySummary } from "./reply-controls";

/** "DRILL" first on anything about a drill; real call-outs are marked as real. */
export function KindBadge({ kind }: { kind: "Drill" | "Real" }) {
  const { t } = useT();
  return kind === "Drill" ? (
    <span className="badge bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">
      {kindTitle(t, kind)}
    </span>
  ) : (
    <span className="badge bg-red-700 text-white">{t("activations.kind.realShort")}</span>
  );
}

/** "Open" / "Closed" badge of an activation. */
export function StatusBadge({ open }: { open: boolean }) {
  const { t } = useT();
  return open ? (
    <span className="badge-approved">{t("activations.status.open")}</span>
  ) : (
    <span className="badge-neutral">{t("activations.status.closed")}</span>
  );
}

/**
 * One activation the member was alerted to, with the reply buttons (plain form posts to the
 * activations page's action, so they work without JS; queued offline like an RSVP). Details only
 * after Available or Delayed. The overview and the activations page both list these: the call-out's
 * title and chapter, what people wrote, are marked `data-record` here for the language sweeps.
 */
export function MyActivationCard({
  activation: a,
  redirectTo,
}: {
  activation: MyActivationCardData;
  redirectTo: string;
}) {
  const { t, lang } = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("activationId") === a.id;
  const open = a.status === "Open";
  const status = [
    a.standby ? t("activations.card.standby") : null,
    a.checkedOut ? t("activations.card.checkedOut") : a.checkedIn ? t("activations.card.checkedIn") : null,
  ].filter(Boolean);
  return (
    <article className="card" aria-labelledby={`act-${a.id}-title`} data-testid="my-activation">
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={a.kind} />
        <StatusBadge open={open} />
        <span className="text-xs text-slate-700 dark:text-slate-300">
          <span data-record="">{a.chapterName}</span> · {formatInZone(a.createdAt, a.timeZone, lang)}
        </span>
      </div>
      <h3 id={`act-${a.id}-title`} className="mt-2 text-lg font-semibold">
        {a.kind === "Drill" ? `${kindTitle(t, a.kind)}: ` : ""}
        <span data-record="">{a.title}</span>
      </h3>
      <p className="mt-1 text-sm" data-testid="my-activation-reply">
        <ReplySummary reply={a.reply} etaMinutes={a.etaMinutes} />
        {status.map((s) => ` · ${s}`).join("")}
      </p>
      {a.details ? (
        <ActivationDetails
          inline
          details={a.details}
          location={a.location}
          reportBy={a.reportAt ? formatInZone(a.reportAt, a.timeZone, lang) : ""}
        />
      ) : null}
      {open ? (
        <Form method="post" action="/dashboard/activations?index" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="activationId" value={a.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <IdempotencyField />
          <ReplyButton reply="Available" busy={busy} pressed={a.reply === "Available"} className="btn-primary" />
          <span className="flex items-end gap-1">
            <span>
              <label htmlFor={`eta-${a.id}`} className="block text-xs font-medium">
                {t("activations.card.etaShort")}
              </label>
              <input
                id={`eta-${a.id}`}
                name="eta"
                type="number"
                min={1}
                max={1440}
                inputMode="numeric"
                className="input w-24"
                defaultValue={a.etaMinutes ?? ""}
              />
            </span>
            <ReplyButton reply="Delayed" busy={busy} pressed={a.reply === "Delayed"} className="btn-secondary" />
          </span>
          <ReplyButton reply="Unavailable" busy={busy} pressed={a.reply === "Unavailable"} className="btn-secondary" />
        </Form>
      ) : null}
    </article>
  );
}

/**
 * What a member learns once they reply Available or Delayed: the situation, the staging location and
 * the report-by time (on their card, each on a line with its label; on the reply link, stacked).
 */
export function ActivationDetails({
  details,
  location,
  reportBy,
  inline = false,
}: {
  details: string | null;
  location: string | null;
  reportBy: string;
  inline?: boolean;
}) {
  const { t } = useT();
  const rows = [
    ["activations.details.situation", details],
    ["activations.details.location", location],
    ["activations.details.reportBy", reportBy],
  ] as const;
  return (
    <dl className={inline ? "mt-2 space-y-1 text-sm" : "mt-2 space-y-2 text-sm"}>
      {rows.map(([key, value]) => (
        <div key={key}>
          <dt className={inline ? "inline font-semibold" : "font-semibold"}>
            {t(key)}
            {inline ? ": " : null}
          </dt>
          <dd className={inline ? "inline whitespace-pre-line" : "whitespace-pre-line"}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The overview's "My open activations" section (members see what they were called out for). */
export function MyOpenActivations({ activations }: { activations: MyActivationCardData[] }) {
  const { t } = useT();
  if (!activations.length) return null;
  return (
    <section aria-labelledby="open-activations-heading" className="mb-6">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="open-activations-heading" className="text-lg font-semibold">
          {t("activations.card.myOpen")}
        </h2>
        <Link to="/dashboard/activations" className="link text-sm">
          {t("activations.card.all")}
        </Link>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {activations.map((a) => (
          <MyActivationCard key={a.id} activation={a} redirectTo="/dashboard" />
        ))}
      </div>
    </section>
  );
}
