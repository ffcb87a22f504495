import { useT } from "~/i18n/react";
import { useHydrated } from "~/utils/use-hydrated";

/** Prints the page (go-kit, household plan); without JS the browser's own print does the same. */
export function PrintButton() {
  const { t } = useT();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <button type="button" className="btn-secondary" onClick={() => window.print()}>
      {t("gokit.print")}
    </button>
  );
}
