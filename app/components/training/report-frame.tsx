import { EmptyState } from "~/components/dashboard";
import { ChapterMatches, type ChapterPickerData } from "~/components/dashboard/chapter-picker";
import { useT } from "~/i18n/react";
import { TrainingPage } from "./training-page";
import type { TrainingAccess } from "./training-nav";

/** Each report's title, what it is for, and what it says to a leader with no chapter to report on. */
const REPORT_TEXTS = {
  hours: {
    title: "training.report.title",
    description: "training.report.description",
    noChapters: "training.report.noChaptersText",
  },
  readiness: {
    title: "training.readiness.title",
    description: "training.readiness.description",
    noChapters: "training.readiness.noChapters",
  },
  costShare: {
    title: "training.costShare.title",
    description: "training.costShare.description",
    noChapters: "training.report.noChaptersText",
  },
} as const;

/**
 * A leader's chapter report page (readiness, hours): header with the CSV link once there is data,
 * the training links, the report's filter form and the report (`children`, given the report) when
 * the query found one (else the chapters the picker's text matches); an empty state when the leader has no approved chapter to report on.
 */
export function ReportFrame<Report>({
  kind,
  page,
  filters,
  children,
}: {
  kind: keyof typeof REPORT_TEXTS;
  /** The loader's data: the viewer's training links, the chapter picker, the report, its CSV. */
  page: {
    access: TrainingAccess;
    picker: ChapterPickerData;
    /** The query parameter the chapter picker sends. */
    pickerName: string;
    report: Report | null;
    csvHref: string;
  };
  filters: React.ReactNode;
  children: (report: Report) => React.ReactNode;
}) {
  const { t } = useT();
  const { report } = page;
  const texts = REPORT_TEXTS[kind];
  return (
    <TrainingPage
      title={t(texts.title)}
      description={t(texts.description)}
      access={page.access}
      actions={
        report ? (
          <a href={page.csvHref} className="btn-secondary" download>
            {t("training.report.exportCsv")}
          </a>
        ) : null
      }
    >
      {page.picker.any ? (
        <>
          {filters}
          {report ? children(report) : <ChapterMatches name={page.pickerName} picker={page.picker} />}
        </>
      ) : (
        <EmptyState title={t("training.report.noChapters")} description={t(texts.noChapters)} />
      )}
    </TrainingPage>
  );
}
