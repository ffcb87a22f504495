/** The zone dates are shown in when nobody has chosen one (visitors, accounts without a preference). */
export const DEFAULT_TIMEZONE = "America/New_York";

/**
 * Zone names already checked. Building an Intl.DateTimeFormat to test a name costs a fraction of a
 * millisecond, and every request (and many rows) asks: the answer for a name never changes. Bounded,
 * since names can come from input.
 */
const checkedZones = new Map<string, boolean>();

/** A time zone name the runtime knows, else the default. */
export function safeTimeZone(timeZone: string | null | undefined) {
  if (!timeZone) return DEFAULT_TIMEZONE;
  let known = checkedZones.get(timeZone);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone });
      known = true;
    } catch {
      known = false;
    }
    if (checkedZones.size >= 1_000) checkedZones.clear();
    checkedZones.set(timeZone, known);
  }
  return known ? timeZone : DEFAULT_TIMEZONE;
}

/**
 * A new account's zone: the browser's (the sign-up form's hidden `timeZone`, filled by a script),
 * else a guess from the Accept-Language region when that region keeps one zone ("es-PR" → Puerto
 * Rico, "fr-FR" → Paris; "en-US" spans many), else the default. A guess is replaced by the zone of
 * the first chapter the member asks to join.
 */
export function initialTimeZone(
  browserZone: unknown,
  acceptLanguage: string | null | undefined,
): { timezone: string; timezoneSource: "browser" | "guess" } {
  if (typeof browserZone === "string" && browserZone && safeTimeZone(browserZone) === browserZone) {
    return { timezone: browserZone, timezoneSource: "browser" };
  }
  for (const part of (acceptLanguage ?? "").split(",").slice(0, 10)) {
    const tag = part.split(";")[0]!.trim();
    if (!tag || tag === "*") continue;
    try {
      const locale = new Intl.Locale(tag) as Intl.Locale & { timeZones?: string[] };
      const zones = locale.region ? locale.timeZones : undefined;
      if (zones?.length === 1) return { timezone: zones[0]!, timezoneSource: "guess" };
    } catch {
      // Not a language tag: try the next one.
    }
  }
  return { timezone: DEFAULT_TIMEZONE, timezoneSource: "guess" };
}
