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

export const toastSessionStorage = createCookieSessionStorage({
  cookie: {
    name: "en_toast",
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

export async function getToast(request: Request) {
  const session = await toastSessionStorage.getSession(request.headers.get("Cookie"));
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
