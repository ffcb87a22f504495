import { EmptyState } from "~/components/dashboard";
import { useT } from "~/i18n/react";
import { TrainingPage } from "./training-page";

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
    <TrainingPage
      title={title}
      description={description}
      access={access}
      actions={
        csvHref ? (
          <a href={csvHref} className="btn-secondary" download>
            {t("training.report.exportCsv")}
          </a>
        ) : null
      }
    >
      {hasChapters ? children : <EmptyState title={t("training.report.noChapters")} description={noChaptersText} />}
    </TrainingPage>
  );
}
