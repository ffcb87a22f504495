import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventForm } from "~/components/events/event-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { formAction, formLoader, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { requirePage } from "~/flows/respond.server";
import { EventFormSchema } from "~/models/event.schema";
import { createEventFromForm } from "~/models/event.server";
import { getTimezone } from "~/models/settings.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const NEW_EVENT = {
  guard: ({ request }) => requirePage(request, "content.post", (t) => t("content.events.notAllowed")),
  namespace: "content",
  backTo: "/dashboard/events",
  form: ({ actor }) => ({ chapters: postableChapterChoices(actor), timeZone: getTimezone(actor.id) }),
  texts: { title: "content.events.create", back: "content.events.back", intro: "content.events.createIntro" },
  intent: "create",
  schema: EventFormSchema,
  failure: "content.events.createFailed",
  save: (value, { actor, i18n: { t } }) => {
    const event = createEventFromForm(actor, value);
    return {
      to: "/dashboard/events",
      title: t("content.events.created"),
      text: t("content.events.createdText", { title: event.title }),
    };
  },
} satisfies FormSpec<SignedIn, typeof EventFormSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.events", to: "/dashboard/events" }, { label: "dashboard.crumb.newEvent" }],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, NEW_EVENT);

export const action = (args: ActionFunctionArgs) => formAction(args, NEW_EVENT);

export default formPage<typeof loader>(EventForm);

export const meta = formMeta("Create Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
