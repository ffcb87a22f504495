import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { postableChapterChoices } from "~/flows/content-form.server";
import { refuse, requirePage } from "~/flows/respond.server";
import { AnnouncementSchema } from "~/models/announcement.schema";
import { allowedAnnouncementScopes, createAnnouncement } from "~/models/announcement.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request) => requirePage(request, "content.post", (t) => t("content.announcements.notAllowed"));

const PAGE = {
  namespace: "content",
  texts: {
    title: "content.announcements.create",
    back: "content.announcements.back",
    intro: "content.announcements.createIntro",
  },
  backTo: "/dashboard/announcements",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.announcements", to: "/dashboard/announcements" },
    { label: "dashboard.crumb.newAnnouncement" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await guard(request);
  return formPageData(i18n, PAGE, {
    chapters: postableChapterChoices(actor),
    scopes: allowedAnnouncementScopes(actor),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, i18n } = await guard(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: AnnouncementSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let created;
  try {
    created = await createAnnouncement(actor, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.announcements.createFailed" });
  }
  const { t } = i18n;
  const { announcement, email } = created;
  const live = t("content.announcements.publishedText", { title: announcement.title });
  const emailed = email
    ? email.audience
      ? t("content.announcements.emailedTo", { count: email.sent })
      : t("content.announcements.nobodyOptedIn")
    : null;
  return savedForm(formData, submission, {
    to: "/dashboard/announcements",
    title: t("content.announcements.published"),
    text: emailed ? `${live} ${emailed}` : live,
  });
}

export default formPage<typeof loader>(AnnouncementForm);

export const meta = formMeta("Create Announcement | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
