import { parseSubmission } from "~/utils/form-submission.server";
import { initialTimeZone } from "~/utils/time-zone";
import { json, redirect, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";
import { getActor } from "~/access/actor.server";
import { LoginSchema, RegisterSchema } from "~/models/user.schema";
import { registerAccount } from "~/models/email-verification.server";
import { appBaseUrl } from "~/messaging/links.server";
import { authenticator, InvalidCredentialsError } from "./authenticator.server";
import { safeRedirect } from "~/utils/misc";
import { enforceAccountRateLimit, enforceRateLimit, withinRateLimit } from "~/utils/rate-limit.server";
import { commitNewBrowserSession } from "~/access/sessions.server";
import { combineHeaders, createToastHeaders } from "~/utils/toast.server";
import { serverT } from "~/i18n/catalogue.server";
import { getI18n } from "~/i18n/i18n.server";
import { getLanguagePreference } from "~/models/language.server";

// The sign-in and register form actions live here (not in the route modules) so that zod and the
// schemas never reach the browser bundle of these public pages.

const HIDE = ["password", "confirmPassword"];

/** Both pages' loader: a signed-in visitor goes on (to `redirectTo`, else the dashboard); the others get the pages' texts. */
export async function authPageLoader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")));
  return json({ i18n: (await getI18n(request)).messages("auth", "validation") });
}

export async function loginAction(request: Request, context: AppLoadContext) {
  await enforceRateLimit(context, "login");
  const formData = await request.clone().formData();
  const submission = parseSubmission(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  // Per account too, so guesses at one account spread over many addresses are still slowed.
  await enforceAccountRateLimit("loginAccount", submission.value.email);
  let userId: string;
  try {
    userId = await authenticator.authenticate("form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    // Said once, in the form's alert (a toast saying the same again was noise).
    return json(
      {
        result: submission.reply({
          formErrors: ["Login failed: invalid email or password."],
          hideFields: ["password"],
        }),
        toast: null,
      },
      { status: 400 },
    );
  }
  const { setCookie } = await commitNewBrowserSession(request, userId);
  // Signed in now: the toast speaks the member's saved language, else the page's.
  const t = serverT(getLanguagePreference(userId)?.language ?? (await getI18n(request)).lang);
  const toastHeaders = await createToastHeaders({
    title: t("auth.toast.welcomeBack"),
    description: t("auth.toast.signedIn"),
    type: "success",
  });
  return redirect(safeRedirect(submission.value.redirectTo), {
    headers: combineHeaders({ "Set-Cookie": setCookie }, toastHeaders),
  });
}

/**
 * Registration, page and API alike: one answer for every address (decision 023). A new address
 * gets an unproven account and its confirmation link; a taken one gets its owner a notice
 * (throttled silently per address) and nothing else. Nobody is signed in.
 */
export async function signUp(
  input: Omit<Parameters<typeof registerAccount>[0], "zone"> & { timeZone?: unknown },
  request: Request,
) {
  const { timeZone, ...account } = input;
  const zone = initialTimeZone(timeZone ?? null, request.headers.get("Accept-Language"));
  const { lang } = await getI18n(request);
  await registerAccount({ ...account, zone }, appBaseUrl(request), lang, (email) =>
    withinRateLimit("registerNotice", email),
  );
}

export async function registerAction(request: Request, context: AppLoadContext) {
  await enforceRateLimit(context, "register");
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: HIDE }), sentTo: null }, { status: 400 });
  }
  const { email, password, displayName, role, justification } = submission.value;
  await signUp(
    { email, password, displayName, requestedRole: role, justification, timeZone: formData.get("timeZone") },
    request,
  );
  // The same words and status whether or not the address had an account.
  return json({ result: submission.reply({ resetForm: true }), sentTo: email });
}
