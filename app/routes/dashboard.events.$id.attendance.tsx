import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form, Link, useActionData, useFetcher, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { backTo, pageRefusal } from "~/access/respond.server";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { shortDateTime, timeRange, longDate } from "~/components/events/format";
import { FormAlert } from "~/components/forms";
import {
  getAttendancePage,
  kioskCheckIn,
  saveRoster,
  searchRoster,
  selfCheckIn,
  setAttendanceHours,
  setTrainingType,
} from "~/models/attendance.server";
import { listCredentialTypes } from "~/models/credential.server";
import { getTimezone } from "~/models/settings.server";
import { useHydrated } from "~/utils/use-hydrated";
import { redirectWithToast } from "~/utils/toast.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  let page;
  try {
    page = getAttendancePage(actor, params.id ?? "");
  } catch (error) {
    throw await pageRefusal(error, request);
  }
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").slice(0, 100);
  const timeZone = getTimezone(actor.id);
  const { event } = page;
  return json(
    {
      event: {
        id: event.id,
        title: event.title,
        chapterName: event.chapterName,
        dateLabel: longDate(event.startAt, timeZone),
        timeLabel: timeRange(event.startAt, event.endAt, timeZone),
        locationText: event.locationText,
      },
      trainingType: page.trainingType,
      checkInCode: page.checkInCode,
      window: {
        open: page.window.open,
        opensLabel: shortDateTime(page.window.opens, timeZone),
        closesLabel: shortDateTime(page.window.closes, timeZone),
      },
      defaultHours: page.defaultHours,
      canRecord: page.canRecord,
      myAttendance: page.myAttendance ? { method: page.myAttendance.method } : null,
      roster: page.roster,
      types: page.canRecord ? listCredentialTypes().map((t) => ({ id: t.id, name: t.name })) : [],
      search: page.canRecord && q.trim() ? { q, results: searchRoster(actor, event.id, q) } : null,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const actor = await requireActor(request);
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
          title: r.alreadyIn ? "Already Checked In" : "Checked In",
          description: "Thanks for coming!",
          type: "success",
        });
      } catch (error) {
        if (isAccessError(error) && error.kind === "invalid") return json({ error: error.message }, { status: 400 });
        throw error;
      }
    }
    if (intent === "kiosk-check-in") {
      const r = kioskCheckIn(actor, eventId, String(formData.get("userId") ?? ""));
      const message = r.alreadyIn ? `${r.name} was already checked in.` : `${r.name} is checked in.`;
      if (enhanced) return json({ ok: true as const, message });
      return redirectWithToast(backTo(request), { title: "Checked In", description: message, type: "success" });
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
        title: "Attendance Saved",
        description: `${present.length} present${r.added ? `, ${r.added} added` : ""}${r.removed ? `, ${r.removed} removed` : ""}.`,
        type: "success",
      });
    }
    if (intent === "training") {
      const typeId = String(formData.get("credentialTypeId") ?? "");
      const r = setTrainingType(actor, eventId, typeId || null);
      return redirectWithToast(backTo(request), {
        title: "Training Settings Saved",
        description: r.typeName
          ? `Attendance now issues ${r.typeName}${r.issued ? ` (${r.issued} issued now)` : ""}.`
          : "This event no longer issues a credential.",
        type: "success",
      });
    }
  } catch (error) {
    return pageRefusal(error, request);
  }
  return json({ error: "Unknown action" }, { status: 400 });
}

export default function AttendancePage() {
  const data = useLoaderData<typeof loader>();
  const { event } = data;
  return (
    <div>
      <p className="mb-2 text-sm">
        <Link to="/dashboard/events" className="link">
          ← Back to events
        </Link>
        {data.canRecord ? (
          <>
            {" · "}
            <Link to={`/dashboard/events/${event.id}/roster`} className="link">
              RSVP roster
            </Link>
          </>
        ) : null}
      </p>
      <PageHeader
        title={`Attendance: ${event.title}`}
        description={`${event.chapterName} · ${event.dateLabel}, ${event.timeLabel} · ${event.locationText}`}
      />
      {data.trainingType ? (
        <p className="mb-4 text-sm">
          <span className="badge-approved">Training</span> Attending issues or renews{" "}
          <strong>{data.trainingType.name}</strong>.
        </p>
      ) : null}
      {data.canRecord ? <LeaderView /> : <SelfCheckIn />}
    </div>
  );
}

function SelfCheckIn() {
  const { window, myAttendance } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const error = actionData && "error" in actionData ? actionData.error : null;
  if (myAttendance) {
    return (
      <section className="card" aria-labelledby="checked-in-heading">
        <h2 id="checked-in-heading" className="text-lg font-semibold">
          You're checked in
        </h2>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          {myAttendance.method === "code"
            ? "A leader confirms self check-ins on the roster."
            : "A leader recorded your attendance."}{" "}
          Your hours count toward your yearly total.
        </p>
      </section>
    );
  }
  return (
    <section className="card max-w-md" aria-labelledby="self-check-in-heading">
      <h2 id="self-check-in-heading" className="text-lg font-semibold">
        Check in
      </h2>
      {window.open ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="self-check-in" />
          <FormAlert errors={error ? [error] : undefined} />
          <label htmlFor="check-in-code" className="label">
            Event code
          </label>
          <input
            id="check-in-code"
            name="code"
            className="input uppercase tracking-widest"
            autoComplete="off"
            autoCapitalize="characters"
            required
            maxLength={12}
            aria-describedby="check-in-code-hint"
          />
          <p id="check-in-code-hint" className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            The six-character code the leader shows at the event.
          </p>
          <button type="submit" className="btn-primary mt-3" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Checking in..." : "Check In"}
          </button>
        </Form>
      ) : (
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
          Check-in opens at {window.opensLabel} and closes at {window.closesLabel}.
        </p>
      )}
    </section>
  );
}

