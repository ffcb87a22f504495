import { Icon, type IconName } from "../icons";

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
  /** Decorative icon (an icon name, or an element); hidden from screen readers. */
  icon?: React.ReactNode | IconName;
  testId?: string;
}) {
  const id = `stat-${label.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <div
      className="card flex items-start justify-between gap-2 p-3 sm:gap-3 sm:p-5"
      role="group"
      aria-labelledby={id}
      data-testid={testId}
    >
      <div className="min-w-0">
        <p id={id} className="text-sm font-medium text-slate-700 dark:text-slate-300">
          {label}
        </p>
        <p className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white" data-stat-value="">
          {value}
        </p>
        {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
      </div>
      {icon ? (
        <span
          aria-hidden="true"
          className="hidden h-10 w-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 sm:grid dark:bg-slate-800 dark:text-red-300"
        >
          <Icon icon={icon} />
        </span>
      ) : null}
    </div>
  );
}

/** Responsive grid for StatCards: one column on phones, up to `columns` on wide screens. */
export function StatGrid({ children, columns = 4 }: { children: React.ReactNode; columns?: 2 | 3 | 4 }) {
  const cols = columns === 4 ? "lg:grid-cols-4" : columns === 3 ? "lg:grid-cols-3" : "lg:grid-cols-2";
  // Two small tiles a row on phones: four full-width tiles pushed the page's own content far down.
  return <div className={`mb-6 grid grid-cols-2 gap-3 sm:gap-4 ${cols}`}>{children}</div>;
}
