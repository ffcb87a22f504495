import { Form } from "@remix-run/react";
import { useT } from "~/i18n/react";

/**
 * A chapter report's filter (hours report, cost-share export): a GET form with the chapter and a
 * date range, so the URL is shareable and the back button works, with or without JS.
 */
export function ChapterRangeFilter({
  chapters,
  filters,
}: {
  chapters: ReadonlyArray<{ id: string; name: string }>;
  filters: { chapterId: string; from: string; to: string };
}) {
  const { t } = useT();
  return (
    <div role="search" aria-label={t("training.report.filter")} className="mb-6 print:hidden">
      <Form method="get" className="card flex flex-col gap-3 p-4 md:flex-row md:flex-wrap md:items-end">
        <div className="md:w-56">
          <label htmlFor="report-chapter" className="label">
            {t("training.field.chapter")}
          </label>
          <select id="report-chapter" name="chapterId" defaultValue={filters.chapterId} className="input">
            {chapters.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {(
          [
            ["from", t("training.report.from"), filters.from],
            ["to", t("training.report.to"), filters.to],
          ] as const
        ).map(([name, label, value]) => (
          <div key={name}>
            <label htmlFor={`report-${name}`} className="label">
              {label}
            </label>
            <input id={`report-${name}`} type="date" name={name} defaultValue={value} className="input" />
          </div>
        ))}
        <button type="submit" className="btn-primary">
          {t("training.report.show")}
        </button>
      </Form>
    </div>
  );
}
