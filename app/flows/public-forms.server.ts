import type { AppLoadContext } from "@remix-run/node";
import type { RequestI18n } from "~/i18n/i18n.server";
import { enforceRateLimit, type RateLimitName } from "~/utils/rate-limit.server";

/**
 * Counts a public form's submission against its rate limit. Over the limit: the message the page
 * shows, in the visitor's language (the JSON API keeps the English 429 of `enforceRateLimit`).
 */
export async function rateLimitMessage(context: AppLoadContext, name: RateLimitName, t: RequestI18n["t"]) {
  try {
    await enforceRateLimit(context, name);
    return null;
  } catch (error) {
    if (!(error instanceof Response) || error.status !== 429) throw error;
    const seconds = Number(error.headers.get("Retry-After")) || 1;
    // "Wait 1,937 seconds" reads like a malfunction: past a minute and a half, say minutes.
    if (seconds <= 90) return t("public.form.rateLimited", { count: seconds });
    return t("public.form.rateLimitedMinutes", { count: Math.ceil(seconds / 60) });
  }
}
