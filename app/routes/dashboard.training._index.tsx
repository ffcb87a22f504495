import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { CredentialBadge } from "~/components/training/credential-badge";
import { ColumnsTable } from "~/components/training/data-table";
import { CellNote } from "~/components/dashboard/cell-note";
import { HeaderAction } from "~/components/dashboard/page-header";
import { CardList, CardSection, Section } from "~/components/training/section";
import { TrainingPage } from "~/components/training/training-page";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { eventsForAttendance, eventsOpenForCheckIn } from "~/models/attendance.server";
import { credentialTypeName } from "~/models/credential.schema";
import { credentialAttention, listCredentialsFor, trainingAccess } from "~/models/credential.server";
import { getTimezone } from "~/models/settings.server";
import { eventStartLabels } from "~/utils/event-time-format";
import { safeTimeZone } from "~/utils/time-zone";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  const credentials = listCredentialsFor(actor, actor.id);
  const { missing } = credentialAttention(actor);
  const access = trainingAccess(actor);
  return json(
    {
      access,
      attendance: access.reviews
        ? eventsForAttendance(actor).map((e) => ({
            id: e.id,
            title: e.title,
            chapterName: e.chapterName,
            startAt: e.startAt.toISOString(),
            // In the chapter's zone, and the leader's own clock when it reads differently.
            ...eventStartLabels(e.startAt, safeTimeZone(e.chapterTimeZone), getTimezone(actor.id), i18n.lang),
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
      i18n: i18n.messages("training"),
      checkIn: eventsOpenForCheckIn(actor).map((e) => ({ id: e.id, title: e.title, chapterName: e.chapterName })),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function MyTrainingPage() {
  const { access, credentials, missing, checkIn, attendance } = useLoaderData<typeof loader>();
  const { t, calendarDate } = useT();
  const expiryLabel = (c: (typeof credentials)[number]) => {
    if (!c.expiresOn) return t("training.doesNotExpire");
    const date = <span className="whitespace-nowrap">{calendarDate(c.expiresOn)}</span>;
    if (c.daysLeft !== null && c.daysLeft > 0 && (c.status === "Expiring" || c.status === "Valid"))
      return t("training.expiresIn", { date: calendarDate(c.expiresOn), count: c.daysLeft });
    return date;
  };
  return (
    <TrainingPage
      title={t("training.mine.title")}
      description={t("training.mine.description")}
      access={access}
      actions={<HeaderAction to="/dashboard/training/new" icon="+" label={t("training.new.title")} />}
    >
      <CardList
        id="checkin-heading"
        className="mb-6 border-brand-100 bg-brand-50 dark:bg-slate-900"
        title={t("training.mine.checkInHeading")}
        items={checkIn}
        listClassName="mt-2 space-y-1 text-sm"
        renderItem={(e) => (
          <>
            <Link className="link" to={`/dashboard/events/${e.id}/attendance`}>
              {t("training.mine.checkInTo", { title: e.title })}
            </Link>{" "}
            <span className="text-slate-700 dark:text-slate-300">({e.chapterName})</span>
          </>
        )}
      />

      <Section
        id="credentials-heading"
        className="mb-6"
        title={
          <>
            {t("training.mine.credentials")}{" "}
            <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({credentials.length})</span>
          </>
        }
      >
        <ColumnsTable
          label={t("training.mine.credentialsTable")}
          testId="my-credentials"
          empty={{ title: t("training.mine.emptyTitle"), description: t("training.mine.emptyText") }}
          rows={credentials}
          rowKey={(c) => c.id}
          columns={[
            {
              header: t("training.field.credential"),
              rowHeader: true,
              cell: (c) => (
                <>
                  {credentialTypeName(t, c.typeName)}
                  <CellNote
                    text={c.source === "attendance" && t("training.mine.fromAttendance")}
                    className="font-normal text-slate-600 dark:text-slate-400"
                  />
                </>
              ),
            },
            {
              header: t("training.field.status"),
              cell: (c) => (
                <>
                  <CredentialBadge status={c.status} />
                  <CellNote
                    text={
                      c.status === "Rejected" &&
                      c.rejectionReason &&
                      t("training.reason", { reason: c.rejectionReason })
                    }
                    className="text-slate-700 dark:text-slate-300"
                  />
                  <CellNote text={c.verifiedByName && t("training.mine.verifiedBy", { name: c.verifiedByName })} />
                </>
              ),
            },
            {
              header: t("training.col.issued"),
              cell: (c) => <span className="whitespace-nowrap">{calendarDate(c.issuedOn)}</span>,
            },
            { header: t("training.col.expires"), cell: expiryLabel },
            { header: t("training.col.certificate"), cell: (c) => c.certificateNumber ?? "—" },
            {
              header: t("training.col.proof"),
              cell: (c) =>
                c.hasProof ? (
                  <a className="link" href={`/dashboard/training/proof/${c.id}`}>
                    {t("training.mine.viewProof")}
                    <span className="sr-only">
                      {" "}
                      {t("training.mine.proofFor", { credential: credentialTypeName(t, c.typeName) })}
                    </span>
                  </a>
                ) : (
                  "—"
                ),
            },
            {
              header: t("training.col.change"),
              cell: (c) => (
                <Link className="link whitespace-nowrap" to={`/dashboard/training/${c.id}/edit`}>
                  {c.status === "Rejected" ? t("training.mine.resubmit") : t("training.mine.edit")}
                  <span className="sr-only">
                    {" "}
                    {t("training.mine.proofFor", { credential: credentialTypeName(t, c.typeName) })}
                  </span>
                </Link>
              ),
            },
          ]}
        />
      </Section>

      <CardList
        id="attendance-heading"
        className="mb-6"
        title={t("training.mine.attendanceHeading")}
        intro={t("training.mine.attendanceText")}
        items={attendance}
        listClassName="mt-2 divide-y divide-slate-200 text-sm dark:divide-slate-700"
        listTestId="attendance-events"
        itemClassName="flex flex-wrap items-center justify-between gap-2 py-2"
        renderItem={(e) => (
          <>
            <span>
              <Link className="link" to={`/events/${e.id}`}>
                {e.title}
              </Link>{" "}
              <span className="text-slate-700 dark:text-slate-300">
                · {e.chapterName} · <time dateTime={e.startAt}>{e.startLabel}</time>
                {e.viewerStartLabel ? ` ${t("training.mine.yourTime", { time: e.viewerStartLabel })}` : ""}
              </span>
              {e.training ? <span className="badge-approved ml-2">{t("training.mine.trainingBadge")}</span> : null}
            </span>
            <Link className="link" to={`/dashboard/events/${e.id}/attendance`}>
              {t("training.mine.attendanceLink")}
              <span className="sr-only"> {t("training.mine.attendanceFor", { title: e.title })}</span>
            </Link>
          </>
        )}
      />

      {missing.length ? (
        <CardSection id="missing-heading" title={t("training.notOnRecord")} intro={t("training.mine.missingText")}>
          <p className="mt-2 text-sm">{missing.map((m) => credentialTypeName(t, m.name)).join(", ")}</p>
        </CardSection>
      ) : null}
    </TrainingPage>
  );
}

export const meta = catalogueTitle("training.mine.metaTitle", "My Training Records | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
