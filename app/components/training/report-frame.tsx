import { EmptyState, PageHeader } from "~/components/dashboard";
import { useT } from "~/i18n/react";
import { TrainingNav } from "./training-nav";

/**
 * A leader's chapter report page (readiness, hours): header with the CSV link once there is data,
 * the training links, and an empty state when the leader has no approved chapter to report on.
 */
export function ReportFrame({
  title,
  description,
  csvHref,
  access,
  hasChapters,
  noChaptersText,
  children,
}: {
  title: string;
  description: string;
  csvHref: string | null;
  access: { isLeader: boolean; isAdmin: boolean };
  hasChapters: boolean;
  noChaptersText: string;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div>
      <PageHeader
        title={title}
        description={description}
        actions={
          csvHref ? (
            <a href={csvHref} className="btn-secondary" download>
              {t("training.report.exportCsv")}
            </a>
          ) : null
        }
      />
      <TrainingNav {...access} />
      {hasChapters ? children : <EmptyState title={t("training.report.noChapters")} description={noChaptersText} />}
    </div>
  );
}
