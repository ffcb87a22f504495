import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { refuse } from "~/flows/respond.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ChapterStatus, EditChapterForm } from "~/components/dashboard/chapter-form";
import { editChapterForm, requireEditableChapter } from "~/flows/chapter-form.server";
import { ChapterUpdateSchema } from "~/models/chapter.schema";
import { updateChapter } from "~/models/chapter.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const PAGE = {
  namespace: "admin",
  texts: { title: "admin.chapterEdit.editTitle", back: "admin.chapterEdit.back", intro: "admin.chapterEdit.address" },
  backTo: "/dashboard/chapters",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.chapters", to: "/dashboard/chapters" },
    { label: "dashboard.crumb.editChapter" },
  ],
};

export async function loader(args: LoaderFunctionArgs) {
  const { chapter, i18n } = await requireEditableChapter(args);
  return formPageData(
    i18n,
    { ...PAGE, values: { name: chapter.name, slug: chapter.slug }, title: i18n.t("admin.chapterEdit.editMeta") },
    editChapterForm(chapter, i18n.lang),
  );
}

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  const { actor, chapter, i18n } = await requireEditableChapter(args);
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: ChapterUpdateSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let peopleTold: number;
  try {
    ({ peopleTold } = updateChapter(actor, chapter.id, submission.value));
  } catch (error) {
    return refuse(error, request, { submission, failure: "admin.chapterEdit.updateFailed" });
  }
  const { t } = i18n;
  return savedForm(formData, submission, {
    to: "/dashboard/chapters",
    title: t("admin.chapterEdit.updatedTitle"),
    // A zone change that kept the events' clock times told the people who answered them.
    text: peopleTold
      ? t("admin.chapterEdit.updatedTold", { name: chapter.name, count: peopleTold })
      : t("admin.chapterEdit.updatedText", { name: chapter.name }),
  });
}

export default formPage<typeof loader>(EditChapterForm, ChapterStatus);

export const meta = formMeta("Edit Chapter | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
