import { refuse } from "./respond.server";
import { json, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { getActor } from "~/access/actor.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { getI18n } from "~/i18n/i18n.server";
import { appBaseUrl } from "~/messaging/links.server";
import { findPasswordResetEmail, requestPasswordReset, resetPassword } from "~/models/password-reset.server";
import { ForgotPasswordSchema, ResetPasswordSchema } from "~/models/user.schema";
import { clientAddress } from "~/utils/load-context";
import { withinRateLimit } from "~/utils/rate-limit.server";
import { authSessionStorage } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

// "Forgot your password?" and the emailed link's page. Like sign-in, the loaders and actions live
// here so zod never reaches these public pages' browser bundles.

export const TOO_MANY_RESETS = "Too many requests. Please try again later.";

/** Forgot-password page: a signed-in visitor has Settings → Security instead. */
export async function forgotPasswordLoader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect("/dashboard/settings/security");
  return json({ i18n: (await getI18n(request)).messages("auth", "validation") });
}

/**
 * Sends a reset link when the address has an account, and answers the same either way (the same
 * words, the same status, and no wait for SMTP: the mail is queued). Throttled per client address
 * (an answer the visitor sees) and per address asked for (silently: the link is just not sent, so
 * the limit says nothing about whether the account exists).
 */
export async function forgotPasswordAction(request: Request, context: AppLoadContext) {
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply(), sentTo: null }, { status: 400 });
  }
  if (!(await withinRateLimit("passwordReset", clientAddress(context)))) {
    return json({ result: submission.reply({ formErrors: [TOO_MANY_RESETS] }), sentTo: null }, { status: 429 });
  }
  const { email } = submission.value;
  // The queued mail wakes the delivery worker itself.
  if (await withinRateLimit("passwordResetAccount", email)) requestPasswordReset(email, appBaseUrl(request));
  return json({ result: submission.reply({ resetForm: true }), sentTo: email });
}

/** The link's page: the form when the link is live, else a word that it is not (and a way to a new one). */
export async function resetPasswordLoader({ request, params }: LoaderFunctionArgs) {
  return json({
    email: findPasswordResetEmail(params.token ?? ""),
    i18n: (await getI18n(request)).messages("auth", "validation"),
  });
}

/** Sets the new password, ends every session of the account, and sends the visitor to sign in. */
export async function resetPasswordAction(request: Request, context: AppLoadContext, token: string) {
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: ResetPasswordSchema });
  const hide = ["password", "confirmPassword"];
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: hide }) }, { status: 400 });
  }
  if (!(await withinRateLimit("resetPassword", clientAddress(context)))) {
    return json({ result: submission.reply({ formErrors: [TOO_MANY_RESETS], hideFields: hide }) }, { status: 429 });
  }
  try {
    await resetPassword(token, submission.value.password);
  } catch (error) {
    return refuse(error, request, { submission, hideFields: hide });
  }
  const { t } = await getI18n(request);
  return redirectWithToast(
    "/auth/login",
    { title: t("auth.toast.passwordReset"), description: t("auth.toast.passwordResetSignIn"), type: "success" },
    // The reset ended every session; a session cookie this browser still carries goes too.
    { headers: { "Set-Cookie": await authSessionStorage.destroySession(await authSessionStorage.getSession()) } },
  );
}
