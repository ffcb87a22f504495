import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { EnhancedField } from "./enhanced-field";
import { Moon, Sun } from "./shell-icons";
import { useT } from "~/i18n/react";

export type Theme = "light" | "dark";

/** The theme the page should show now: the optimistic value of an in-flight toggle, else the cookie's. */
export function useOptimisticTheme(serverTheme: Theme): Theme {
  const fetcher = useFetcher({ key: "theme-toggle" });
  const pending = fetcher.formData?.get("theme");
  return pending === "dark" || pending === "light" ? pending : serverTheme;
}

export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme-toggle" });
  const location = useLocation();
  const next: Theme = theme === "dark" ? "light" : "dark";
  const { t } = useT();
  const label = next === "dark" ? t("common.theme.toDark") : t("common.theme.toLight");
  useEffect(() => {
    try {
      window.localStorage.setItem("theme", theme);
    } catch {
      /* storage may be unavailable (private mode); the cookie still holds the theme */
    }
  }, [theme]);
  return (
    <fetcher.Form method="post" action="/resources/theme">
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <EnhancedField />
      <button type="submit" className="btn-ghost px-2" aria-label={label} title={label}>
        {theme === "dark" ? (
          <Sun aria-hidden="true" className="h-5 w-5" />
        ) : (
          <Moon aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
    </fetcher.Form>
  );
}
