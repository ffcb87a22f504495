import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { requireActor } from "~/access/actor.server";
import { backTo, refuse } from "~/flows/respond.server";
import { TableHead } from "~/components/activations/column-table";
import { PageHeader, Pager, pageParam } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { eventTimeLabels, shortDateTime } from "~/components/events/format";
import { Field, FieldFrame, FormAlert } from "~/components/forms";
import {
  getAttendancePage,
  kioskCheckIn,
  saveRoster,
  searchRoster,
  selfCheckIn,
  setAttendanceHours,
  setTrainingType,
} from "~/models/attendance.server";
import { namesFor } from "~/models/deleted-member";
import { listCredentialTypes } from "~/models/credential.server";
import { getTimezone } from "~/models/settings.server";
import { useHydrated } from "~/utils/use-hydrated";
import { safeTimeZone } from "~/utils/time-zone";
import { redirectWithToast } from "~/utils/toast.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { AttendanceRow, useAttendanceRowsHtml } from "~/components/events/attendance-rows";
import { CardSection } from "~/components/training/section";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.events", to: "/dashboard/events" }, { label: "dashboard.crumb.attendance" }],
};

/** People per page of the roster: a chapter of 300 is six short pages instead of one 47 KB (gzip) table. */
const ROSTER_PAGE_SIZE = 50;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  let page;
  try {
    page = getAttendancePage(actor, params.id ?? "", new Date(), namesFor(i18n.t));
  } catch (error) {
    throw await refuse(error, request);
  }
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const { event } = page;
  // In the chapter's zone (where it happens), plus the viewer's own clock when it reads differently.
  const timeZone = safeTimeZone(event.chapterTimeZone);
  // The tick list is paged; its save form lists (`listed`) only the page's people, so saving one
  // page never unticks anyone on another. The counts stay roster-wide.
  const roster = page.roster ?? [];
  const pageNumber = pageParam(url.searchParams);
  const offset = (pageNumber - 1) * ROSTER_PAGE_SIZE;
  return json(
    {
      event: {
        id: event.id,
        title: event.title,
        chapterName: event.chapterName,
        ...eventTimeLabels(event.startAt, event.endAt, timeZone, getTimezone(actor.id), i18n.lang),
        locationText: event.locationText,
      },
      trainingType: page.trainingType,
      checkInCode: page.checkInCode,
      window: {
        open: page.window.open,
        opensLabel: shortDateTime(page.window.opens, timeZone, i18n.lang),
        closesLabel: shortDateTime(page.window.closes, timeZone, i18n.lang),
      },
      defaultHours: page.defaultHours,
      canRecord: page.canRecord,
      myAttendance: page.myAttendance ? { method: page.myAttendance.method, counted: page.myAttendance.counted } : null,
      canCheckIn: page.canCheckIn,
      viewerId: actor.id,
      roster: roster.slice(offset, offset + ROSTER_PAGE_SIZE),
      rosterCount: roster.length,
      presentCount: roster.reduce((n, p) => n + (p.present ? 1 : 0), 0),
      page: pageNumber,
      hasNext: offset + ROSTER_PAGE_SIZE < roster.length,
      types: page.canRecord ? listCredentialTypes().map((t) => ({ id: t.id, name: t.name })) : [],
      search: page.canRecord && q.trim() ? { q, results: searchRoster(actor, event.id, q) } : null,
      title: i18n.t("content.attendance.title", { title: event.title }),
      i18n: i18n.messages("content", "validation"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request);
  const { t } = await getI18n(request);
  const eventId = params.id ?? "";
  const formData = await request.formData();
  const intent = formData.get("intent");
  const enhanced = formData.get("enhanced") === "1";
  try {
    if (intent === "self-check-in") {
      const code = String(formData.get("code") ?? "");
      try {
        const r = selfCheckIn(actor, eventId, code);
        return redirectWithToast(backTo(request), {
          title: r.alreadyIn ? t("content.attendance.alreadyCheckedIn") : t("content.attendance.checkedIn"),
          description: t("content.attendance.thanks"),
          type: "success",
        });
      } catch (error) {
        // A wrong or expired code is said at the form, which keeps the code typed.
        return refuse(error, request, { submission: null, failure: "common.toast.failed" });
      }
    }
    if (intent === "kiosk-check-in") {
      const r = kioskCheckIn(actor, eventId, String(formData.get("userId") ?? ""));
      const message = r.alreadyIn
        ? t("content.attendance.personAlreadyIn", { name: r.name })
        : t("content.attendance.personIn", { name: r.name });
      if (enhanced) return json({ ok: true as const, message });
      return redirectWithToast(backTo(request), {
        title: t("content.attendance.checkedIn"),
        description: message,
        type: "success",
      });
    }
    if (intent === "roster") {
      const listed = formData.getAll("listed").map(String);
      const present = formData.getAll("present").map(String);
      const r = saveRoster(actor, eventId, { present, listed });
      // Hours a leader typed for present people: a number sets them, an empty box means the event's length.
      for (const userId of present) {
        const raw = formData.get(`hours-${userId}`);
        const before = formData.get(`hours-before-${userId}`);
        if (raw === null || raw === before) continue;
        const text = String(raw).trim();
        setAttendanceHours(actor, eventId, userId, text === "" ? null : Number(text));
      }
      return redirectWithToast(backTo(request), {
        title: t("content.attendance.saved"),
        description: [
          t("content.attendance.savedPresent", { count: present.length }),
          r.added ? t("content.attendance.savedAdded", { count: r.added }) : null,
          r.removed ? t("content.attendance.savedRemoved", { count: r.removed }) : null,
        ]
          .filter(Boolean)
          .join(", ")
          .concat("."),
        type: "success",
      });
    }
    if (intent === "training") {
      const typeId = String(formData.get("credentialTypeId") ?? "");
      const r = setTrainingType(actor, eventId, typeId || null);
      return redirectWithToast(backTo(request), {
        title: t("content.attendance.trainingSaved"),
        description: r.typeName
          ? r.issued
            ? t("content.attendance.issuesNow", { name: r.typeName, count: r.issued })
            : t("content.attendance.issues", { name: r.typeName })
          : t("content.attendance.issuesNothing"),
        type: "success",
      });
    }
  } catch (error) {
    return refuse(error, request, { failure: "common.toast.failed" });
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function AttendancePage() {
  const data = useLoaderData<typeof loader>();
  const { event } = data;
  const { t } = useT();
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/dashboard/events" className="link">
          ← {t("content.events.back")}
        </Link>
        {data.canRecord ? (
          <>
            {" · "}
            <Link to={`/dashboard/events/${event.id}/roster`} className="link">
              {t("content.attendance.rsvpRoster")}
            </Link>
          </>
        ) : null}
      </p>
      <PageHeader
        title={t("content.attendance.title", { title: event.title })}
        description={`${event.chapterName} · ${event.dateLabel}, ${event.timeLabel}${event.viewerTimeLabel ? ` ${t("content.roster.yourTime", { time: event.viewerTimeLabel })}` : ""} · ${event.locationText}`}
      />
      {data.trainingType ? (
        <p className="mb-4 text-sm">
          <span className="badge-approved">{t("content.attendance.training")}</span>{" "}
          {t("content.attendance.attendingIssues", { name: data.trainingType.name })}
        </p>
      ) : null}
      {data.canRecord ? <LeaderView /> : <SelfCheckIn />}
    </div>
  );
}

function SelfCheckIn() {
  const { window, myAttendance, canCheckIn } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useT();
  const refused = actionData && "result" in actionData ? actionData.result?.error : null;
  const error = refused ? (Object.values(refused).flat()[0] ?? null) : null;
  if (myAttendance) {
    return (
      <CardSection id="checked-in-heading" title={t("content.attendance.youreIn")}>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {myAttendance.method !== "code"
            ? t("content.attendance.leaderRecorded")
            : myAttendance.counted
              ? t("content.attendance.rsvpConfirms")
              : t("content.attendance.leaderConfirms")}{" "}
          {myAttendance.counted ? t("content.attendance.hoursCount") : t("content.attendance.hoursAfterConfirm")}
        </p>
      </CardSection>
    );
  }
  return (
    <CardSection id="self-check-in-heading" title={t("content.attendance.checkInHeading")} className="max-w-md">
      {!canCheckIn ? (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("content.attendance.membersOnly")}</p>
      ) : window.open ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="self-check-in" />
          <FormAlert errors={error ? [error] : undefined} />
          <Field
            className=""
            labelProps={{ children: t("content.attendance.eventCode") }}
            hint={t("content.attendance.eventCodeHint")}
            inputProps={{
              id: "check-in-code",
              name: "code",
              className: "input uppercase tracking-widest",
              autoComplete: "off",
              autoCapitalize: "characters",
              required: true,
              maxLength: 12,
            }}
          />
          <button type="submit" className="btn-primary mt-3" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? t("content.attendance.checkingIn") : t("content.attendance.checkIn")}
          </button>
        </Form>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {t("content.attendance.window", { opens: window.opensLabel, closes: window.closesLabel })}
        </p>
      )}
    </CardSection>
  );
}

