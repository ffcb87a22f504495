import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ContactActionData } from "~/components/chapter-contact-form";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { ChapterContactSchema, type ChapterContactInput } from "~/models/chapter-contact.schema";
import { contactChapter } from "~/models/chapter-contact.server";
import { getChapterPage } from "~/models/directory.server";
import { contactNetwork } from "~/models/site-contact.server";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { isEnhanced } from "~/utils/enhanced";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { chapterNotFound } from "./chapter-not-found.server";
import { rateLimitMessage } from "./public-forms.server";

/**
 * The contact pages' loaders and actions (a chapter's leaders at /chapters/{slug}/contact, the
 * network's administrators at /contact). They live here, not in the routes, so the pages' browser
 * bundles never reach the schema and Conform's server parser (public pages: ≤ 110 KB of JS).
 */

/** Only approved chapters take messages (their page is public). */
async function loadChapter(request: Request, slug: string | undefined) {
  const user = await getActor(request);
  const page = getChapterPage(slug ?? "", user);
  if (!page || page.chapter.status !== "Approved") throw chapterNotFound(await getI18n(request));
  return { user, chapter: page.chapter };
}

export async function contactLoader({ request, params }: LoaderFunctionArgs) {
  const [{ user, chapter }, i18n] = await Promise.all([loadChapter(request, params.slug), getI18n(request)]);
  return json({
    chapter: { name: chapter.name, slug: chapter.slug },
    defaults: user ? { name: user.displayName, email: user.email } : null,
    metaTitle: i18n.t("public.contact.metaTitle", { name: chapter.name }),
    i18n: i18n.messages("public", "validation"),
  });
}

export async function contactAction({ request, params, context }: ActionFunctionArgs) {
  const { user, chapter } = await loadChapter(request, params.slug);
  const { t } = await getI18n(request);
  return sendContactForm(request, context, {
    back: `/chapters/${chapter.slug}`,
    sentToast: { title: t("public.contact.toastTitle"), description: t("public.contact.toastText") },
    send: (input) => contactChapter({ chapterId: chapter.id, senderId: user?.id ?? null, input }),
  });
}

export async function siteContactLoader({ request }: LoaderFunctionArgs) {
  const [user, i18n] = await Promise.all([getActor(request), getI18n(request)]);
  return json({
    defaults: user ? { name: user.displayName, email: user.email } : null,
    metaTitle: i18n.t("public.siteContact.metaTitle"),
    i18n: i18n.messages("public", "validation"),
  });
}

export async function siteContactAction({ request, context }: ActionFunctionArgs) {
  const user = await getActor(request);
  const { t } = await getI18n(request);
  return sendContactForm(request, context, {
    back: "/contact?sent=1",
    sentToast: { title: t("public.contact.toastTitle"), description: t("public.siteContact.toastText") },
    send: (input) => contactNetwork({ senderId: user?.id ?? null, input }),
  });
}

/**
 * One contact post: a bot's (hidden field filled) pretends to succeed; an invalid one comes back
 * with its errors and is not counted; a valid one counts against the hourly limit, then is sent.
 * A fetcher (JS) gets JSON and a toast; a plain post a redirect with the toast.
 */
async function sendContactForm(
  request: Request,
  context: AppLoadContext,
  opts: {
    back: string;
    sentToast: { title: string; description: string };
    send: (input: ChapterContactInput) => Promise<unknown>;
  },
) {
  const { t } = await getI18n(request);
  const sentToast = { ...opts.sentToast, type: "success" as const };
  const formData = await request.formData();
  const viaFetcher = isEnhanced(formData);
  const submission = parseSubmission(formData, { schema: ChapterContactSchema });

  if (formData.get(HONEYPOT_FIELD)) {
    return viaFetcher ? json({ sent: true } satisfies ContactActionData) : redirectWithToast(opts.back, sentToast);
  }
  if (submission.status !== "success") {
    return json({ result: submission.reply() } satisfies ContactActionData, { status: 400 });
  }
  // Only a message that would be sent counts: a typo fixed and resent is not "too many".
  const limited = await rateLimitMessage(context, "contact", t);
  if (limited) {
    return json({ result: submission.reply({ formErrors: [limited] }) } satisfies ContactActionData, { status: 429 });
  }
  await opts.send(submission.value);
  if (viaFetcher) {
    return json({ sent: true, result: submission.reply({ resetForm: true }) } satisfies ContactActionData, {
      headers: await createToastHeaders(sentToast),
    });
  }
  return redirectWithToast(opts.back, sentToast);
}
