import { useId, useState } from "react";
import { SelectField, type OptionGroups } from "~/components/events/fields";
import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";
import { timeZoneGroups, timeZoneLabel } from "~/utils/us-time-zones";

/**
 * A time-zone picker: the states' zones, the territories', then every other IANA zone (`others`,
 * listed by the loader so the server render and the browser agree), under headings. With JS a search
 * box above it narrows the list as you type ("Guam", "Indiana", "Paris"); without JS the select's own
 * type-ahead does. The chosen zone always stays in the list, even when the search hides its group.
 */
export function TimeZoneSelect({
  id,
  name,
  value,
  defaultValue,
  onChange,
  label,
  hint,
  errors,
  placeholder,
  others = [],
  className,
}: {
  id: string;
  name: string;
  value?: string;
  defaultValue?: string;
  onChange?: (zone: string) => void;
  label: string;
  hint?: string;
  errors?: string[];
  placeholder?: string;
  others?: readonly string[];
  className?: string;
}) {
  const { t } = useT();
  const hydrated = useHydrated();
  const searchId = useId();
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState(value ?? defaultValue ?? "");
  const chosen = value ?? current;
  const all = timeZoneGroups(t, others);
  const listed = all.some((g) => g.options.some((o) => o.value === chosen));
  const needle = query.trim().toLowerCase();
  const groups: OptionGroups = all.map((g) => ({
    label: g.label,
    options: g.options.filter(
      (o) =>
        !needle ||
        o.value === chosen ||
        o.label.toLowerCase().includes(needle) ||
        o.value.toLowerCase().replace(/_/g, " ").includes(needle),
    ),
  }));
  return (
    <div className={className}>
      {hydrated ? (
        <div className="mb-1">
          <label htmlFor={searchId} className="sr-only">
            {t("common.zone.search")}
          </label>
          <input
            id={searchId}
            type="search"
            className="input"
            placeholder={t("common.zone.search")}
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
          />
        </div>
      ) : null}
      <SelectField
        label={label}
        hint={hint}
        errors={errors}
        placeholder={placeholder}
        options={chosen && !listed ? [{ value: chosen, label: timeZoneLabel(chosen, t) }] : []}
        groups={groups}
        selectProps={{
          id,
          name,
          ...(value !== undefined ? { value } : { defaultValue }),
          onChange: (e) => {
            setCurrent(e.currentTarget.value);
            onChange?.(e.currentTarget.value);
          },
        }}
      />
    </div>
  );
}
