import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { requireActor } from "~/access/actor.server";
import { backTo, refuse } from "~/flows/respond.server";
import { StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { Field, TextareaField } from "~/components/forms";
import { formatUsd } from "~/components/training/format";
import { HoursTable } from "~/components/training/hours-table";
import { SERVICE_STATUS_KEYS } from "~/components/training/labels";
import { Section } from "~/components/training/section";
import { TrainingPage } from "~/components/training/training-page";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { useZodForm } from "~/components/zod-form";
import { PostForm, useActionReply } from "~/components/dashboard/post-form";
import { isoDay } from "~/models/credential.schema";
import { trainingAccess } from "~/models/credential.server";
import { ServiceLogSchema, ServiceReviewSchema } from "~/models/hours.schema";
import {
  listMyService,
  listPendingService,
  logService,
  memberYearHours,
  reviewService,
  serviceChapters,
} from "~/models/hours.server";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const year = memberYearHours(actor, actor.id);
  const access = trainingAccess(actor);
  return json(
    {
      access,
      year: {
        year: year.year,
        total: year.total,
        byType: year.byType,
        pendingHours: year.pendingHours,
        value: year.value,
        rate: year.rate,
        rows: year.rows.slice(-50).reverse(),
      },
      chapters: serviceChapters(actor),
      entries: listMyService(actor),
      pending: access.reviews ? listPendingService(actor) : [],
      today: isoDay(),
      i18n: i18n.messages("training", "validation"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "log") {
    const submission = parseSubmission(formData, { schema: ServiceLogSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      logService(actor, submission.value);
    } catch (error) {
      return refuse(error, request, { submission });
    }
    return redirectWithToast("/dashboard/hours", {
      title: t("training.hours.toast.logged"),
      description: t("training.hours.toast.loggedText"),
      type: "success",
    });
  }
  if (intent === "approve" || intent === "reject") {
    const parsed = ServiceReviewSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return json({ error: "Entry id is required" }, { status: 400 });
    try {
      reviewService(actor, parsed.data.id, intent, parsed.data.reason);
    } catch (error) {
      return refuse(error, request, { failure: "common.toast.failed" });
    }
    return redirectWithToast(backTo(request), {
      title: intent === "approve" ? t("training.hours.toast.approved") : t("training.hours.toast.rejected"),
      type: "success",
    });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function MyHoursPage() {
  const data = useLoaderData<typeof loader>();
  const { access, year } = data;
  const { t, number, lang } = useT();
  return (
    <TrainingPage
      title={t("training.hours.title")}
      description={t("training.hours.description", { year: String(year.year) })}
      access={access}
    >
      <Section id="year-heading" className="mb-6" headingClassName="sr-only" title={t("training.hours.thisYear")}>
        <StatGrid>
          <StatCard
            label={t("training.hours.inYear", { year: String(year.year) })}
            value={number(year.total)}
            icon="◷"
            testId="hours-total"
            hint={
              year.pendingHours ? t("training.hours.moreAwaiting", { hours: number(year.pendingHours) }) : undefined
            }
          />
          <StatCard
            label={t("training.hours.trainingAndEvents")}
            value={number(year.byType.Training + year.byType.Event)}
            icon="✓"
          />
          <StatCard label={t("training.hours.activations")} value={number(year.byType.Activation)} icon="!" />
          <StatCard label={t("training.hours.loggedService")} value={number(year.byType.Service)} icon="☺" />
        </StatGrid>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("training.hours.worthBefore")} <strong>{formatUsd(lang, year.value)}</strong>{" "}
          {t("training.hours.worthAfter", { rate: formatUsd(lang, year.rate), source: t("training.hours.rateSource") })}
        </p>
      </Section>

      {access.reviews ? <PendingApprovals pending={data.pending} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <Section id="log-heading" className="card" title={t("training.hours.logHeading")}>
          {data.chapters.length ? (
            <LogServiceForm chapters={data.chapters} today={data.today} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("training.hours.joinFirst")}</p>
          )}
        </Section>
        <Section id="entries-heading" className="card" title={t("training.hours.myServiceHeading")}>
          {data.entries.length ? (
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="my-service">
              {data.entries.map((e) => (
                <li key={e.id} className="py-2">
                  <span className="font-medium">{e.activity}</span> · {e.servedOn} ·{" "}
                  {t("training.hours.hoursShort", { hours: number(e.hours) })} ·{" "}
                  <span
                    className={
                      e.status === "Approved"
                        ? "badge-approved"
                        : e.status === "Rejected"
                          ? "badge-rejected"
                          : "badge-pending"
                    }
                  >
                    {SERVICE_STATUS_KEYS[e.status] ? t(SERVICE_STATUS_KEYS[e.status]!) : e.status}
                  </span>
                  {e.rejectionReason ? (
                    <span className="block text-xs">{t("training.reason", { reason: e.rejectionReason })}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">{t("training.hours.nothingLogged")}</p>
          )}
        </Section>
      </div>

      <Section id="ledger-heading" className="mt-6" title={t("training.hours.countedIn", { year: String(year.year) })}>
        <HoursTable
          rows={year.rows}
          label={t("training.hours.countedTable")}
          testId="my-hours"
          empty={{ title: t("training.hours.emptyTitle"), description: t("training.hours.emptyText") }}
        />
      </Section>
    </TrainingPage>
  );
}

function LogServiceForm({ chapters, today }: { chapters: Array<{ id: string; name: string }>; today: string }) {
  const navigation = useNavigation();
  const { t } = useT();
  const [form, fields] = useZodForm(ServiceLogSchema, {
    id: "log-service",
    lastResult: useActionReply(),
    defaultValue: { chapterId: chapters.length === 1 ? chapters[0]!.id : "", servedOn: today },
  });
  return (
    <PostForm form={form} intent="log">
      <SelectField
        label={t("training.field.chapter")}
        selectProps={getSelectProps(fields.chapterId)}
        placeholder={t("training.hours.selectChapter")}
        options={chapters.map((c) => ({ value: c.id, label: c.name }))}
        errors={fields.chapterId.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: t("training.hours.col.date") }}
          inputProps={{ ...getInputProps(fields.servedOn, { type: "date" }), max: today }}
          errors={fields.servedOn.errors}
        />
        <Field
          labelProps={{ children: t("training.hours.col.hours") }}
          inputProps={{ ...getInputProps(fields.hours, { type: "number" }), step: "0.25", min: "0.25", max: "24" }}
          errors={fields.hours.errors}
        />
      </div>
      <Field
        labelProps={{ children: t("training.hours.col.activity") }}
        inputProps={{
          ...getInputProps(fields.activity, { type: "text" }),
          placeholder: t("training.hours.activityPlaceholder"),
        }}
        errors={fields.activity.errors}
      />
      <TextareaField
        labelProps={{ children: t("training.hours.note") }}
        textareaProps={{ ...getTextareaProps(fields.note), rows: 2 }}
        errors={fields.note.errors}
      />
      <SubmitRow
        label={t("training.hours.logSubmit")}
        pendingLabel={t("training.hours.logPending")}
        pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "log"}
      />
    </PostForm>
  );
}

function PendingApprovals({
  pending,
}: {
  pending: Array<{
    id: string;
    member: string;
    chapterName: string;
    servedOn: string;
    activity: string;
    hours: number;
    note: string | null;
  }>;
}) {
  const reasonBase = useId();
  const { t, number } = useT();
  return (
    <Section
      id="approvals-heading"
      className="card mb-6"
      title={t("training.hours.awaitingHeading", { count: pending.length })}
    >
      {pending.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="pending-service">
          {pending.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="text-sm">
                <p className="font-medium">
                  {p.member}: {p.activity}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {p.servedOn} · {t("training.hours.hoursShort", { hours: number(p.hours) })} · {p.chapterName}
                  {p.note ? ` · ${p.note}` : ""}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <DecisionForm
                  id={p.id}
                  intent="approve"
                  buttonClassName="btn-primary"
                  label={t("training.hours.approve")}
                  ariaLabel={t("training.hours.approveLabel", { member: p.member, activity: p.activity })}
                />
                <DecisionForm
                  id={p.id}
                  intent="reject"
                  className="flex items-end gap-2"
                  buttonClassName="btn-secondary"
                  label={t("training.reject")}
                  ariaLabel={t("training.hours.rejectLabel", { member: p.member, activity: p.activity })}
                >
                  <div>
                    <label htmlFor={`${reasonBase}-${p.id}`} className="label">
                      {t("training.hours.reasonOptional")}
                    </label>
                    <input id={`${reasonBase}-${p.id}`} name="reason" className="input" maxLength={500} />
                  </div>
                </DecisionForm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("training.hours.noneWaiting")}</p>
      )}
    </Section>
  );
}

/** A leader's decision on one pending entry: a plain POST of the intent and the entry's id. */
function DecisionForm({
  id,
  intent,
  className,
  buttonClassName,
  label,
  ariaLabel,
  children,
}: {
  id: string;
  intent: "approve" | "reject";
  className?: string;
  buttonClassName: string;
  label: string;
  ariaLabel: string;
  /** Fields posted with the decision (the reason of a rejection). */
  children?: React.ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {children}
      <button type="submit" className={buttonClassName} aria-label={ariaLabel}>
        {label}
      </button>
    </Form>
  );
}

export const meta = catalogueTitle("training.hours.metaTitle", "Volunteer Hours | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
