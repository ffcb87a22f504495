import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { publishableLevels } from "~/access/rules.server";
import { formMeta, formPage } from "~/components/content/form-page";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapterChoices } from "~/flows/content-form.server";
import { formAction, formLoader, type FormSpec } from "~/flows/form-route.server";
import { requireResourcePage } from "~/flows/resource-page.server";
import { ResourceSchema } from "~/models/resource.schema";
import { resourceFields, updateResource } from "~/models/resource.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

const EDIT_RESOURCE = {
  guard: ({ request, params }) => requireResourcePage(request, params.id, { manage: true }),
  namespace: "content",
  backTo: ({ resource }) => `/dashboard/resources/${resource.id}`,
  form: ({ user, resource, i18n }) => {
    const chapters: Array<{ id: string; name: string; timeZone?: string }> = postableChapterChoices(user);
    // Keep the current chapter selectable even if the editor could not pick it for a new resource.
    if (resource.chapterId && !chapters.some((c) => c.id === resource.chapterId)) {
      const name = resource.chapterName ?? i18n.t("content.resources.form.currentChapter");
      chapters.push({ id: resource.chapterId, name });
    }
    return { resource: resourceFields(resource), chapters, accessLevels: publishableLevels(user) };
  },
  texts: {
    title: "content.resources.editResource",
    back: "content.resources.backToResource",
    intro: "content.resources.editIntro",
  },
  values: ({ resource }) => ({ version: resource.version, next: resource.version + 1 }),
  intent: "update",
  schema: ResourceSchema,
  failure: "content.resources.updateFailed",
  save: (value, { user, resource: existing, i18n: { t } }) => {
    const { id, title, version } = updateResource(user, existing.id, value);
    const text = t("content.resources.updatedText", { title, version });
    return { to: `/dashboard/resources/${id}`, title: t("content.resources.updatedTitle"), text };
  },
} satisfies FormSpec<Awaited<ReturnType<typeof requireResourcePage>>, typeof ResourceSchema, unknown>;

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.resources", to: "/dashboard/resources" },
    { label: "dashboard.crumb.editResource" },
  ],
};

export const loader = (args: LoaderFunctionArgs) => formLoader(args, EDIT_RESOURCE);

export const action = (args: ActionFunctionArgs) => formAction(args, EDIT_RESOURCE);

export default formPage<typeof loader>(ResourceForm);

export const meta = formMeta("Edit Resource | CERT Chapters");

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/error-boundary";