const ATTENDANCE_COLUMNS = [
  "content.attendance.present",
  "content.roster.name",
  "content.attendance.rsvp",
  "content.attendance.hours",
] as const;

function LeaderView() {
  const data = useLoaderData<typeof loader>();
  const roster = data.roster;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "roster";
  const { t } = useT();
  const rowsHtml = useAttendanceRowsHtml(roster, { viewerId: data.viewerId, defaultHours: data.defaultHours });
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-1">
        <CardSection id="code-heading" title={t("content.attendance.codeHeading")}>
          <p className="mt-2 font-mono text-3xl font-bold tracking-widest" data-testid="check-in-code">
            {data.checkInCode}
          </p>
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            {t("content.attendance.codeHint", { opens: data.window.opensLabel, closes: data.window.closesLabel })}
          </p>
        </CardSection>
        <CardSection id="training-heading" title={t("content.attendance.trainingFor")}>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="training" />
            <FieldFrame
              className=""
              controlId="training-type"
              labelProps={{ children: t("content.attendance.credential") }}
              control={(wiring) => (
                <select
                  {...wiring}
                  name="credentialTypeId"
                  defaultValue={data.trainingType?.id ?? ""}
                  className="input"
                >
                  <option value="">{t("content.attendance.noCredential")}</option>
                  {data.types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </select>
              )}
            />
            <button type="submit" className="btn-secondary mt-3">
              {t("content.attendance.saveTraining")}
            </button>
          </Form>
        </CardSection>
        <Kiosk />
      </div>
      <CardSection
        id="roster-heading"
        title={
          <>
            {t("content.attendance.whoCame")}{" "}
            <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
              {t("content.attendance.presentOf", { present: data.presentCount, count: data.rosterCount })}
            </span>
          </>
        }
        className="lg:col-span-2"
      >
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t("content.attendance.rosterHint", { hours: data.defaultHours })}
        </p>
        {roster.length ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="roster" />
            {/* On a phone the roster scrolls inside its box, not the page. */}
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm" data-testid="attendance-roster">
                <TableHead cellClassName="py-2 pr-2 last:pr-0" columns={ATTENDANCE_COLUMNS} />
                {/* On the server one string, byte for byte what the rows render (decision 073). */}
                {rowsHtml != null ? (
                  <tbody
                    className="divide-y divide-slate-200 dark:divide-slate-700"
                    dangerouslySetInnerHTML={{ __html: rowsHtml }}
                  />
                ) : (
                  <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                    {roster.map((p) => (
                      <AttendanceRow key={p.id} p={p} viewerId={data.viewerId} defaultHours={data.defaultHours} />
                    ))}
                  </tbody>
                )}
              </table>
            </div>
            <button type="submit" className="btn-primary mt-4" disabled={saving}>
              {saving ? t("content.form.saving") : t("content.attendance.save")}
            </button>
            {data.page > 1 || data.hasNext ? (
              <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">{t("content.attendance.savesThisPage")}</p>
            ) : null}
          </Form>
        ) : data.page > 1 ? (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("dashboard.list.pastLastPage")}</p>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{t("content.attendance.nobody")}</p>
        )}
        <Pager page={data.page} hasNext={data.hasNext} label={t("content.attendance.pages")} />
      </CardSection>
    </div>
  );
}

