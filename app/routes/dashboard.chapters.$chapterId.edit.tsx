import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { ChapterStatus, EditChapterForm } from "~/components/dashboard/chapter-form";
import { editChapterForm, requireEditableChapter } from "~/flows/chapter-form.server";
import { formAction, formLoader, type FormSpec } from "~/flows/form-route.server";
import { ChapterUpdateSchema } from "~/models/chapter.schema";
import { updateChapter } from "~/models/chapter.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const EDIT_CHAPTER = {
  guard: requireEditableChapter,
  namespace: "admin",
  backTo: "/dashboard/chapters",
  form: ({ chapter, i18n }) => editChapterForm(chapter, i18n.lang),
  texts: { title: "admin.chapterEdit.editTitle", back: "admin.chapterEdit.back", intro: "admin.chapterEdit.address" },
  values: ({ chapter }) => ({ name: chapter.name, slug: chapter.slug }),
  title: (t) => t("admin.chapterEdit.editMeta"),
  schema: ChapterUpdateSchema,
  failure: "admin.chapterEdit.updateFailed",
  save: (value, { actor, chapter: { id, name }, i18n: { t } }) => {
    updateChapter(actor, id, value);
    const text = t("admin.chapterEdit.updatedText", { name });
    return { to: "/dashboard/chapters", title: t("admin.chapterEdit.updatedTitle"), text };
  },
} satisfies FormSpec<Awaited<ReturnType<typeof requireEditableChapter>>, typeof ChapterUpdateSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.chapters", to: "/dashboard/chapters" },
    { label: "dashboard.crumb.editChapter" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, EDIT_CHAPTER);

export const action = (args: ActionFunctionArgs) => formAction(args, EDIT_CHAPTER);

export default formPage<typeof loader>(EditChapterForm, ChapterStatus);

export const meta = formMeta("Edit Chapter | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
