import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { publishableLevels } from "~/access/rules.server";
import { FormPage } from "~/components/content/form-page";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapterChoices, requireContentPoster, submitContentForm } from "~/flows/content-form.server";
import { useT } from "~/i18n/react";
import { ResourceSchema } from "~/models/resource.schema";
import { createResource } from "~/models/resource.server";
import { pageMeta, siteTitle } from "~/utils/page-meta";

const requirePoster = (request: Request) =>
  requireContentPoster(request, (t) => t("content.resources.notAllowedUpload"));

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  return json({
    chapters: postableChapterChoices(user),
    accessLevels: publishableLevels(user),
    title: i18n.t("content.resources.upload"),
    i18n: i18n.messages("content", "validation"),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const { user, i18n } = await requirePoster(request);
  const { t } = i18n;
  return submitContentForm(request, {
    intent: "create",
    schema: ResourceSchema,
    save: (value) => createResource(user, value),
    failure: t("content.resources.createFailed"),
    logTag: "resources",
    t,
    success: (resource) => ({
      redirectTo: `/dashboard/resources?access=${resource.accessLevel}`,
      fallback: "/dashboard/resources",
      toast: {
        title: t("content.resources.created"),
        description: t("content.resources.createdText", { title: resource.title }),
        type: "success",
      },
    }),
  });
}

export default function NewResourcePage() {
  const { chapters, accessLevels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  return (
    <FormPage
      backHref="/dashboard/resources"
      backLabel={t("content.resources.back")}
      title={t("content.resources.upload")}
      description={t("content.resources.uploadIntro")}
    >
      <ResourceForm
        action="/dashboard/resources/new"
        intent="create"
        chapters={chapters}
        accessLevels={accessLevels}
        lastResult={actionData?.result}
        cancelHref="/dashboard/resources"
      />
    </FormPage>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(siteTitle(data?.title ?? "Upload Resource"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
