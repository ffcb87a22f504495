import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { ChapterFormPage, CREATE_CHAPTER_PATH } from "~/components/dashboard/chapter-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter } from "~/models/chapter.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/flows/respond.server";
import { redirectWithToast } from "~/utils/toast.server";
import { dashboardAccess } from "~/access/rules.server";
import { isAccessError } from "~/access/errors";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

async function requireChapterCreator(request: Request) {
  const user = await requireActor(request);
  const i18n = await getI18n(request);
  if (!dashboardAccess(user).canCreateChapter) throw pageError("forbidden", i18n.t("admin.chapterEdit.createRefused"));
  return { user, i18n };
}

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n } = await requireChapterCreator(request);
  return json({
    i18n: i18n.messages("admin", "validation"),
    meta: { title: i18n.t("admin.chapterEdit.createMeta") },
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, i18n } = await requireChapterCreator(request);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: ChapterCreateSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply() }, { status: 400 });
  }
  try {
    createChapter(user, submission.value);
  } catch (error) {
    if (isAccessError(error)) {
      return json(
        {
          result: submission.reply(
            error.fieldErrors ? { fieldErrors: error.fieldErrors } : { formErrors: [error.message] },
          ),
        },
        { status: error.status },
      );
    }
    console.error("create chapter failed", error);
    return json(
      { result: submission.reply({ formErrors: [i18n.t("admin.chapterEdit.createFailed")] }) },
      { status: 500 },
    );
  }
  return redirectWithToast("/dashboard/chapters?tab=pending", {
    title: i18n.t("admin.chapterEdit.createdTitle"),
    description: i18n.t("admin.chapterEdit.createdText"),
    type: "success",
  });
}

export default function NewChapterPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <ChapterFormPage
      mode="create"
      title={t("admin.chapterEdit.createTitle")}
      description={t("admin.chapterEdit.createIntro")}
      action={CREATE_CHAPTER_PATH}
      lastResult={actionData?.result}
    />
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.meta.title ?? siteTitle("Create Chapter"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
