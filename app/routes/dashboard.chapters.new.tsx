import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { NewChapterForm } from "~/components/dashboard/chapter-form";
import { refuse, requirePage } from "~/flows/respond.server";
import { ChapterCreateSchema } from "~/models/chapter.schema";
import { createChapter } from "~/models/chapter.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request) => requirePage(request, "chapter.create", (t) => t("admin.chapterEdit.createRefused"));

const PAGE = {
  namespace: "admin",
  texts: {
    title: "admin.chapterEdit.createTitle",
    back: "admin.chapterEdit.back",
    intro: "admin.chapterEdit.createIntro",
  },
  backTo: "/dashboard/chapters",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.chapters", to: "/dashboard/chapters" }, { label: "dashboard.crumb.newChapter" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { i18n } = await guard(request);
  return formPageData(i18n, { ...PAGE, title: i18n.t("admin.chapterEdit.createMeta") }, {});
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, i18n } = await guard(request);
  const formData = await request.formData();
  const submission = parseSubmission(formData, { schema: ChapterCreateSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  try {
    createChapter(actor, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, failure: "admin.chapterEdit.createFailed" });
  }
  const { t } = i18n;
  // A new chapter waits for an administrator's review.
  return savedForm(formData, submission, {
    to: "/dashboard/chapters?tab=pending",
    title: t("admin.chapterEdit.createdTitle"),
    text: t("admin.chapterEdit.createdText"),
  });
}

export default formPage<typeof loader>(NewChapterForm);

export const meta = formMeta("Create Chapter | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
