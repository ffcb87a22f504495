import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList } from "~/components/forms";
import { useT } from "~/i18n/react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Conform's field metadata of any form
type AnyField = FieldMetadata<any, any, string[]>;

/**
 * On the Edit and Cancel Event pages of an occurrence of a series only: the series in words, then
 * this date, or this date and the following ones (`followingCount`: how many, this one included).
 * "Only this date" is checked unless the form comes back with the other choice.
 */
export function ScopeChoice({ field, series }: { field: AnyField; series: { followingCount: number; label: string } }) {
  const { t } = useT();
  const chosen = String(field.initialValue ?? "one");
  return (
    <fieldset className="mb-4 rounded-md border border-slate-300 p-4 dark:border-slate-600" data-testid="scope-choice">
      <legend className="px-1 text-sm font-semibold">{t("content.events.scope.legend")}</legend>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="event-series">
        {series.label}
      </p>
      <div className="flex flex-col gap-2">
        {(["one", "following"] as const).map((value) => (
          <label key={value} className="flex items-start gap-2 text-sm text-slate-900 dark:text-slate-100">
            <input
              {...getInputProps(field, { type: "radio", value })}
              id={`${field.id}-${value}`}
              key={`${field.key}-${value}`}
              defaultChecked={chosen === value}
              className="mt-0.5 h-4 w-4 accent-brand-700"
            />
            {value === "one"
              ? t("content.events.scope.one")
              : t("content.events.scope.following", { count: series.followingCount })}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}
