import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { env } from "./env.server";

export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string(),
  description: z.string().optional(),
  type: z.enum(["message", "success", "error"]).default("message"),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const TOAST_KEY = "toast";
const TOAST_COOKIE = "en_toast";

export const toastSessionStorage = createCookieSessionStorage({
  cookie: {
    name: TOAST_COOKIE,
    sameSite: "lax",
    path: "/",
    httpOnly: true,
    secrets: env.sessionSecrets,
    secure: env.isProduction && !env.insecureCookies,
  },
});

/** A Set-Cookie header that flashes a toast for the next page the browser renders. */
export async function createToastHeaders(toastInput: ToastInput) {
  const session = await toastSessionStorage.getSession();
  session.flash(TOAST_KEY, ToastSchema.parse(toastInput));
  return new Headers({ "Set-Cookie": await toastSessionStorage.commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  const toastHeaders = await createToastHeaders(toast);
  headers.append("Set-Cookie", toastHeaders.get("Set-Cookie")!);
  return redirect(url, { ...init, headers });
}

const NO_TOAST = { toast: null, headers: null };

export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  // Every page's root loader asks; almost no request carries a toast. Without the cookie's name in
  // the header there is nothing to parse, verify or clear (the answer getSession would give).
  const cookie = request.headers.get("Cookie");
  if (!cookie?.includes(`${TOAST_COOKIE}=`)) return NO_TOAST;
  const session = await toastSessionStorage.getSession(cookie);
  const parsed = ToastSchema.safeParse(session.get(TOAST_KEY));
  const toast = parsed.success ? parsed.data : null;
  return {
    toast,
    headers: toast ? new Headers({ "Set-Cookie": await toastSessionStorage.destroySession(session) }) : null,
  };
}

export function combineHeaders(...headers: Array<ResponseInit["headers"] | null | undefined>) {
  const combined = new Headers();
  for (const header of headers) {
    if (!header) continue;
    for (const [key, value] of new Headers(header).entries()) combined.append(key, value);
  }
  return combined;
}
