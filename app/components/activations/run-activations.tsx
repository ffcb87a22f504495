import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";
import type { RunCardData } from "~/models/activation-view.server";
import { formatInZone } from "~/utils/activation-format";
import { KindBadge } from "./my-activation-card";

const COUNTS = [
  ["Available", "activations.reply.available"],
  ["Delayed", "activations.reply.delayed"],
  ["Unavailable", "activations.reply.unavailable"],
  ["NoReply", "activations.reply.none"],
] as const;

/**
 * The overview's "Activations you are running" (leaders, admins): each open call-out with its reply
 * counts against the number needed and a link to its roster.
 */
export function RunningActivations({ activations }: { activations: RunCardData[] }) {
  const { t, number, lang } = useT();
  if (!activations.length) return null;
  return (
    <section aria-labelledby="running-activations-heading" className="mb-6">
      <div className="mb-3 flex items-center justify-between">
        <h2 id="running-activations-heading" className="text-lg font-semibold">
          {t("activations.run.heading")}
        </h2>
        <Link to="/dashboard/activations" className="link text-sm">
          {t("activations.card.all")}
        </Link>
      </div>
      <ul className="grid gap-4 lg:grid-cols-2">
        {activations.map((a) => (
          <li key={a.id} className="card" data-testid="running-activation">
            <div className="flex flex-wrap items-center gap-2">
              <KindBadge kind={a.kind} />
              {/* data-record: names people wrote, not interface text (the language sweeps leave them out). */}
              <span className="text-sm text-slate-700 dark:text-slate-300" data-record="">
                {a.chapterName}
              </span>
            </div>
            <h3 className="mt-2 font-semibold" data-record="">
              {a.title}
            </h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {t("activations.roster.reportBy", { time: formatInZone(a.reportAt, a.timeZone, lang) })}
            </p>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-5">
              {COUNTS.map(([reply, label]) => (
                <div key={reply}>
                  <dt className="text-xs text-slate-700 dark:text-slate-300">{t(label)}</dt>
                  <dd className="font-semibold" data-testid={`run-count-${reply}`}>
                    {number(a.counts[reply])}
                  </dd>
                </div>
              ))}
              <div>
                <dt className="text-xs text-slate-700 dark:text-slate-300">{t("activations.roster.needed")}</dt>
                <dd className="font-semibold" data-testid="run-count-needed">
                  {number(a.committed)} / {number(a.needed)}
                </dd>
              </div>
            </dl>
            <Link
              to={`/dashboard/activations/${a.id}`}
              className="btn-secondary mt-3"
              aria-label={t("activations.run.rosterOf", { title: a.title })}
            >
              {t("activations.run.roster")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
