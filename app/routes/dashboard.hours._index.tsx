import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { backTo, pageRefusal } from "~/access/respond.server";
import { EmptyState, PageHeader, StatCard, StatGrid } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SelectField, SubmitRow } from "~/components/events/fields";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { TrainingNav } from "~/components/training/training-nav";
import { isoDay } from "~/models/credential.schema";
import { trainingAccess } from "~/models/credential.server";
import { ServiceLogSchema, ServiceReviewSchema, VOLUNTEER_HOUR_VALUE_SOURCE } from "~/models/hours.schema";
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
      pending: access.isLeader ? listPendingService(actor) : [],
      today: isoDay(),
      rateSource: VOLUNTEER_HOUR_VALUE_SOURCE,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "log") {
    const submission = parseWithZod(formData, { schema: ServiceLogSchema });
    if (submission.status !== "success") return json({ result: submission.reply() }, { status: 400 });
    try {
      logService(actor, submission.value);
    } catch (error) {
      if (!isAccessError(error)) throw error;
      return json(
        { result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }) },
        { status: error.status },
      );
    }
    return redirectWithToast("/dashboard/hours", {
      title: "Hours Logged",
      description: "A chapter leader will approve them.",
      type: "success",
    });
  }
  if (intent === "approve" || intent === "reject") {
    const parsed = ServiceReviewSchema.safeParse(Object.fromEntries(formData));
    if (!parsed.success) return json({ error: "Entry id is required" }, { status: 400 });
    try {
      reviewService(actor, parsed.data.id, intent, parsed.data.reason);
    } catch (error) {
      return pageRefusal(error, request);
    }
    return redirectWithToast(backTo(request), {
      title: intent === "approve" ? "Hours Approved" : "Hours Rejected",
      type: "success",
    });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });
const money = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });

