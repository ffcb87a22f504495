import { useT } from "~/i18n/react";
import { EmptyState } from "./empty-state";
import { Pager } from "./pager";

const LAYOUT_CLASS = { grid: "grid gap-4 md:grid-cols-2 xl:grid-cols-3", stack: "flex flex-col gap-4" } as const;

/**
 * The list part of a dashboard list page (announcements, resources, events...): a heading with the
 * count, the items, or an empty state that tells a filtered-out list from an empty one and offers
 * to clear the filters. A paged list passes `total` (the heading counts every match, not the page)
 * and `pager` (Previous/Next links that keep the filters; plain links, no JS needed).
 */
export function ListSection<T extends { id: string }>({
  id,
  heading,
  items,
  renderItem,
  layout = "stack",
  noun,
  emptyDescription,
  filtered,
  clearHref,
  total,
  pager,
  html,
}: {
  id: string;
  heading: string;
  items: T[];
  renderItem: (item: T) => React.ReactNode;
  layout?: "stack" | "grid";
  /** Plural, capitalised: "Announcements". */
  noun: string;
  emptyDescription: string;
  filtered: boolean;
  clearHref: string;
  total?: number;
  pager?: { page: number; hasNext: boolean; label: string };
  /**
   * The items (each in its `contents` wrapper) as one string, written on the server (decision 063),
   * or null: React renders them.
   */
  html?: string | null;
}) {
  const { t } = useT();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {heading}{" "}
        <span className="text-sm font-normal text-slate-700 dark:text-slate-300">({total ?? items.length})</span>
      </h2>
      {items.length && html != null ? (
        <div className={LAYOUT_CLASS[layout]} dangerouslySetInnerHTML={{ __html: html }} />
      ) : items.length ? (
        <div className={LAYOUT_CLASS[layout]}>
          {items.map((item) => (
            <div key={item.id} className="contents">
              {renderItem(item)}
            </div>
          ))}
        </div>
      ) : pager && pager.page > 1 ? (
        // Past the last page (an old link after deletions): say so and offer the way back.
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("dashboard.list.pastLastPage")}</p>
      ) : (
        <EmptyState
          headingLevel={3}
          title={filtered ? t("dashboard.list.noneFound", { noun }) : t("dashboard.list.noneYet", { noun })}
          description={filtered ? t("dashboard.list.noMatch", { noun: noun.toLowerCase() }) : emptyDescription}
          action={
            filtered ? (
              <a className="btn-secondary" href={clearHref}>
                {t("dashboard.filters.clear")}
              </a>
            ) : null
          }
        />
      )}
      {pager ? <Pager page={pager.page} hasNext={pager.hasNext} label={pager.label} /> : null}
    </section>
  );
}
