import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { z } from "zod";
import { useContentForm } from "~/components/content/content-form";
import { ConformTextarea, FormAlert } from "~/components/forms";
import { useT } from "~/i18n/react";
import type { CancelEventSchema } from "~/models/event.schema";
import { ScopeChoice } from "~/components/events/scope-choice";

/**
 * The Cancel Event form (/dashboard/events/:id/cancel): an optional reason and one button. A plain
 * post without JS, a fetcher post (pending label) with it. "Keep Event" leads back to the event's
 * page (/events/:id), as Back does: where the leader came from (its page or the Edit page, which
 * the event's page links to), and where they see the event as members do.
 */
export function EventCancelForm({
  event,
  whenLabel,
  answered,
  canCancel,
  series,
  lastResult,
}: {
  event: { id: string; title: string; status: "Scheduled" | "Cancelled" };
  /** The event's date and time in its chapter's zone. */
  whenLabel: string;
  /** How many people will be told (everyone who answered Confirmed or Maybe). */
  answered: number;
  canCancel: boolean;
  /** An occurrence of a series: how many scheduled dates "this and following" covers. */
  series: { followingCount: number; label: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const { fields, frame } = useContentForm<z.input<typeof CancelEventSchema>>({ id: "cancel-event-form", lastResult });
  const { fetcher, form } = frame;
  const back = `/events/${event.id}`;
  if (!canCancel) {
    return (
      <div role="status">
        <p>
          {event.status === "Cancelled" ? t("content.events.edit.isCancelled") : t("content.events.cancel.started")}
        </p>
        <Link to={back} className="btn-secondary mt-4 inline-flex">
          {t("content.events.cancel.back")}
        </Link>
      </div>
    );
  }
  const pending = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={`/dashboard/events/${event.id}/cancel`} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="cancel" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <p className="mb-2 font-medium">{whenLabel}</p>
      <p className="mb-4 text-sm text-slate-700 dark:text-slate-300" data-testid="cancel-audience">
        {t("content.events.cancel.audience", { count: answered })}
      </p>
      {series ? <ScopeChoice field={fields.scope} series={series} /> : null}
      <ConformTextarea
        field={fields.reason}
        label={t("content.events.cancel.reason")}
        hint={t("content.events.cancel.reasonHint")}
        rows={3}
        maxLength={500}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Link to={back} className="btn-secondary">
          {t("content.events.cancel.keep")}
        </Link>
        <button type="submit" className="btn-danger" disabled={pending} aria-disabled={pending || undefined}>
          {pending ? t("content.events.cancel.cancelling") : t("content.events.cancel.submit")}
        </button>
      </div>
    </fetcher.Form>
  );
}