/**
 * Kiosk check-in from one phone: search a name, tap Check In. Without JS it is a GET search and a
 * plain post per person; with JS the results update as you type and check-ins stay on the page.
 */
function Kiosk() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const search = useFetcher<typeof loader>({ key: "kiosk-search" });
  const [q, setQ] = useState(data.search?.q ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const { t } = useT();
  useEffect(() => () => clearTimeout(timer.current), []);
  const results = hydrated ? (q.trim() ? (search.data?.search?.results ?? []) : []) : (data.search?.results ?? []);
  return (
    <CardSection id="kiosk-heading" title={t("content.attendance.kiosk")}>
      <Form
        method="get"
        className="mt-2 flex gap-2"
        role="search"
        onSubmit={(e) => {
          if (!hydrated) return;
          e.preventDefault();
          search.load(`/dashboard/events/${data.event.id}/attendance?q=${encodeURIComponent(q)}`);
        }}
      >
        <div className="flex-1">
          <label htmlFor="kiosk-q" className="label">
            {t("content.attendance.searchName")}
          </label>
          <input
            id="kiosk-q"
            name="q"
            type="search"
            autoComplete="off"
            className="input"
            value={q}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setQ(value);
              setMessage(null);
              clearTimeout(timer.current);
              timer.current = setTimeout(() => {
                if (value.trim())
                  search.load(`/dashboard/events/${data.event.id}/attendance?q=${encodeURIComponent(value)}`);
              }, 200);
            }}
          />
        </div>
        <button type="submit" className="btn-secondary self-end">
          {t("content.attendance.find")}
        </button>
      </Form>
      <p role="status" className="mt-2 text-sm font-medium text-green-800 dark:text-green-300">
        {message ?? ""}
      </p>
      {results.length ? (
        <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-700" data-testid="kiosk-results">
          {results.map((r) => (
            <KioskRow key={r.id} person={r} eventId={data.event.id} onDone={setMessage} />
          ))}
        </ul>
      ) : (hydrated ? q.trim() && search.state === "idle" && search.data : data.search) ? (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("content.attendance.noMatch")}</p>
      ) : null}
    </CardSection>
  );
}

function KioskRow({
  person,
  eventId,
  onDone,
}: {
  person: { id: string; name: string; present: boolean };
  eventId: string;
  onDone: (m: string) => void;
}) {
  const fetcher = useFetcher<{ ok?: boolean; message?: string }>({ key: `kiosk-${person.id}` });
  const hydrated = useHydrated();
  const { t } = useT();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) onDone(fetcher.data.message);
  }, [fetcher.state, fetcher.data, onDone]);
  const present = person.present || !!fetcher.data?.ok;
  return (
    <li className="flex items-center justify-between gap-2 py-2 text-sm">
      <span>{person.name}</span>
      {present ? (
        <span className="badge-approved">{t("content.attendance.checkedInBadge")}</span>
      ) : (
        <fetcher.Form method="post" action={`/dashboard/events/${eventId}/attendance`}>
          <input type="hidden" name="intent" value="kiosk-check-in" />
          <input type="hidden" name="userId" value={person.id} />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <button
            type="submit"
            className="btn-primary"
            aria-label={t("content.attendance.checkInPerson", { name: person.name })}
            disabled={fetcher.state !== "idle"}
          >
            {fetcher.state !== "idle" ? t("content.attendance.checkingIn") : t("content.attendance.checkIn")}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Attendance"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
