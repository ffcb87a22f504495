/**
 * A metric tile. `label` is the visible name; the value is tied to it with aria-labelledby so the
 * pair reads as one ("Total Chapters 12"). Wrap several in <StatGrid>.
 */
export function StatCard({
  label,
  value,
  hint,
  icon,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  /** Decorative glyph or svg; hidden from screen readers. */
  icon?: React.ReactNode;
  testId?: string;
}) {
  const id = `stat-${label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div className="card flex items-start justify-between gap-3" role="group" aria-labelledby={id} data-testid={testId}>
      <div className="min-w-0">
        <p id={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </p>
        <p className="mt-1 text-3xl font-bold text-slate-900 dark:text-white" data-stat-value="">
          {value}
        </p>
        {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      </div>
      {icon ? (
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-lg text-brand-700 dark:bg-slate-800 dark:text-red-300"
        >
          {icon}
        </span>
      ) : null}
    </div>
  );
}

/** Responsive grid for StatCards: one column on phones, up to `columns` on wide screens. */
export function StatGrid({ children, columns = 4 }: { children: React.ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = columns === 4 ? "lg:grid-cols-4" : columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  return <div className={`mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 ${cols}`}>{children}</div>;
}
