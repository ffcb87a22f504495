import { Link } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";

/** The page around a create or edit form (no-JS and direct links): a way back, the heading, the form's card. */
export function FormPage({
  backHref,
  backLabel,
  title,
  description,
  children,
}: {
  backHref: string;
  backLabel: string;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to={backHref} className="link">
          ← {backLabel}
        </Link>
      </p>
      <PageHeader title={title} description={description} />
      <div className="card">{children}</div>
    </div>
  );
}
