import { Link } from "@remix-run/react";

/** The title block of a dashboard page: one h1, an optional description, and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
        {description ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center gap-2 print:hidden">{actions}</div> : null}
    </div>
  );
}

/**
 * A page's main action in its header: an icon and a label, as a link to another page, or as a
 * plain download link (`download`: a file, fetched by the browser, not by the app's router).
 */
export function HeaderAction({
  to,
  icon,
  label,
  download = false,
}: {
  to: string;
  icon: string;
  label: string;
  download?: boolean;
}) {
  const content = (
    <>
      <span aria-hidden="true">{icon}</span> {label}
    </>
  );
  return download ? (
    <a href={to} download className="btn-primary">
      {content}
    </a>
  ) : (
    <Link to={to} className="btn-primary">
      {content}
    </Link>
  );
}
