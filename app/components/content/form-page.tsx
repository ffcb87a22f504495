import { BackLink } from "~/components/back-link";
import { PageHeader } from "~/components/dashboard";

/**
 * The page around a create or edit form (no-JS and direct links): a way back, the heading (with
 * optional actions beside it), the form's card.
 */
export function FormPage({
  backHref,
  backLabel,
  title,
  description,
  actions,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  description: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <BackLink to={backHref}>← {backLabel}</BackLink>
      <PageHeader title={title} description={description} actions={actions} />
      <div className="card">{children}</div>
    </div>
  );
}
