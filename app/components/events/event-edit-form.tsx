import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { z } from "zod";
import { ContentFormFrame, useContentForm } from "~/components/content/content-form";
import { CountField, DescriptionField, TitleField } from "~/components/content/fields";
import { CheckboxField } from "~/components/events/fields";
import { ConformField, ConformTextarea } from "~/components/forms";
import { useT } from "~/i18n/react";
import type { EventEditFormSchema } from "~/models/event.schema";
import { ScopeChoice } from "~/components/events/scope-choice";

/** The event as the edit form shows it: times as wall-clock text in the chapter's zone. */
export interface EditableEventValues {
  id: string;
  title: string;
  description: string;
  startAt: string;
  endAt: string;
  location: string;
  capacity: string;
  whatToBring: string;
  openToNetwork: boolean;
  status: "Scheduled" | "Cancelled";
  cancellationReason: string | null;
  chapterName: string;
}

const BUTTONS = { submit: "content.events.edit.save", pending: "content.events.edit.saving" };

/**
 * The Edit Event form (/dashboard/events/:id/edit): every field of the event, its chapter aside. A
 * fetcher form: a plain post without JS (errors re-render the page, success redirects with a toast),
 * with JS the same post without a page load and a pending label. A cancelled event shows why instead.
 */
export function EventEditForm({
  event,
  zoneLabel,
  placesHeld,
  canCancel,
  series,
  lastResult,
}: {
  event: EditableEventValues;
  zoneLabel: string;
  placesHeld: number;
  canCancel: boolean;
  /** An occurrence of a series: how many scheduled dates "this and following" covers. */
  series: { followingCount: number; label: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useT();
  const { fields, frame } = useContentForm<z.input<typeof EventEditFormSchema>>({
    id: "edit-event-form",
    lastResult,
    defaultValue: {
      title: event.title,
      description: event.description,
      startAt: event.startAt,
      endAt: event.endAt,
      location: event.location,
      capacity: event.capacity,
      whatToBring: event.whatToBring,
      openToNetwork: event.openToNetwork ? "on" : undefined,
    } as unknown as z.input<typeof EventEditFormSchema>,
  });
  if (event.status === "Cancelled") {
    return (
      <div role="status" data-testid="event-cancelled-note">
        <p className="font-medium">{t("content.events.edit.isCancelled")}</p>
        {event.cancellationReason ? (
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {t("content.events.card.cancelledReason", { reason: event.cancellationReason })}
          </p>
        ) : null}
      </div>
    );
  }
  const base = `/dashboard/events/${event.id}`;
  return (
    <>
      <ContentFormFrame
        frame={frame}
        post={{ action: `${base}/edit`, intent: "update", cancelHref: "/dashboard/events" }}
        texts={BUTTONS}
      >
        {series ? <ScopeChoice field={fields.scope} series={series} /> : null}
        <TitleField field={fields.title} label={t("content.events.form.title")} />
        <DescriptionField field={fields.description} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ConformField field={fields.startAt} type="datetime-local" label={t("content.events.form.start")} />
          <ConformField field={fields.endAt} type="datetime-local" label={t("content.events.form.end")} />
        </div>
        <p className="-mt-2 mb-4 text-xs text-slate-600 dark:text-slate-400" data-testid="event-time-zone-hint">
          {t("content.events.form.zoneOfChapter", { zone: zoneLabel })}
        </p>
        <ConformField
          field={fields.location}
          label={t("content.events.form.location")}
          placeholder={t("content.events.form.locationPlaceholder")}
        />
        <CountField
          field={fields.capacity}
          label={t("content.events.form.capacity")}
          max={10000}
          hint={
            placesHeld
              ? t("content.events.edit.capacityHeld", { count: placesHeld })
              : t("content.events.form.capacityHint")
          }
        />
        <ConformTextarea
          field={fields.whatToBring}
          label={t("content.events.edit.whatToBring")}
          hint={t("content.events.edit.whatToBringHint")}
          rows={2}
        />
        <CheckboxField
          label={t("content.events.edit.openToNetwork")}
          hint={t("content.events.edit.openToNetworkHint")}
          inputProps={getInputProps(fields.openToNetwork, { type: "checkbox" })}
          errors={fields.openToNetwork.errors}
        />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("content.events.edit.noticeHint")}</p>
      </ContentFormFrame>
      {canCancel ? (
        <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700">
          <Link
            to={`${base}/cancel`}
            className="btn-danger"
            aria-label={t("content.events.edit.cancelFor", { title: event.title })}
          >
            {t("content.events.edit.cancelEvent")}
          </Link>
        </div>
      ) : null}
    </>
  );
}
