/** Shown when a list is empty: a heading, an explanation and an optional action (e.g. 'Clear Filters'). */
export function EmptyState({
  title,
  description,
  action,
  icon = "○",
  headingLevel = 2,
}: {
  title: string;
  description?: React.ReactNode;
  action?: React.ReactNode;
  icon?: React.ReactNode;
  /** Keep headings in order: 2 directly under the page h1, 3 inside a section with an h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <div className="card flex flex-col items-center px-6 py-12 text-center" data-testid="empty-state">
      <span aria-hidden="true" className="mb-3 text-3xl text-slate-500 dark:text-slate-400">
        {icon}
      </span>
      <Heading className="text-lg font-semibold text-slate-900 dark:text-white">{title}</Heading>
      {description ? <p className="mt-1 max-w-md text-sm text-slate-700 dark:text-slate-300">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}

/**
 * A section's content when it has any (`count` above 0), otherwise its empty state (under the
 * section's h2, so an h3).
 */
export function EmptyOr({
  count,
  title,
  description,
  children,
}: {
  count: number;
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return count ? <>{children}</> : <EmptyState headingLevel={3} title={title} description={description} />;
}
