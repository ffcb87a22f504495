import { Form, Link, useNavigation } from "@remix-run/react";
import type { MyActivationCardData } from "~/models/activation-view.server";

const REPLY_TEXT: Record<string, string> = {
  Available: "Available",
  Delayed: "Delayed",
  Unavailable: "Unavailable",
  NoReply: "No reply yet",
};

/** "DRILL" first on anything about a drill; real call-outs are marked as real. */
export function KindBadge({ kind }: { kind: "Drill" | "Real" }) {
  return kind === "Drill" ? (
    <span className="badge bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100">DRILL</span>
  ) : (
    <span className="badge bg-red-700 text-white">REAL</span>
  );
}

/**
 * One activation the member was alerted to, with the reply buttons (plain form posts to the
 * activations page's action, so they work without JS). Details only after Available or Delayed.
 */
export function MyActivationCard({
  activation: a,
  redirectTo,
}: {
  activation: MyActivationCardData;
  redirectTo: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("activationId") === a.id;
  const open = a.status === "Open";
  return (
    <article className="card" aria-labelledby={`act-${a.id}-title`} data-testid="my-activation">
      <div className="flex flex-wrap items-center gap-2">
        <KindBadge kind={a.kind} />
        {open ? <span className="badge-approved">Open</span> : <span className="badge-neutral">Closed</span>}
        <span className="text-xs text-slate-700 dark:text-slate-300">
          {a.chapterName} · {a.createdLabel}
        </span>
      </div>
      <h3 id={`act-${a.id}-title`} className="mt-2 text-lg font-semibold">
        {a.kind === "Drill" ? "DRILL: " : ""}
        {a.title}
      </h3>
      <p className="mt-1 text-sm" data-testid="my-activation-reply">
        Your reply: <strong>{REPLY_TEXT[a.reply]}</strong>
        {a.reply === "Delayed" && a.etaMinutes ? ` (ETA ${a.etaMinutes} min)` : ""}
        {a.standby ? " · standby" : ""}
        {a.checkedIn && !a.checkedOut ? " · checked in" : a.checkedOut ? " · checked out" : ""}
      </p>
      {a.details ? (
        <dl className="mt-2 space-y-1 text-sm">
          <div>
            <dt className="inline font-semibold">Situation: </dt>
            <dd className="inline whitespace-pre-line">{a.details}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Staging location: </dt>
            <dd className="inline">{a.location}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">Report by: </dt>
            <dd className="inline">{a.reportByLabel}</dd>
          </div>
        </dl>
      ) : null}
      {open ? (
        <Form method="post" action="/dashboard/activations?index" className="mt-3 flex flex-wrap items-end gap-2">
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="activationId" value={a.id} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            name="reply"
            value="Available"
            className="btn-primary"
            disabled={busy}
            aria-pressed={a.reply === "Available"}
          >
            Available
          </button>
          <span className="flex items-end gap-1">
            <span>
              <label htmlFor={`eta-${a.id}`} className="block text-xs font-medium">
                ETA (min)
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
            <button
              type="submit"
              name="reply"
              value="Delayed"
              className="btn-secondary"
              disabled={busy}
              aria-pressed={a.reply === "Delayed"}
            >
              Delayed
            </button>
          </span>
          <button
            type="submit"
            name="reply"
            value="Unavailable"
            className="btn-secondary"
            disabled={busy}
            aria-pressed={a.reply === "Unavailable"}
          >
            Unavailable
          </button>
        </Form>
      ) : null}
    </article>
  );
}

/** The overview's "My open activations" section (members see what they were called out for). */
export function MyOpenActivations({ activations }: { activations: MyActivationCardData[] }) {
  if (!activations.length) return null;
  return (
    <section aria-labelledby="open-activations-heading" className="mb-6">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="open-activations-heading" className="text-lg font-semibold">
          My Open Activations
        </h2>
        <Link to="/dashboard/activations" className="link text-sm">
          All activations
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
