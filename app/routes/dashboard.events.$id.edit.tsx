import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventEditForm } from "~/components/events/event-edit-form";
import { eventEditFormProps, requireManagedEventPage } from "~/flows/event-edit.server";
import { formAction, formLoader, type FormSpec } from "~/flows/form-route.server";
import { EventEditFormSchema, eventChangesFromForm } from "~/models/event.schema";
import { updateEvent } from "~/models/event-change.server";
import { siteTitle } from "~/utils/page-meta";

// Edit Event: every field of one event, for its chapter's leaders and admins (the model's
// "event.manage" rule). Times are read in the chapter's zone. A new time or place notifies everyone
// who answered; the page says how many notices went. The event page (/events/:id) links here.
const EDIT_EVENT = {
  guard: ({ request, params }) => requireManagedEventPage(request, params.id),
  namespace: "content",
  backTo: "/dashboard/events",
  form: (ctx) => eventEditFormProps(ctx),
  texts: { title: "content.events.edit.title", back: "content.events.back", intro: "content.events.edit.intro" },
  values: ({ event }) => ({ title: event.title, chapter: event.chapterName }),
  title: (t) => siteTitle(t("content.events.edit.pageTitle")),
  intent: "update",
  schema: EventEditFormSchema,
  failure: "content.events.edit.failed",
  save: (value, { actor, event, i18n: { t } }) => {
    const outcome = updateEvent(actor, event.id, eventChangesFromForm(value, event.chapterTimeZone));
    const title = outcome.event.title;
    return {
      to: `/dashboard/events/${event.id}/edit`,
      title: outcome.changed.length ? t("content.events.edit.saved") : t("content.events.edit.unchanged"),
      text: !outcome.changed.length
        ? t("content.events.edit.unchangedText")
        : outcome.notified
          ? t("content.events.edit.savedNotified", { title, count: outcome.notified })
          : t("content.events.edit.savedText", { title }),
    };
  },
} satisfies FormSpec<Awaited<ReturnType<typeof requireManagedEventPage>>, typeof EventEditFormSchema, unknown>;

export const loader = (args: LoaderFunctionArgs) => formLoader(args, EDIT_EVENT);

export const action = (args: ActionFunctionArgs) => formAction(args, EDIT_EVENT);

export default formPage<typeof loader>(EventEditForm);

export const meta = formMeta("Edit Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
