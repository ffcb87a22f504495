import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";

/** Prints the page (go-kit, household plan, an activation's record); without JS the browser's own print does the same. */
export function PrintButton({ label }: { label?: string }) {
  const { t } = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn-secondary" onClick={() => window.print()}>
      {label ?? t("gokit.print")}
    </button>
  );
}