export default function MyHoursPage() {
  const data = useLoaderData<typeof loader>();
  const { access, year } = data;
  return (
    <div>
      <PageHeader
        title="Volunteer Hours"
        description={`Your approved hours in ${year.year}: training and events attended, activations, and service you logged.`}
      />
      <TrainingNav {...access} />
      <section aria-labelledby="year-heading" className="mb-6">
        <h2 id="year-heading" className="sr-only">
          My hours this year
        </h2>
        <StatGrid>
          <StatCard
            label={`Hours in ${year.year}`}
            value={fmt(year.total)}
            icon="◷"
            testId="hours-total"
            hint={year.pendingHours ? `${fmt(year.pendingHours)} more awaiting approval` : undefined}
          />
          <StatCard label="Training & Events" value={fmt(year.byType.Training + year.byType.Event)} icon="✓" />
          <StatCard label="Activations" value={fmt(year.byType.Activation)} icon="!" />
          <StatCard label="Logged Service" value={fmt(year.byType.Service)} icon="☺" />
        </StatGrid>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Worth about <strong>{money(year.value)}</strong> to your community at {money(year.rate)} per hour (
          {data.rateSource}).
        </p>
      </section>

      {access.isLeader ? <PendingApprovals pending={data.pending} /> : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="log-heading" className="card">
          <h2 id="log-heading" className="mb-3 text-lg font-semibold">
            Log service
          </h2>
          {data.chapters.length ? (
            <LogServiceForm chapters={data.chapters} today={data.today} />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">Join a chapter to log service hours.</p>
          )}
        </section>
        <section aria-labelledby="entries-heading" className="card">
          <h2 id="entries-heading" className="mb-3 text-lg font-semibold">
            Service you logged
          </h2>
          {data.entries.length ? (
            <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="my-service">
              {data.entries.map((e) => (
                <li key={e.id} className="py-2">
                  <span className="font-medium">{e.activity}</span> · {e.servedOn} · {fmt(e.hours)} h ·{" "}
                  <span
                    className={
                      e.status === "Approved"
                        ? "badge-approved"
                        : e.status === "Rejected"
                          ? "badge-rejected"
                          : "badge-pending"
                    }
                  >
                    {e.status}
                  </span>
                  {e.rejectionReason ? <span className="block text-xs">Reason: {e.rejectionReason}</span> : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">Nothing logged yet.</p>
          )}
        </section>
      </div>

      <section aria-labelledby="ledger-heading" className="mt-6">
        <h2 id="ledger-heading" className="mb-3 text-lg font-semibold">
          Hours counted in {year.year}
        </h2>
        {year.rows.length ? (
          <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Hours counted this year">
            <table className="w-full text-left text-sm" data-testid="my-hours">
              <thead className="border-b border-slate-200 dark:border-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Date
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Activity
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Type
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Hours
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Approved by
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {year.rows.map((r) => (
                  <tr key={`${r.type}-${r.id}`}>
                    <td className="px-4 py-2">{r.date}</td>
                    <td className="px-4 py-2">{r.activity}</td>
                    <td className="px-4 py-2">{r.type}</td>
                    <td className="px-4 py-2">{fmt(r.hours)}</td>
                    <td className="px-4 py-2">{r.approvedBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            title="No hours yet this year"
            description="Hours appear when a leader records your attendance, you check out of an activation, or logged service is approved."
          />
        )}
      </section>
    </div>
  );
}

function LogServiceForm({ chapters, today }: { chapters: Array<{ id: string; name: string }>; today: string }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "log-service",
    lastResult: actionData && "result" in actionData ? actionData.result : undefined,
    constraint: getZodConstraint(ServiceLogSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ServiceLogSchema }),
    shouldRevalidate: "onBlur",
    defaultValue: { chapterId: chapters.length === 1 ? chapters[0]!.id : "", servedOn: today },
  });
  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="log" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <SelectField
        label="Chapter"
        selectProps={getSelectProps(fields.chapterId)}
        placeholder="Select a chapter"
        options={chapters.map((c) => ({ value: c.id, label: c.name }))}
        errors={fields.chapterId.errors}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <Field
          labelProps={{ children: "Date" }}
          inputProps={{ ...getInputProps(fields.servedOn, { type: "date" }), max: today }}
          errors={fields.servedOn.errors}
        />
        <Field
          labelProps={{ children: "Hours" }}
          inputProps={{ ...getInputProps(fields.hours, { type: "number" }), step: "0.25", min: "0.25", max: "24" }}
          errors={fields.hours.errors}
        />
      </div>
      <Field
        labelProps={{ children: "Activity" }}
        inputProps={{ ...getInputProps(fields.activity, { type: "text" }), placeholder: "e.g. Smoke alarm outreach" }}
        errors={fields.activity.errors}
      />
      <TextareaField
        labelProps={{ children: "Note (optional)" }}
        textareaProps={{ ...getTextareaProps(fields.note), rows: 2 }}
        errors={fields.note.errors}
      />
      <SubmitRow
        label="Log Hours"
        pendingLabel="Logging..."
        pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "log"}
      />
    </Form>
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
  return (
    <section aria-labelledby="approvals-heading" className="card mb-6">
      <h2 id="approvals-heading" className="mb-3 text-lg font-semibold">
        Service awaiting your approval ({pending.length})
      </h2>
      {pending.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700" data-testid="pending-service">
          {pending.map((p) => (
            <li key={p.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-end sm:justify-between">
              <div className="text-sm">
                <p className="font-medium">
                  {p.member}: {p.activity}
                </p>
                <p className="text-slate-700 dark:text-slate-300">
                  {p.servedOn} · {fmt(p.hours)} h · {p.chapterName}
                  {p.note ? ` · ${p.note}` : ""}
                </p>
              </div>
              <div className="flex flex-wrap items-end gap-2">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="id" value={p.id} />
                  <button type="submit" className="btn-primary" aria-label={`Approve ${p.member}'s ${p.activity}`}>
                    Approve
                  </button>
                </Form>
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="intent" value="reject" />
                  <input type="hidden" name="id" value={p.id} />
                  <div>
                    <label htmlFor={`${reasonBase}-${p.id}`} className="label">
                      Reason (optional)
                    </label>
                    <input id={`${reasonBase}-${p.id}`} name="reason" className="input" maxLength={500} />
                  </div>
                  <button type="submit" className="btn-secondary" aria-label={`Reject ${p.member}'s ${p.activity}`}>
                    Reject
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">No service is waiting for approval.</p>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Volunteer Hours | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
