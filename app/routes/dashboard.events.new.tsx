import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { EventForm } from "~/components/events/event-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { refuse, requirePage } from "~/flows/respond.server";
import { EventCreateFormSchema } from "~/models/event-series.schema";
import { createEventsFromForm } from "~/models/event-series.server";
import { getTimezone } from "~/models/settings.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request) => requirePage(request, "content.post", (t) => t("content.events.notAllowed"));

const PAGE = {
  namespace: "content",
  texts: { title: "content.events.create", back: "content.events.back", intro: "content.events.createIntro" },
  backTo: "/dashboard/events",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.events", to: "/dashboard/events" }, { label: "dashboard.crumb.newEvent" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await guard(request);
  return formPageData(i18n, PAGE, { chapters: postableChapterChoices(actor), timeZone: getTimezone(actor.id) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, i18n } = await guard(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") return unknownIntent(formData.get("intent"));
  // One event, or a weekly or monthly series when a repeat is chosen (docs/decisions/035).
  const submission = parseSubmission(formData, { schema: EventCreateFormSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let created;
  try {
    created = createEventsFromForm(actor, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.events.createFailed" });
  }
  const { t } = i18n;
  return savedForm(formData, submission, {
    to: "/dashboard/events",
    title: t("content.events.created"),
    text:
      created.count > 1
        ? t("content.events.createdSeriesText", { title: created.title, count: created.count })
        : t("content.events.createdText", { title: created.title }),
  });
}

export default formPage<typeof loader>(EventForm);

export const meta = formMeta("Create Event | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
