import { PageHeader } from "~/components/dashboard";
import { TrainingNav, type TrainingAccess } from "./training-nav";

/** A training-records page: its header (with its actions), the links between the training pages, then the page. */
export function TrainingPage({
  title,
  description,
  actions,
  access,
  children,
}: {
  title: string;
  description: string;
  actions?: React.ReactNode;
  access: TrainingAccess;
  children: React.ReactNode;
}) {
  return (
    <div>
      <PageHeader title={title} description={description} actions={actions} />
      <TrainingNav {...access} />
      {children}
    </div>
  );
}
