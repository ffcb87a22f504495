import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useEffect, useState } from "react";
import { ConformField, ErrorList } from "~/components/forms";
import { ConformSelect } from "~/components/events/fields";
import { useT } from "~/i18n/react";
import { WEEKDAYS } from "~/utils/recurrence";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field metadata of any form
type AnyField = FieldMetadata<any, any, string[]>;

/** Jan 5 2026 was a Monday: the weekday names in the page's language, Monday first. */
function weekdayNames(lang: string) {
  const format = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" });
  return WEEKDAYS.map((code, i) => ({ code, name: format.format(new Date(Date.UTC(2026, 0, 5 + i))) }));
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : value === undefined || value === null ? [] : [String(value)];

/**
 * The Create Event form's repeat fields (docs/decisions/035): plain fields, all shown without JS so a
 * series can be created with a plain post; with JS, only the ones the chosen repeat uses. The
 * server (models/event-series.schema.ts) checks the rule, the 60-date cap and the year.
 */
export function RepeatFields({
  fields,
}: {
  fields: { repeat: AnyField; interval: AnyField; weekdays: AnyField; monthlyBy: AnyField; until: AnyField };
}) {
  const { t, lang } = useT();
  const [repeat, setRepeat] = useState(String(fields.repeat.initialValue ?? ""));
  // Until hydration every field shows (what a browser without JS gets); then only the relevant ones.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const show = (which: "any" | "WEEKLY" | "MONTHLY") =>
    !enhanced || (which === "any" ? repeat !== "" : repeat === which);
  const ticked = new Set(asList(fields.weekdays.initialValue));
  const monthlyBy = String(fields.monthlyBy.initialValue ?? "day");
  return (
    <fieldset className="mb-4 rounded-md border border-slate-300 p-4 dark:border-slate-600" data-testid="repeat-fields">
      <legend className="px-1 text-sm font-semibold">{t("content.events.repeat.legend")}</legend>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">{t("content.events.repeat.intro")}</p>
      <ConformSelect
        field={fields.repeat}
        label={t("content.events.repeat.label")}
        options={[
          { value: "", label: t("content.events.repeat.none") },
          { value: "WEEKLY", label: t("content.events.repeat.weekly") },
          { value: "MONTHLY", label: t("content.events.repeat.monthly") },
        ]}
        onChange={(e) => setRepeat(e.currentTarget.value)}
      />
      {show("any") ? (
        <div className="grid gap-x-4 sm:grid-cols-2">
          <ConformField
            field={fields.interval}
            type="number"
            min={1}
            max={12}
            inputMode="numeric"
            placeholder="1"
            label={t("content.events.repeat.interval")}
            hint={t("content.events.repeat.intervalHint")}
          />
          <ConformField
            field={fields.until}
            type="date"
            label={t("content.events.repeat.until")}
            hint={t("content.events.repeat.untilHint")}
          />
        </div>
      ) : null}
      {show("WEEKLY") ? (
        <fieldset className="mb-4" aria-describedby={`${fields.weekdays.id}-hint`}>
          <legend className="label">{t("content.events.repeat.weekdays")}</legend>
          <p id={`${fields.weekdays.id}-hint`} className="mb-1 text-xs text-slate-600 dark:text-slate-400">
            {t("content.events.repeat.weekdaysHint")}
          </p>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {weekdayNames(lang).map(({ code, name }) => (
              <label key={code} className="flex items-center gap-2 text-sm text-slate-900 dark:text-slate-100">
                <input
                  type="checkbox"
                  name={fields.weekdays.name}
                  value={code}
                  defaultChecked={ticked.has(code)}
                  key={`${fields.weekdays.key}-${code}`}
                  className="h-4 w-4 rounded border-slate-400 text-brand-700"
                />
                {name}
              </label>
            ))}
          </div>
          <ErrorList id={fields.weekdays.errorId} errors={fields.weekdays.errors} />
        </fieldset>
      ) : null}
      {show("MONTHLY") ? (
        <fieldset className="mb-4">
          <legend className="label">{t("content.events.repeat.monthlyBy")}</legend>
          <div className="flex flex-col gap-2">
            {(["day", "weekday"] as const).map((value) => (
              <label key={value} className="flex items-start gap-2 text-sm text-slate-900 dark:text-slate-100">
                <input
                  {...getInputProps(fields.monthlyBy, { type: "radio", value })}
                  id={`${fields.monthlyBy.id}-${value}`}
                  key={`${fields.monthlyBy.key}-${value}`}
                  defaultChecked={monthlyBy === value}
                  className="mt-0.5 h-4 w-4 accent-brand-700"
                />
                {value === "day" ? t("content.events.repeat.monthlyDay") : t("content.events.repeat.monthlyWeekday")}
              </label>
            ))}
          </div>
          <ErrorList id={fields.monthlyBy.errorId} errors={fields.monthlyBy.errors} />
        </fieldset>
      ) : null}
    </fieldset>
  );
}
