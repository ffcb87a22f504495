import { siteTitle } from "~/utils/page-meta";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { refuse } from "~/flows/respond.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventEditForm } from "~/components/events/event-edit-form";
import { eventEditFormProps, requireManagedEventPage } from "~/flows/event-edit.server";
import { EventEditFormSchema, eventChangesFromForm } from "~/models/event.schema";
import { updateEventInScope } from "~/models/event-series.server";

// Edit Event: every field of one event, for its chapter's leaders and admins (the model's
// "event.manage" rule). Times are read in the chapter's zone. A new time or place notifies everyone
// who answered; the page says how many notices went. The event page (/events/:id) links here.
const PAGE = {
  namespace: "content",
  texts: { title: "content.events.edit.title", back: "content.events.back", intro: "content.events.edit.intro" },
  backTo: "/dashboard/events",
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireManagedEventPage(request, params.id);
  const { event, i18n } = ctx;
  return formPageData(
    i18n,
    {
      ...PAGE,
      values: { title: event.title, chapter: event.chapterName },
      title: siteTitle(i18n.t("content.events.edit.pageTitle")),
    },
    eventEditFormProps(ctx),
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, event, i18n } = await requireManagedEventPage(request, params.id);
  const formData = await request.formData();
  if (formData.get("intent") !== "update") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: EventEditFormSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let outcome;
  try {
    // An occurrence of a series: this date only, or it and the following ones (the scope choice).
    const changes = eventChangesFromForm(submission.value, event.chapterTimeZone);
    outcome = updateEventInScope(actor, event.id, changes, submission.value.scope);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.events.edit.failed" });
  }
  const { t } = i18n;
  const title = outcome.event.title;
  return savedForm(formData, submission, {
    to: `/dashboard/events/${event.id}/edit`,
    title: outcome.changed.length ? t("content.events.edit.saved") : t("content.events.edit.unchanged"),
    text: !outcome.changed.length
      ? t("content.events.edit.unchangedText")
      : outcome.occurrences.length > 1
        ? t("content.events.edit.savedSeries", { title, count: outcome.occurrences.length })
        : outcome.notified
          ? t("content.events.edit.savedNotified", { title, count: outcome.notified })
          : t("content.events.edit.savedText", { title }),
    keep: true,
  });
}

export default formPage<typeof loader>(EventEditForm);

export const meta = formMeta("Edit Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
