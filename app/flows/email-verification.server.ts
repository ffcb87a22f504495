import { json, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { refuse } from "./respond.server";
import { getActor, requireActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { appBaseUrl } from "~/messaging/links.server";
import { confirmEmailAddress, findVerifyEmailAddress, resendAddressCheck } from "~/models/email-verification.server";
import { safeRedirect } from "~/utils/misc";
import { withinRateLimit } from "~/utils/rate-limit.server";
import { redirectWithToast } from "~/utils/toast.server";

// The emailed confirmation link's page and "Send the link again" (decision 023). Like the other
// public account pages, their loaders and actions live here, out of the browser bundle.

/** The link's page: the address and a "Confirm" button when the link is live, else a word that it is not. */
export async function verifyEmailLoader({ request, params }: LoaderFunctionArgs) {
  return json({
    email: findVerifyEmailAddress(params.token ?? ""),
    signedIn: !!(await getActor(request)),
    i18n: (await getI18n(request)).messages("auth", "validation"),
  });
}

/**
 * Confirms the address (a POST: opening the link changes nothing, so a mail scanner fetching it
 * spends nothing). The visitor goes on to the dashboard when signed in, else to sign in.
 */
export async function verifyEmailAction(request: Request, token: string) {
  const { t } = await getI18n(request);
  try {
    confirmEmailAddress(token);
  } catch (error) {
    // A used or expired link: said above the form, which offers a new one.
    return refuse(error, request, { submission: null });
  }
  const signedIn = !!(await getActor(request));
  return redirectWithToast(signedIn ? "/dashboard" : "/auth/login", {
    title: t("auth.toast.emailConfirmed"),
    description: signedIn ? t("auth.toast.emailConfirmedJoin") : t("auth.toast.emailConfirmedSignIn"),
    type: "success",
  });
}

/** "Confirm your email" for the signed-in owner: where the link went, and a way to get a new one. */
export async function confirmEmailPageLoader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  if (actor.emailVerified) throw redirect("/dashboard");
  return json({ email: actor.email, i18n: (await getI18n(request)).messages("auth") });
}

/** "Send the link again": a new link (replacing the old one), three an hour per account; back where it was asked. */
export async function resendConfirmationAction(request: Request) {
  const actor = await requireActor(request);
  const formData = await request.formData();
  const back = safeRedirect(formData.get("redirectTo"), "/auth/verify-email");
  const { t, lang } = await getI18n(request);
  if (actor.emailVerified) {
    return redirectWithToast(safeRedirect(formData.get("redirectTo")), {
      title: t("auth.toast.emailConfirmed"),
      description: t("auth.toast.emailConfirmedJoin"),
      type: "success",
    });
  }
  if (!(await withinRateLimit("verifyEmailResend", actor.id))) {
    return redirectWithToast(back, {
      title: t("auth.toast.resendLimited"),
      description: t("auth.toast.resendLimitedText"),
      type: "error",
    });
  }
  resendAddressCheck(actor, appBaseUrl(request), lang);
  return redirectWithToast(back, {
    title: t("auth.toast.linkSent"),
    description: t("auth.toast.linkSentText", { email: actor.email }),
    type: "success",
  });
}
