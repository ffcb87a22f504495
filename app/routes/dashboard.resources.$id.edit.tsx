import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { refuse } from "~/flows/respond.server";
import { publishableLevels } from "~/access/rules.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { requireResourcePage } from "~/flows/resource-page.server";
import { ResourceSchema } from "~/models/resource.schema";
import { resourceFields, updateResource } from "~/models/resource.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request, id: string | undefined) => requireResourcePage(request, id, { manage: true });

const PAGE = {
  namespace: "content",
  texts: {
    title: "content.resources.editResource",
    back: "content.resources.backToResource",
    intro: "content.resources.editIntro",
  },
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.resources", to: "/dashboard/resources" },
    { label: "dashboard.crumb.editResource" },
  ],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, resource, i18n } = await guard(request, params.id);
  const chapters: Array<{ id: string; name: string; timeZone?: string }> = postableChapterChoices(user);
  // Keep the current chapter selectable even if the editor could not pick it for a new resource.
  if (resource.chapterId && !chapters.some((c) => c.id === resource.chapterId)) {
    const name = resource.chapterName ?? i18n.t("content.resources.form.currentChapter");
    chapters.push({ id: resource.chapterId, name });
  }
  return formPageData(
    i18n,
    {
      ...PAGE,
      backTo: `/dashboard/resources/${resource.id}`,
      values: { version: resource.version, next: resource.version + 1 },
    },
    { resource: resourceFields(resource), chapters, accessLevels: publishableLevels(user) },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, resource: existing, i18n } = await guard(request, params.id);
  const formData = await request.formData();
  if (formData.get("intent") !== "update") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: ResourceSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let updated;
  try {
    updated = updateResource(user, existing.id, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.resources.updateFailed" });
  }
  const { t } = i18n;
  const { id, title, version } = updated;
  return savedForm(formData, submission, {
    to: `/dashboard/resources/${id}`,
    title: t("content.resources.updatedTitle"),
    text: t("content.resources.updatedText", { title, version }),
    keep: true,
  });
}

export default formPage<typeof loader>(ResourceForm);

export const meta = formMeta("Edit Resource | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
