import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventCancelForm } from "~/components/events/event-cancel-form";
import { cancelFormProps, requireManagedEventPage } from "~/flows/event-edit.server";
import { formAction, formLoader, type FormSpec } from "~/flows/form-route.server";
import { CancelEventSchema } from "~/models/event.schema";
import { cancelEvent } from "~/models/event-change.server";
import { siteTitle } from "~/utils/page-meta";

// Cancel Event: one event, with an optional reason, for its chapter's leaders and admins. Everyone
// who answered Confirmed or Maybe is told (email, SMS if they opted in); calendars get
// STATUS:CANCELLED. Reached from the Edit Event page.
const CANCEL_EVENT = {
  guard: ({ request, params }) => requireManagedEventPage(request, params.id),
  namespace: "content",
  backTo: ({ event }) => `/dashboard/events/${event.id}/edit`,
  form: (ctx) => cancelFormProps(ctx),
  texts: {
    title: "content.events.cancel.title",
    back: "content.events.cancel.back",
    intro: "content.events.cancel.intro",
  },
  values: ({ event }) => ({ title: event.title }),
  title: (t) => siteTitle(t("content.events.cancel.pageTitle")),
  schema: CancelEventSchema,
  failure: "content.events.cancel.failed",
  save: (value, { actor, event, i18n: { t } }) => {
    const outcome = cancelEvent(actor, event.id, value);
    return {
      to: `/dashboard/events/${event.id}/edit`,
      title: t("content.events.cancel.done"),
      text: t("content.events.cancel.doneText", { title: event.title, count: outcome.notified }),
    };
  },
} satisfies FormSpec<Awaited<ReturnType<typeof requireManagedEventPage>>, typeof CancelEventSchema, unknown>;

export const loader = (args: LoaderFunctionArgs) => formLoader(args, CANCEL_EVENT);

export const action = (args: ActionFunctionArgs) => formAction(args, CANCEL_EVENT);

export default formPage<typeof loader>(EventCancelForm);

export const meta = formMeta("Cancel Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
