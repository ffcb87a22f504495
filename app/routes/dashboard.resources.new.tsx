import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { formPageData, savedForm } from "~/flows/form-page.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { publishableLevels } from "~/access/rules.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { refuse, requirePage } from "~/flows/respond.server";
import { ResourceSchema } from "~/models/resource.schema";
import { createResource } from "~/models/resource.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const guard = (request: Request) =>
  requirePage(request, "content.post", (t) => t("content.resources.notAllowedUpload"));

const PAGE = {
  namespace: "content",
  texts: { title: "content.resources.upload", back: "content.resources.back", intro: "content.resources.uploadIntro" },
  backTo: "/dashboard/resources",
} as const;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.resources", to: "/dashboard/resources" },
    { label: "dashboard.crumb.newResource" },
  ],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await guard(request);
  return formPageData(i18n, PAGE, { chapters: postableChapterChoices(actor), accessLevels: publishableLevels(actor) });
}

export async function action({ request }: ActionFunctionArgs) {
  const { actor, i18n } = await guard(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") return unknownIntent(formData.get("intent"));
  const submission = parseSubmission(formData, { schema: ResourceSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let created;
  try {
    created = createResource(actor, submission.value);
  } catch (error) {
    return refuse(error, request, { submission, failure: "content.resources.createFailed" });
  }
  const { t } = i18n;
  return savedForm(formData, submission, {
    to: `/dashboard/resources?access=${created.accessLevel}`,
    title: t("content.resources.created"),
    text: t("content.resources.createdText", { title: created.title }),
  });
}

export default formPage<typeof loader>(ResourceForm);

export const meta = formMeta("Upload Resource | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
