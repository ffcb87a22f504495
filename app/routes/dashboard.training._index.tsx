import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { EmptyState, PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CredentialBadge } from "~/components/training/credential-badge";
import { TrainingNav } from "~/components/training/training-nav";
import { eventsForAttendance, eventsOpenForCheckIn } from "~/models/attendance.server";
import { getTimezone } from "~/models/settings.server";
import { shortDateTime } from "~/components/events/format";
import { credentialAttention, listCredentialsFor, trainingAccess } from "~/models/credential.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const credentials = listCredentialsFor(actor, actor.id);
  const { missing } = credentialAttention(actor.id);
  const access = trainingAccess(actor);
  const timeZone = getTimezone(actor.id);
  return json(
    {
      access,
      attendance: access.isLeader
        ? eventsForAttendance(actor).map((e) => ({
            id: e.id,
            title: e.title,
            chapterName: e.chapterName,
            when: shortDateTime(e.startAt, timeZone),
            training: !!e.trainingTypeId,
          }))
        : [],
      credentials: credentials.map((c) => ({
        id: c.id,
        typeName: c.typeName,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        certificateNumber: c.certificateNumber,
        status: c.status,
        daysLeft: c.daysLeft,
        hasProof: c.hasProof,
        proofName: c.proofName,
        source: c.source,
        verifiedByName: c.verifiedByName,
        rejectionReason: c.rejectionReason,
      })),
      missing,
      checkIn: eventsOpenForCheckIn(actor).map((e) => ({ id: e.id, title: e.title, chapterName: e.chapterName })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

function expiryLabel(c: { expiresOn: string | null; daysLeft: number | null; status: string }) {
  if (!c.expiresOn) return "Does not expire";
  if (c.daysLeft !== null && c.daysLeft > 0 && (c.status === "Expiring" || c.status === "Valid"))
    return `${c.expiresOn} (${c.daysLeft} days)`;
  return c.expiresOn;
}

export default function MyTrainingPage() {
  const { access, credentials, missing, checkIn, attendance } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="My Training Records"
        description="Your credentials, their status and proof. A leader of your chapter verifies each one you record."
        actions={
          <Link to="/dashboard/training/new" className="btn-primary">
            <span aria-hidden="true">+</span> Record a Credential
          </Link>
        }
      />
      <TrainingNav {...access} />

      {checkIn.length ? (
        <section aria-labelledby="checkin-heading" className="card mb-6 border-brand-100 bg-brand-50 dark:bg-slate-900">
          <h2 id="checkin-heading" className="text-lg font-semibold">
            Happening now: check in
          </h2>
          <ul className="mt-2 space-y-1 text-sm">
            {checkIn.map((e) => (
              <li key={e.id}>
                <Link className="link" to={`/dashboard/events/${e.id}/attendance`}>
                  Check in to {e.title}
                </Link>{" "}
                <span className="text-slate-700 dark:text-slate-300">({e.chapterName})</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="credentials-heading" className="mb-6">
        <h2 id="credentials-heading" className="mb-3 text-lg font-semibold">
          Credentials{" "}
          <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({credentials.length})</span>
        </h2>
        {credentials.length ? (
          <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="My credentials">
            <table className="w-full text-left text-sm" data-testid="my-credentials">
              <thead className="border-b border-slate-200 dark:border-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2">
                    Credential
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Status
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Issued
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Expires
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Certificate
                  </th>
                  <th scope="col" className="px-4 py-2">
                    Proof
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {credentials.map((c) => (
                  <tr key={c.id}>
                    <th scope="row" className="px-4 py-2 font-medium">
                      {c.typeName}
                      {c.source === "attendance" ? (
                        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
                          From training attendance
                        </span>
                      ) : null}
                    </th>
                    <td className="px-4 py-2">
                      <CredentialBadge status={c.status} />
                      {c.status === "Rejected" && c.rejectionReason ? (
                        <span className="block text-xs text-slate-700 dark:text-slate-300">
                          Reason: {c.rejectionReason}
                        </span>
                      ) : null}
                      {c.verifiedByName ? (
                        <span className="block text-xs text-slate-600 dark:text-slate-400">
                          Verified by {c.verifiedByName}
                        </span>
                      ) : null}
                    </td>
                    <td className="px-4 py-2">{c.issuedOn}</td>
                    <td className="px-4 py-2">{expiryLabel(c)}</td>
                    <td className="px-4 py-2">{c.certificateNumber ?? "—"}</td>
                    <td className="px-4 py-2">
                      {c.hasProof ? (
                        <a className="link" href={`/dashboard/training/proof/${c.id}`}>
                          View proof<span className="sr-only"> for {c.typeName}</span>
                        </a>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            title="No credentials yet"
            description="Record your CERT training, FEMA IS courses, CPR/AED and other certificates so your chapter knows you are ready."
          />
        )}
      </section>

      {attendance.length ? (
        <section aria-labelledby="attendance-heading" className="card mb-6">
          <h2 id="attendance-heading" className="text-lg font-semibold">
            Take attendance
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Events of your chapters from the last two weeks and the coming week.
          </p>
          <ul className="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700" data-testid="attendance-events">
            {attendance.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {e.title}{" "}
                  <span className="text-slate-700 dark:text-slate-300">
                    · {e.chapterName} · {e.when}
                  </span>
                  {e.training ? <span className="badge-approved ml-2">Training</span> : null}
                </span>
                <Link className="link" to={`/dashboard/events/${e.id}/attendance`}>
                  Attendance<span className="sr-only"> for {e.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {missing.length ? (
        <section aria-labelledby="missing-heading" className="card">
          <h2 id="missing-heading" className="text-lg font-semibold">
            Not on record
          </h2>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Credentials in the catalogue you have not recorded:
          </p>
          <p className="mt-2 text-sm">{missing.map((m) => m.name).join(", ")}</p>
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "My Training Records | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
