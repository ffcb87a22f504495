import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { formMeta, formPage } from "~/components/content/form-page";
import { NewChapterForm } from "~/components/dashboard/chapter-form";
import { formAction, formLoader, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { requirePage } from "~/flows/respond.server";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter } from "~/models/chapter.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const NEW_CHAPTER = {
  guard: ({ request }) => requirePage(request, "chapter.create", (t) => t("admin.chapterEdit.createRefused")),
  namespace: "admin",
  backTo: "/dashboard/chapters",
  form: () => ({}),
  texts: {
    title: "admin.chapterEdit.createTitle",
    back: "admin.chapterEdit.back",
    intro: "admin.chapterEdit.createIntro",
  },
  title: (t) => t("admin.chapterEdit.createMeta"),
  schema: ChapterCreateSchema,
  failure: "admin.chapterEdit.createFailed",
  save: (value, { actor, i18n: { t } }) => {
    createChapter(actor, value);
    // A new chapter waits for an administrator's review.
    return {
      to: "/dashboard/chapters?tab=pending",
      title: t("admin.chapterEdit.createdTitle"),
      text: t("admin.chapterEdit.createdText"),
    };
  },
} satisfies FormSpec<SignedIn, typeof ChapterCreateSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.chapters", to: "/dashboard/chapters" }, { label: "dashboard.crumb.newChapter" }],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, NEW_CHAPTER);

export const action = (args: ActionFunctionArgs) => formAction(args, NEW_CHAPTER);

export default formPage<typeof loader>(NewChapterForm);

export const meta = formMeta("Create Chapter | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
