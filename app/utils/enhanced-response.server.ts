import { json } from "@remix-run/node";
import { isEnhanced } from "./enhanced";
import { safeRedirect } from "./misc";
import { createToastHeaders, redirectWithToast, type ToastInput } from "./toast.server";

/**
 * Enhanced posts (see utils/enhanced.ts) get JSON back (the toast still travels in the flash cookie,
 * read by the root loader's revalidation); plain no-JS posts get a redirect (post/redirect/get) so
 * the toast shows on the next page.
 */
export { isEnhanced } from "./enhanced";

export async function respondWithToast<T extends Record<string, unknown>>(
  formData: FormData,
  opts: { redirectTo: string | null | undefined; fallback: string; toast: ToastInput; data?: T },
) {
  if (isEnhanced(formData)) {
    return json({ ok: true as const, ...(opts.data ?? ({} as T)) }, { headers: await createToastHeaders(opts.toast) });
  }
  return redirectWithToast(safeRedirect(opts.redirectTo, opts.fallback), opts.toast);
}

/** Where a no-JS post should come back to: the page it was sent from (same-site paths only). */
export function redirectTarget(formData: FormData, fallback: string) {
  const to = formData.get("redirectTo");
  return safeRedirect(typeof to === "string" ? to : null, fallback);
}
