/** The zone dates are shown in when nobody has chosen one (visitors, accounts without a preference). */
export const DEFAULT_TIMEZONE = "America/New_York";

/** A time zone name the runtime knows, else the default. */
export function safeTimeZone(timeZone: string | null | undefined) {
  if (!timeZone) return DEFAULT_TIMEZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}
