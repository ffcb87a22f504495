import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import { formMeta, formPage } from "~/components/content/form-page";
import { postableChapterChoices } from "~/flows/content-form.server";
import { formAction, formLoader, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { requirePage } from "~/flows/respond.server";
import { AnnouncementSchema } from "~/models/announcement.schema";
import { allowedAnnouncementScopes, createAnnouncement } from "~/models/announcement.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const NEW_ANNOUNCEMENT = {
  guard: ({ request }) => requirePage(request, "content.post", (t) => t("content.announcements.notAllowed")),
  namespace: "content",
  backTo: "/dashboard/announcements",
  form: ({ actor }) => ({ chapters: postableChapterChoices(actor), scopes: allowedAnnouncementScopes(actor) }),
  texts: {
    title: "content.announcements.create",
    back: "content.announcements.back",
    intro: "content.announcements.createIntro",
  },
  intent: "create",
  schema: AnnouncementSchema,
  failure: "content.announcements.createFailed",
  save: async (value, { actor, i18n: { t } }) => {
    const { announcement, email } = await createAnnouncement(actor, value);
    const live = t("content.announcements.publishedText", { title: announcement.title });
    const emailed = email
      ? email.audience
        ? t("content.announcements.emailedTo", { count: email.sent })
        : t("content.announcements.nobodyOptedIn")
      : null;
    const text = emailed ? `${live} ${emailed}` : live;
    return { to: "/dashboard/announcements", title: t("content.announcements.published"), text };
  },
} satisfies FormSpec<SignedIn, typeof AnnouncementSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.announcements", to: "/dashboard/announcements" },
    { label: "dashboard.crumb.newAnnouncement" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, NEW_ANNOUNCEMENT);

export const action = (args: ActionFunctionArgs) => formAction(args, NEW_ANNOUNCEMENT);

export default formPage<typeof loader>(AnnouncementForm);

export const meta = formMeta("Create Announcement | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
