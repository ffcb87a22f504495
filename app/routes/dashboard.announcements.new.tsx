import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AnnouncementForm } from "~/components/announcements/announcement-form";
import { FormPage } from "~/components/content/form-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { postableChapterChoices, requireContentPoster, submitContentForm } from "~/flows/content-form.server";
import { useT } from "~/i18n/react";
import { AnnouncementSchema } from "~/models/announcement.schema";
import { allowedAnnouncementScopes, createAnnouncement } from "~/models/announcement.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

const requirePoster = (request: Request) => requireContentPoster(request, (t) => t("content.announcements.notAllowed"));

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  return json({
    chapters: postableChapterChoices(user),
    scopes: allowedAnnouncementScopes(user),
    title: i18n.t("content.announcements.create"),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  const { t } = i18n;
  return submitContentForm(request, {
    intent: "create",
    schema: AnnouncementSchema,
    save: (value) => createAnnouncement(user, value),
    failure: t("content.announcements.createFailed"),
    logTag: "announcements",
    t,
    success: ({ announcement, email }) => {
      const live = t("content.announcements.publishedText", { title: announcement.title });
      const emailed = email
        ? email.audience
          ? t("content.announcements.emailedTo", { count: email.sent })
          : t("content.announcements.nobodyOptedIn")
        : null;
      return {
        redirectTo: "/dashboard/announcements",
        fallback: "/dashboard/announcements",
        toast: {
          title: t("content.announcements.published"),
          description: emailed ? `${live} ${emailed}` : live,
          type: "success",
        },
      };
    },
  });
}

export default function NewAnnouncementPage() {
  const { chapters, scopes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <FormPage
      backHref="/dashboard/announcements"
      backLabel={t("content.announcements.back")}
      title={t("content.announcements.create")}
      description={t("content.announcements.createIntro")}
    >
      <AnnouncementForm chapters={chapters} scopes={scopes} lastResult={actionData?.result} />
    </FormPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(data?.title ?? "Create Announcement"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
