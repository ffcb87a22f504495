import { Form } from "@remix-run/react";
import { ChapterPicker, type ChapterPickerData } from "~/components/dashboard/chapter-picker";
import { useT } from "~/i18n/react";

/**
 * A chapter report's filter (hours report, cost-share export): a GET form with the chapter picker
 * and a date range, so the URL is shareable and the back button works, with or without JS.
 */
export function ChapterRangeFilter({
  picker,
  filters,
}: {
  picker: ChapterPickerData;
  filters: { from: string; to: string };
}) {
  const { t } = useT();
  return (
    <div role="search" aria-label={t("training.report.filter")} className="mb-6 print:hidden">
      <Form method="get" className="card flex flex-col gap-3 p-4 md:flex-row md:flex-wrap md:items-end">
        <ChapterPicker label={t("training.field.chapter")} name="chapterId" picker={picker} />
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
