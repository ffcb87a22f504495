import { parseSubmission } from "~/utils/form-submission.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ContactActionData } from "~/components/chapter-contact-form";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { ChapterContactSchema } from "~/models/chapter-contact.schema";
import { contactChapter } from "~/models/chapter-contact.server";
import { getChapterPage } from "~/models/directory.server";
import { HONEYPOT_FIELD } from "~/models/waitlist.options";
import { isEnhanced } from "~/utils/enhanced";
import { createToastHeaders, redirectWithToast } from "~/utils/toast.server";
import { rateLimitMessage } from "./public-forms.server";

/**
 * The chapter contact page's loader and action. They live here, not in the route, so the page's
 * browser bundle never reaches the schema and Conform's server parser (a public page: ≤ 110 KB of JS).
 */

/** Only approved chapters take messages (their page is public). */
async function loadChapter(request: Request, slug: string | undefined) {
  const user = await getActor(request);
  const page = getChapterPage(slug ?? "", user);
  if (!page || page.chapter.status !== "Approved") throw json({ error: "Chapter not found" }, { status: 404 });
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
  const sentToast = {
    title: t("public.contact.toastTitle"),
    description: t("public.contact.toastText"),
    type: "success" as const,
  };
  const formData = await request.formData();
  const viaFetcher = isEnhanced(formData);
  const back = `/chapters/${chapter.slug}`;
  const submission = parseSubmission(formData, { schema: ChapterContactSchema });

  // A bot filled the hidden field: pretend it worked.
  if (formData.get(HONEYPOT_FIELD)) {
    return viaFetcher ? json({ sent: true } satisfies ContactActionData) : redirectWithToast(back, sentToast);
  }
  const limited = await rateLimitMessage(context, "contact", t);
  if (limited) {
    return json({ result: submission.reply({ formErrors: [limited] }) } satisfies ContactActionData, { status: 429 });
  }
  if (submission.status !== "success") {
    return json({ result: submission.reply() } satisfies ContactActionData, { status: 400 });
  }
  await contactChapter({ chapterId: chapter.id, senderId: user?.id ?? null, input: submission.value });
  if (viaFetcher) {
    return json({ sent: true, result: submission.reply({ resetForm: true }) } satisfies ContactActionData, {
      headers: await createToastHeaders(sentToast),
    });
  }
  return redirectWithToast(back, sentToast);
}
