import { siteTitle } from "~/utils/page-meta";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { refuse } from "~/flows/respond.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventCancelForm } from "~/components/events/event-cancel-form";
import { cancelFormProps, requireManagedEventPage } from "~/flows/event-edit.server";
import { CancelEventSchema } from "~/models/event.schema";
import { cancelEventInScope } from "~/models/event-series.server";

// Cancel Event: one event, with an optional reason, for its chapter's leaders and admins. Everyone
// who answered Confirmed or Maybe is told (email, SMS if they opted in); calendars get
// STATUS:CANCELLED. Reached from the event's page and the Edit Event page; Back, "Keep Event" and a
// done cancellation lead to the event's page (/events/:id), where the leader sees it as everyone does.
const PAGE = {
  namespace: "content",
  texts: {
    title: "content.events.cancel.title",
    back: "content.events.cancel.back",
    intro: "content.events.cancel.intro",
  },
} as const;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await requireManagedEventPage(request, params.id);
  const { event, i18n } = ctx;
  return formPageData(
    i18n,
    {
      ...PAGE,
      backTo: `/events/${event.id}`,
      values: { title: event.title },
      title: siteTitle(i18n.t("content.events.cancel.pageTitle")),
    },
    cancelFormProps(ctx),
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { actor, event, i18n } = await requireManagedEventPage(request, params.id);
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: CancelEventSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let outcome;
  try {
    outcome = cancelEventInScope(actor, event.id, submission.value, submission.value.scope);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.events.cancel.failed" });
  }
  const { t } = i18n;
  return savedForm(formData, submission, {
    to: `/events/${event.id}`,
    title: t("content.events.cancel.done"),
    text:
      outcome.occurrences.length > 1
        ? t("content.events.cancel.doneSeries", { title: event.title, count: outcome.occurrences.length })
        : t("content.events.cancel.doneText", { title: event.title, count: outcome.notified }),
  });
}

export default formPage<typeof loader>(EventCancelForm);

export const meta = formMeta("Cancel Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
