import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { publishableLevels } from "~/access/rules.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { formAction, formLoader, type FormSpec, type SignedIn } from "~/flows/form-route.server";
import { requirePage } from "~/flows/respond.server";
import { ResourceSchema } from "~/models/resource.schema";
import { createResource } from "~/models/resource.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const NEW_RESOURCE = {
  guard: ({ request }) => requirePage(request, "content.post", (t) => t("content.resources.notAllowedUpload")),
  namespace: "content",
  backTo: "/dashboard/resources",
  form: ({ actor }) => ({ chapters: postableChapterChoices(actor), accessLevels: publishableLevels(actor) }),
  texts: { title: "content.resources.upload", back: "content.resources.back", intro: "content.resources.uploadIntro" },
  intent: "create",
  schema: ResourceSchema,
  failure: "content.resources.createFailed",
  save: (value, { actor, i18n: { t } }) => {
    const { accessLevel, title } = createResource(actor, value);
    const text = t("content.resources.createdText", { title });
    return { to: `/dashboard/resources?access=${accessLevel}`, title: t("content.resources.created"), text };
  },
} satisfies FormSpec<SignedIn, typeof ResourceSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.resources", to: "/dashboard/resources" },
    { label: "dashboard.crumb.newResource" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, NEW_RESOURCE);

export const action = (args: ActionFunctionArgs) => formAction(args, NEW_RESOURCE);

export default formPage<typeof loader>(ResourceForm);

export const meta = formMeta("Upload Resource | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
