import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import type { WaitlistActionData } from "~/components/waitlist-form";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { WaitlistSchema } from "~/models/waitlist.schema";
import { hasJoinedWaitlist, joinWaitlist, waitlistedCookie } from "~/models/waitlist.server";
import { isEnhanced } from "~/utils/enhanced";
import { combineHeaders, createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { rateLimitMessage } from "./public-forms.server";

/**
 * The /waitlist page's loader and action. They live here, not in the route, so the page's browser
 * bundle never reaches the schema and Conform's server parser (a public page: ≤ 110 KB of JS).
 */

const JOINED_URL = "/waitlist?joined=1";

export async function waitlistLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const [user, i18n] = await Promise.all([getActor(request), getI18n(request)]);
  return json({
    joined: url.searchParams.get("joined") === "1",
    alreadyJoined: await hasJoinedWaitlist(request),
    defaultEmail: user?.email ?? "",
    i18n: i18n.messages("public", "validation"),
  });
}

function failure(title: string, message: string, status: number, reply: WaitlistActionData["result"]) {
  return json(
    {
      result: reply,
      toast: { id: crypto.randomUUID(), title, description: message, type: "error" as const },
    } satisfies WaitlistActionData,
    { status },
  );
}

export async function waitlistAction({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const { t, lang } = await getI18n(request);
  const intent = formData.get("intent") ?? "signup";
  // Set only by the dialog form, which exists only with JS and submits through a fetcher.
  const viaFetcher = isEnhanced(formData);

  if (intent === "start") {
    // The email strip without JS: show the full form with the email filled in. Nothing is saved.
    const email = String(formData.get("email") ?? "")
      .trim()
      .slice(0, 254);
    return json({ prefillEmail: email } satisfies WaitlistActionData);
  }
  if (intent !== "signup") throw json({ error: "Unknown form action" }, { status: 400 });

  const submission = parseSubmission(formData, { schema: WaitlistSchema });

  // A bot filled the hidden field: act as if it worked, save nothing.
  if (formData.get(HONEYPOT_FIELD)) {
    return viaFetcher ? json({ joined: true } satisfies WaitlistActionData) : redirect(JOINED_URL);
  }

  const limited = await rateLimitMessage(context, "waitlist", t);
  if (limited)
    return failure(t("public.waitlist.failedTitle"), limited, 429, submission.reply({ formErrors: [limited] }));

  if (submission.status !== "success") {
    return json({ result: submission.reply() } satisfies WaitlistActionData, { status: 400 });
  }

  try {
    const user = await getActor(request);
    // The welcome email goes out in the language of the page the visitor used.
    await joinWaitlist(submission.value, user?.id ?? null, lang);
  } catch (error) {
    console.error("[waitlist] signup failed", error);
    const message = t("public.waitlist.failed");
    return failure(t("public.waitlist.failedTitle"), message, 500, submission.reply({ formErrors: [message] }));
  }

  const cookie = { "Set-Cookie": await waitlistedCookie.serialize("1") };
  const toast = {
    title: t("public.waitlist.toastTitle"),
    description: t("public.waitlist.toastText"),
    type: "success" as const,
  };
  if (viaFetcher) {
    return json({ joined: true, result: submission.reply({ resetForm: true }) } satisfies WaitlistActionData, {
      headers: combineHeaders(cookie, await createToastHeaders(toast)),
    });
  }
  return redirectWithToast(JOINED_URL, toast, { headers: cookie });
}
