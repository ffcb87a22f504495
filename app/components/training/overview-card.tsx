import { Link } from "@remix-run/react";
import type { ReadinessCell } from "~/models/credential.schema";
import { CredentialBadge } from "./credential-badge";

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

const fmt = (n: number) => n.toLocaleString("en-US", { maximumFractionDigits: 2 });

/** The member overview's training block: expiring and missing credentials, and hours this year. */
export function TrainingOverviewCards({ current, attention, missing, hours }: Props) {
  return (
    <div className="mb-6 grid grid-cols-1 gap-6 lg:grid-cols-2">
      <section aria-labelledby="credentials-attention-heading" className="card" data-testid="overview-credentials">
        <h2 id="credentials-attention-heading" className="text-lg font-semibold">
          Expiring and missing credentials
        </h2>
        {attention.length ? (
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {attention.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-2 py-2">
                <span>
                  {c.typeName}
                  {c.expiresOn ? (
                    <span className="block text-xs text-slate-700 dark:text-slate-300">
                      {c.status === "Expired"
                        ? `Expired ${c.expiresOn}`
                        : c.status === "Pending"
                          ? "Waiting for a leader to verify"
                          : `Expires ${c.expiresOn} (${c.daysLeft} days)`}
                    </span>
                  ) : null}
                </span>
                <CredentialBadge status={c.status} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
            {current ? `All ${current} of your credentials on record are current.` : "No credentials on record yet."}
          </p>
        )}
        {missing.length ? (
          <p className="mt-3 text-sm">
            <span className="font-medium">Not on record:</span> {missing.join(", ")}
          </p>
        ) : null}
        <Link to="/dashboard/training" className="btn-secondary mt-4">
          My Training Records
        </Link>
      </section>
      <section aria-labelledby="hours-year-heading" className="card" data-testid="overview-hours">
        <h2 id="hours-year-heading" className="text-lg font-semibold">
          My hours this year
        </h2>
        <p className="mt-3 text-3xl font-bold">{fmt(hours.total)}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          approved volunteer hours in {hours.year}
          {hours.pending ? `, plus ${fmt(hours.pending)} awaiting approval` : ""}
        </p>
        <Link to="/dashboard/hours" className="btn-secondary mt-4">
          Log or View Hours
        </Link>
      </section>
    </div>
  );
}
