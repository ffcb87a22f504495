import { Link } from "@remix-run/react";

/**
 * The top of an event or announcement card: its title (the card's name, a link to the thing's own
 * page when it has one), where it is from, and a badge. The title is what a person wrote, marked
 * `data-record` here once so every list of these cards is left out of the language sweeps' check.
 */
export function CardHeader({
  titleId,
  title,
  href,
  source,
  badge,
  badgeClassName,
}: {
  titleId: string;
  title: string;
  href?: string;
  source: React.ReactNode;
  badge: React.ReactNode;
  badgeClassName: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3
          id={titleId}
          className="[overflow-wrap:anywhere] text-lg font-semibold text-slate-900 dark:text-white"
          data-record=""
        >
          {href ? (
            <Link to={href} className="link">
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        <p className="text-sm text-slate-700 dark:text-slate-300">{source}</p>
      </div>
      <span className={badgeClassName}>{badge}</span>
    </div>
  );
}
