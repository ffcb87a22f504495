// Languages the product speaks, and how a browser's Accept-Language picks one. Client-safe.

export const LANGUAGES = ["en", "es", "fr"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = "en";

/** Each language's name in itself, for the switcher. */
export const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", es: "Español", fr: "Français" };

/** The cookie the footer switcher sets (visitors, and signed-in users as a mirror of their setting). */
export const LANGUAGE_COOKIE = "lng";

export function isLanguage(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The best supported language for an Accept-Language header (`es-MX,es;q=0.9,en;q=0.8`), by q value
 * then order, matching on the primary subtag; null when none is supported.
 */
export function negotiateLanguage(header: string | null | undefined): Lang | null {
  if (!header) return null;
  const ranges = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0] ?? "",
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.quality > 0 && r.primary)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of ranges) if (isLanguage(range.primary)) return range.primary;
  return null;
}
