import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { EnhancedField } from "./enhanced-field";
import { Monitor, Moon, Sun } from "./shell-icons";
import { useT } from "~/i18n/react";

/** "system" follows the device's light or dark setting (CSS only: no script, no flash). */
export type Theme = "light" | "dark" | "system";
const THEMES: Theme[] = ["system", "light", "dark"];

/** The theme the page should show now: the optimistic value of an in-flight toggle, else the cookie's. */
export function useOptimisticTheme(serverTheme: Theme): Theme {
  const fetcher = useFetcher({ key: "theme-toggle" });
  const pending = fetcher.formData?.get("theme");
  return pending === "dark" || pending === "light" || pending === "system" ? pending : serverTheme;
}

/** The <html> attributes of a theme: the class the styles key on and the browser's color scheme. */
export function themeAttributes(theme: Theme) {
  return {
    className: theme === "dark" ? "dark" : theme === "system" ? "system" : "",
    style: { colorScheme: theme === "system" ? "light dark" : theme },
  };
}

export const THEME_LABELS = {
  system: "common.theme.toSystem",
  light: "common.theme.toLight",
  dark: "common.theme.toDark",
} as const;
export const THEME_ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** The theme the switch offers next: system, light, dark, and round again. */
export function nextTheme(theme: Theme): Theme {
  return THEMES[(THEMES.indexOf(theme) + 1) % THEMES.length]!;
}

export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher({ key: "theme-toggle" });
  const location = useLocation();
  // One button steps through the three: system, light, dark, and round again.
  const next = nextTheme(theme);
  const { t } = useT();
  const label = t(THEME_LABELS[next]);
  const Icon = THEME_ICONS[theme];
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
        <Icon aria-hidden="true" className="h-5 w-5" />
      </button>
    </fetcher.Form>
  );
}
