import { FilterForm, FilterSelect, PageHeader, SearchInput, StatCard, StatGrid, Tabs } from "~/components/dashboard";
import { useT } from "~/i18n/react";
import { CreateButton } from "./create-button";

type FilterSelectProps = React.ComponentProps<typeof FilterSelect>;

/**
 * The frame of the events, announcements and resources lists: the heading with its "+ Create" action,
 * the stat tiles, the search form (a GET form: no JS needed) and the tabs; the list itself is `children`.
 */
export function ContentListPage({
  title,
  description,
  create,
  stats,
  filters,
  tabs,
  children,
}: {
  title: string;
  description: string;
  create: React.ComponentProps<typeof CreateButton> | null;
  stats: ReadonlyArray<{ label: string; value: number; icon: string; testId: string }>;
  filters: {
    /** The current filter values: a new search remounts the form with them. */
    values: Record<string, string>;
    label: string;
    clearHref: string;
    searchPlaceholder: string;
    selects: ReadonlyArray<FilterSelectProps>;
  };
  tabs: React.ComponentProps<typeof Tabs>;
  children: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <div>
      <PageHeader title={title} description={description} actions={create ? <CreateButton {...create} /> : null} />
      <StatGrid columns={stats.length === 2 ? 2 : 3}>
        {stats.map((stat) => (
          <StatCard key={stat.testId} {...stat} />
        ))}
      </StatGrid>
      <FilterForm key={JSON.stringify(filters.values)} label={filters.label} clearHref={filters.clearHref}>
        <SearchInput
          label={t("content.list.search")}
          defaultValue={filters.values.q}
          placeholder={filters.searchPlaceholder}
        />
        {filters.selects.map((select) => (
          <FilterSelect key={select.name} {...select} />
        ))}
      </FilterForm>
      <Tabs {...tabs} />
      {children}
    </div>
  );
}
