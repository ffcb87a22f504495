import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { credentialTypeName, type ReadinessCell } from "~/models/credential.schema";
import { CredentialBadge } from "./credential-badge";
import { CardSection } from "./section";

interface Props {
  current: number;
  attention: Array<{
    id: string;
    typeName: string;
    status: ReadinessCell;
    expiresOn: string | null;
    daysLeft: number | null;
  }>;
  missing: string[];
  hours: { year: number; total: number; pending: number };
}

/** The member overview's training block: expiring and missing credentials, and hours this year. */
export function TrainingOverviewCards({ current, attention, missing, hours }: Props) {
  const { t, number, calendarDate } = useT();
  return (
    <div className="mb-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <CardSection
        id="credentials-attention-heading"
        testId="overview-credentials"
        title={t("training.overview.heading")}
      >
        {attention.length ? (
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {attention.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {credentialTypeName(t, c.typeName)}
                  {c.expiresOn ? (
                    <span className="block text-xs text-slate-700 dark:text-slate-300">
                      {c.status === "Expired"
                        ? t("training.overview.expiredOn", { date: calendarDate(c.expiresOn) })
                        : c.status === "Pending"
                          ? t("training.overview.waiting")
                          : t("training.overview.expiresOn", {
                              date: calendarDate(c.expiresOn),
                              count: c.daysLeft ?? 0,
                            })}
                    </span>
                  ) : null}
                </span>
                <CredentialBadge status={c.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {current ? t("training.overview.allCurrent", { count: current }) : t("training.overview.none")}
          </p>
        )}
        {missing.length ? (
          <p className="mt-3 text-sm" data-testid="missing-credentials">
            <span className="font-medium">{t("training.notOnRecord")}:</span>{" "}
            {missing.map((name) => credentialTypeName(t, name)).join(", ")}
          </p>
        ) : null}
        <Link to="/dashboard/training" className="btn-secondary mt-4">
          {t("training.mine.title")}
        </Link>
      </CardSection>
      <CardSection id="hours-year-heading" testId="overview-hours" title={t("training.hours.thisYear")}>
        <p className="mt-3 text-3xl font-bold">{number(hours.total)}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {hours.pending
            ? t("training.overview.hoursWithPending", { year: String(hours.year), pending: number(hours.pending) })
            : t("training.overview.hours", { year: String(hours.year) })}
        </p>
        <Link to="/dashboard/hours" className="btn-secondary mt-4">
          {t("training.overview.hoursLink")}
        </Link>
      </CardSection>
    </div>
  );
}
