import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { ArrowLeft, Download } from "lucide-react";
import { refuse } from "~/flows/respond.server";
import { TableHead } from "~/components/activations/column-table";
import { PageHeader, StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { eventTimeLabels } from "~/components/events/format";
import { SelectField } from "~/components/events/fields";
import { Field, TextareaField } from "~/components/forms";
import { ROSTER_AUDIENCES, RosterMessageSchema } from "~/models/event-roster.schema";
import { messageEventAttendees } from "~/models/event-roster.server";
import { getTimezone } from "~/models/settings.server";
import { redirectWithToast } from "~/utils/toast.server";
import { requireEventRoster } from "~/flows/event-roster.server";
import { useT } from "~/i18n/react";
import { useZodForm } from "~/components/zod-form";
import { PostForm, useActionReply } from "~/components/dashboard/post-form";
import { CardSection, Section } from "~/components/training/section";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** An answer as a leader reads it on the roster. */
const ROSTER_RESPONSE_KEYS = {
  Confirmed: "content.roster.response.Confirmed",
  Maybe: "content.roster.response.Maybe",
  Declined: "content.roster.response.Declined",
} as const;

const ROSTER_COLUMNS = [
  "content.roster.name",
  "content.roster.email",
  "content.roster.phone",
  "content.roster.response",
] as const;

const AUDIENCE_KEYS = {
  going: "content.roster.audience.going",
  going_maybe: "content.roster.audience.goingMaybe",
  waitlist: "content.roster.audience.waitlist",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.events", to: "/dashboard/events" }, { label: "dashboard.crumb.roster" }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { actor, i18n, event, roster, counts } = await requireEventRoster(request, params.id);
  return json({
    event: {
      id: event.id,
      title: event.title,
      chapterName: event.chapterName,
      capacity: event.capacity,
      locationText: event.locationText,
      ...eventTimeLabels(event.startAt, event.endAt, event.chapterTimeZone, getTimezone(actor.id), i18n.lang),
    },
    counts,
    roster: roster.map((r) => ({ ...r, respondedAt: r.respondedAt.toISOString() })),
    title: i18n.t("content.roster.title", { title: event.title }),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, i18n } = await requireEventRoster(request, params.id);
  const { t } = i18n;
  const formData = await request.formData();
  if (formData.get("intent") !== "message") return json({ error: "Unknown action" }, { status: 400 });
  const submission = parseSubmission(formData, { schema: RosterMessageSchema });
  if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
  let sent: number;
  try {
    ({ sent } = await messageEventAttendees(actor, params.id ?? "", submission.value));
  } catch (error) {
    return refuse(error, request, { failure: "common.toast.failed" });
  }
  const back = `/dashboard/events/${params.id}/roster`;
  // Say exactly what happened: no "Email Sent" when nobody was in the chosen group.
  return sent
    ? redirectWithToast(back, {
        type: "success",
        title: t("content.email.sentTitle"),
        description: t("content.roster.sentTo", { count: sent }),
      })
    : redirectWithToast(back, {
        type: "message",
        title: t("content.email.noneSentTitle"),
        description: t("content.roster.nobodyInGroup"),
      });
}

export default function EventRosterPage() {
  const { event, counts, roster } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { t } = useT();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "message";
  const [form, fields] = useZodForm(RosterMessageSchema, {
    id: "roster-message",
    lastResult: useActionReply(),
    defaultValue: { audience: "going" },
  });
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/dashboard/events" className="link inline-flex items-center gap-1">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("content.events.back")}
        </Link>
      </p>
      <PageHeader
        title={t("content.roster.title", { title: event.title })}
        description={`${event.chapterName} · ${event.dateLabel}, ${event.timeLabel}${event.viewerTimeLabel ? ` ${t("content.roster.yourTime", { time: event.viewerTimeLabel })}` : ""}`}
        actions={
          <div className="flex flex-wrap gap-2">
            <a href={`/dashboard/events/${event.id}/roster.csv`} className="btn-secondary" download>
              <Download aria-hidden="true" className="h-4 w-4" /> {t("content.roster.exportCsv")}
            </a>
            <Link to={`/dashboard/events/${event.id}/attendance`} className="btn-secondary">
              {t("content.attendance.link")}
            </Link>
          </div>
        }
      />
      <StatGrid>
        <StatCard
          label={t("content.roster.going")}
          value={counts.going}
          hint={
            event.capacity != null
              ? t("content.events.counts.placesLeft", {
                  left: Math.max(0, event.capacity - counts.going),
                  count: event.capacity,
                })
              : t("content.roster.noLimit")
          }
          testId="roster-going"
        />
        <StatCard label={t("content.roster.waitlist")} value={counts.waitlist} testId="roster-waitlist" />
        <StatCard label={t("content.events.status.Maybe")} value={counts.maybe} testId="roster-maybe" />
        <StatCard label={t("content.roster.notGoing")} value={counts.declined} testId="roster-declined" />
      </StatGrid>

      <CardSection id="roster-heading" title={t("content.roster.whoAnswered")} className="mb-6">
        {roster.length ? (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="roster-table">
              <TableHead
                className="border-b border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300"
                cellClassName="py-2 pr-3 font-semibold last:pr-0"
                columns={ROSTER_COLUMNS}
              />
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {roster.map((r) => (
                  <tr key={r.userId}>
                    <td className="py-2 pr-3 font-medium">{r.displayName}</td>
                    <td className="break-words py-2 pr-3">
                      <a href={`mailto:${r.email}`} className="link">
                        {r.email}
                      </a>
                    </td>
                    <td className="whitespace-nowrap py-2 pr-3">
                      {r.phone ? (
                        <a href={`tel:${r.phone.replace(/[^\d+]/g, "")}`} className="link">
                          {r.phone}
                        </a>
                      ) : (
                        <span className="text-slate-600 dark:text-slate-400">{t("content.roster.notGiven")}</span>
                      )}
                    </td>
                    <td className="whitespace-nowrap py-2">
                      {r.waitlistPosition
                        ? t("content.roster.waitlistNumber", { position: r.waitlistPosition })
                        : t(ROSTER_RESPONSE_KEYS[r.status])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("content.roster.nobody")}</p>
        )}
      </CardSection>

      <Section id="message-heading" title={t("content.roster.emailAttendees")} className="card max-w-2xl">
        <PostForm form={form} intent="message">
          <SelectField
            label={t("content.roster.sendTo")}
            selectProps={getSelectProps(fields.audience)}
            options={ROSTER_AUDIENCES.map((a) => ({ value: a.value, label: t(AUDIENCE_KEYS[a.value]) }))}
            errors={fields.audience.errors}
          />
          <Field
            labelProps={{ children: t("content.roster.subject") }}
            inputProps={getInputProps(fields.subject, { type: "text" })}
            errors={fields.subject.errors}
          />
          <TextareaField
            labelProps={{ children: t("content.form.message") }}
            textareaProps={{ ...getTextareaProps(fields.body), rows: 5 }}
            errors={fields.body.errors}
          />
          <div className="flex justify-end">
            <button type="submit" className="btn-primary" disabled={sending}>
              {sending ? t("content.email.sending") : t("content.email.send")}
            </button>
          </div>
        </PostForm>
      </Section>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Roster"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