function LeaderView() {
  const data = useLoaderData<typeof loader>();
  const roster = data.roster ?? [];
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "roster";
  const present = roster.filter((p) => p.present).length;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="space-y-6 lg:col-span-1">
        <section className="card" aria-labelledby="code-heading">
          <h2 id="code-heading" className="text-lg font-semibold">
            Self check-in code
          </h2>
          <p className="mt-2 font-mono text-3xl font-bold tracking-widest" data-testid="check-in-code">
            {data.checkInCode}
          </p>
          <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
            Members enter it on this page from {data.window.opensLabel} to {data.window.closesLabel}. Self check-ins
            count for hours; tick them below to confirm and issue the training credential.
          </p>
        </section>
        <section className="card" aria-labelledby="training-heading">
          <h2 id="training-heading" className="text-lg font-semibold">
            Training for
          </h2>
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="training" />
            <label htmlFor="training-type" className="label">
              Credential this event issues
            </label>
            <select
              id="training-type"
              name="credentialTypeId"
              defaultValue={data.trainingType?.id ?? ""}
              className="input"
            >
              <option value="">Not a credential training</option>
              {data.types.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
            <button type="submit" className="btn-secondary mt-3">
              Save Training Setting
            </button>
          </Form>
        </section>
        <Kiosk />
      </div>
      <section className="card lg:col-span-2" aria-labelledby="roster-heading">
        <h2 id="roster-heading" className="text-lg font-semibold">
          Who came{" "}
          <span className="text-sm font-normal text-slate-700 dark:text-slate-300">
            ({present} of {roster.length} present)
          </span>
        </h2>
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          Chapter members and everyone who RSVP'd. Hours default to the event's length ({data.defaultHours} h); type
          another number to adjust one person's.
        </p>
        {roster.length ? (
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="roster" />
            <table className="w-full text-left text-sm" data-testid="attendance-roster">
              <thead className="border-b border-slate-200 dark:border-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-2">
                    Present
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-2">
                    RSVP
                  </th>
                  <th scope="col" className="py-2">
                    Hours
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {roster.map((p) => (
                  <tr key={p.id}>
                    <td className="py-2 pr-2">
                      <input type="hidden" name="listed" value={p.id} />
                      <input
                        id={`present-${p.id}`}
                        type="checkbox"
                        name="present"
                        value={p.id}
                        defaultChecked={p.present}
                        className="h-5 w-5"
                      />
                    </td>
                    <td className="py-2 pr-2">
                      <label htmlFor={`present-${p.id}`}>{p.name}</label>
                      {p.method === "code" ? <span className="badge-pending ml-2">Self check-in</span> : null}
                    </td>
                    <td className="py-2 pr-2">{p.rsvp ?? "—"}</td>
                    <td className="py-2">
                      <input
                        type="hidden"
                        name={`hours-before-${p.id}`}
                        value={p.hoursAdjusted ? String(p.hours) : ""}
                      />
                      <input
                        type="number"
                        name={`hours-${p.id}`}
                        aria-label={`Hours for ${p.name}`}
                        min={0}
                        max={24}
                        step={0.25}
                        defaultValue={p.hoursAdjusted ? String(p.hours) : ""}
                        placeholder={String(data.defaultHours)}
                        className="input w-24"
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <button type="submit" className="btn-primary mt-4" disabled={saving}>
              {saving ? "Saving..." : "Save Attendance"}
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            Nobody to list yet: the chapter has no approved members and nobody RSVP'd.
          </p>
        )}
      </section>
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
  useEffect(() => () => clearTimeout(timer.current), []);
  const results = hydrated ? (q.trim() ? (search.data?.search?.results ?? []) : []) : (data.search?.results ?? []);
  return (
    <section className="card" aria-labelledby="kiosk-heading">
      <h2 id="kiosk-heading" className="text-lg font-semibold">
        Kiosk check-in
      </h2>
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
            Search a name
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
          Find
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
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">No one by that name on this event's list.</p>
      ) : null}
    </section>
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
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.message) onDone(fetcher.data.message);
  }, [fetcher.state, fetcher.data, onDone]);
  const present = person.present || !!fetcher.data?.ok;
  return (
    <li className="flex items-center justify-between gap-2 py-2 text-sm">
      <span>{person.name}</span>
      {present ? (
        <span className="badge-approved">Checked in</span>
      ) : (
        <fetcher.Form method="post" action={`/dashboard/events/${eventId}/attendance`}>
          <input type="hidden" name="intent" value="kiosk-check-in" />
          <input type="hidden" name="userId" value={person.id} />
          {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
          <button
            type="submit"
            className="btn-primary"
            aria-label={`Check in ${person.name}`}
            disabled={fetcher.state !== "idle"}
          >
            {fetcher.state !== "idle" ? "Checking in..." : "Check In"}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

export const meta: MetaFunction = () => [{ title: "Attendance | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
