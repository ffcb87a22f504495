import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { SelectField } from "~/components/events/fields";
import { Field } from "~/components/forms";
import { useT } from "~/i18n/react";

/**
 * A GET form for search and filters (query parameters: shareable, back button works, no JS needed).
 * Put <SearchInput> and <FilterSelect> inside. `keep` lists parameters carried over as hidden fields
 * (e.g. the current tab).
 */
export function FilterForm({
  children,
  keep = {},
  label,
  clearHref,
}: {
  children: React.ReactNode;
  keep?: Record<string, string | null | undefined>;
  /** Accessible name of the search landmark. */
  label?: string;
  /** When given, a 'Clear Filters' link to this URL is shown next to the submit button. */
  clearHref?: string;
}) {
  const location = useLocation();
  const navigation = useNavigation();
  const { t } = useT();
  const searching = navigation.state === "loading" && navigation.location?.pathname === location.pathname;
  return (
    <div role="search" aria-label={label ?? t("dashboard.filters.label")} className="mb-6">
      <Form method="get" className="card flex flex-col gap-3 p-4 md:flex-row md:flex-wrap md:items-end">
        {Object.entries(keep).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        {children}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {searching ? t("dashboard.filters.searching") : t("dashboard.filters.search")}
          </button>
          {clearHref ? (
            <Link to={clearHref} className="btn-secondary">
              {t("dashboard.filters.clear")}
            </Link>
          ) : null}
        </div>
      </Form>
    </div>
  );
}

export function SearchInput({
  label,
  name = "q",
  defaultValue,
  placeholder,
}: {
  label: string;
  name?: string;
  defaultValue?: string | null;
  placeholder?: string;
}) {
  return (
    <Field
      className="min-w-0 flex-1 md:min-w-[14rem]"
      labelProps={{ children: label }}
      inputProps={{ type: "search", name, defaultValue: defaultValue ?? "", placeholder }}
    />
  );
}

export function FilterSelect({
  label,
  name,
  options,
  defaultValue,
}: {
  label: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue?: string | null;
}) {
  return (
    <SelectField
      className="md:w-44"
      label={label}
      selectProps={{ name, defaultValue: defaultValue ?? options[0]?.value }}
      options={options}
    />
  );
}
