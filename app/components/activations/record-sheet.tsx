import { Link } from "@remix-run/react";
import { useT } from "~/i18n/react";
import { PrintButton } from "~/offline/print-button";

export interface RecordHeaderLabels {
  id: string;
  incident: string;
  chapterName: string;
  location: string;
  period: string;
  preparedBy: string;
  preparedAt: string;
}

const FORMS = {
  checkIn: {
    title: "record.checkIn.title",
    csv: "check-in-list.csv",
    other: { path: "activity-log", label: "record.log.title" },
  },
  log: {
    title: "record.log.title",
    csv: "activity-log.csv",
    other: { path: "check-in-list", label: "record.checkIn.title" },
  },
} as const;

/**
 * One form of an activation's record on a page that prints as paper: the links and the print
 * button are hidden in print (as are the site's header, footer and the dashboard's navigation), the
 * heading block says which incident, chapter, place and period, and the foot leaves room to sign.
 */
export function RecordSheet({
  form,
  header,
  children,
}: {
  form: keyof typeof FORMS;
  header: RecordHeaderLabels;
  children: React.ReactNode;
}) {
  const { t } = useT();
  const spec = FORMS[form];
  const base = `/dashboard/activations/${header.id}`;
  return (
    <article className="print-sheet" aria-labelledby="record-title">
      <nav
        aria-label={t("record.links")}
        className="mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm print:hidden"
      >
        <Link to={base} className="link">
          {t("record.backToRoster")}
        </Link>
        <Link to={`${base}/${spec.other.path}`} className="link">
          {t(spec.other.label)}
        </Link>
        <a href={`${base}/${spec.csv}`} className="link" download>
          {t("record.downloadCsv")}
        </a>
        <PrintButton label={t("record.print")} />
      </nav>
      <h1 id="record-title" className="text-2xl font-bold">
        {t(spec.title)}
      </h1>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2" data-testid="record-header">
        {(
          [
            ["record.header.incident", header.incident],
            ["record.header.chapter", header.chapterName],
            ["record.header.location", header.location],
            ["record.header.period", header.period],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="flex gap-2">
            <dt className="font-semibold">{t(label)}:</dt>
            <dd className="min-w-0 break-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">{children}</div>
      <footer className="mt-8 grid gap-4 text-sm sm:grid-cols-2 print:grid-cols-2">
        <p>
          <span className="font-semibold">{t("record.preparedBy")}:</span> {header.preparedBy}, {header.preparedAt}
        </p>
        <p className="flex items-end gap-2">
          <span className="font-semibold">{t("record.signature")}:</span>
          <span className="inline-block h-6 flex-1 border-b border-slate-500" aria-hidden />
        </p>
      </footer>
    </article>
  );
}

/** A record's table: plain, bordered, readable on paper and on a phone (it scrolls sideways on screen only). */
export function RecordTable({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto print:overflow-visible">
      <table className="w-full border-collapse text-left text-sm" aria-label={label} data-testid={testId}>
        {children}
      </table>
    </div>
  );
}

export const cellClass = "border border-slate-300 px-2 py-1 align-top dark:border-slate-600";
