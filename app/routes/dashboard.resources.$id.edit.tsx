import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { FormPage } from "~/components/content/form-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ResourceForm } from "~/components/resources/resource-form";
import { publishableLevels } from "~/access/rules.server";
import { postableChapterChoices, submitContentForm } from "~/flows/content-form.server";
import { requireResourcePage } from "~/flows/resource-page.server";
import { useT } from "~/i18n/react";
import { ResourceSchema } from "~/models/resource.schema";
import { resourceFields, updateResource } from "~/models/resource.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, i18n, resource } = await requireResourcePage(request, params.id, { manage: true });
  const chapters: Array<{ id: string; name: string; timeZone?: string }> = postableChapterChoices(user);
  // Keep the current chapter selectable even if the editor could not pick it for a new resource.
  if (resource.chapterId && !chapters.some((c) => c.id === resource.chapterId)) {
    chapters.push({
      id: resource.chapterId,
      name: resource.chapterName ?? i18n.t("content.resources.form.currentChapter"),
    });
  }
  return json({
    resource: resourceFields(resource),
    chapters,
    accessLevels: publishableLevels(user),
    title: i18n.t("content.resources.editResource"),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user, i18n, resource: existing } = await requireResourcePage(request, params.id, { manage: true });
  const { t } = i18n;
  return submitContentForm(request, {
    intent: "update",
    schema: ResourceSchema,
    save: (value) => updateResource(user, existing.id, value),
    failure: t("content.resources.updateFailed"),
    logTag: "resources",
    t,
    resetForm: false,
    success: (resource) => ({
      redirectTo: `/dashboard/resources/${resource.id}`,
      fallback: "/dashboard/resources",
      toast: {
        title: t("content.resources.updatedTitle"),
        description: t("content.resources.updatedText", { title: resource.title, version: resource.version }),
        type: "success",
      },
    }),
  });
}

export default function EditResourcePage() {
  const { resource, chapters, accessLevels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <FormPage
      backHref={`/dashboard/resources/${resource.id}`}
      backLabel={t("content.resources.backToResource")}
      title={t("content.resources.editResource")}
      description={t("content.resources.editIntro", { version: resource.version, next: resource.version + 1 })}
    >
      <ResourceForm
        action={`/dashboard/resources/${resource.id}/edit`}
        intent="update"
        chapters={chapters}
        accessLevels={accessLevels}
        defaultValue={resource}
        lastResult={actionData?.result}
        cancelHref={`/dashboard/resources/${resource.id}`}
      />
    </FormPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Edit Resource"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
