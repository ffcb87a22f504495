import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ResourceForm } from "~/components/resources/resource-form";
import type { Actor } from "~/access/actor.server";
import { postableChapters } from "~/models/chapter-options.server";
import { ResourceSchema } from "~/models/resource.schema";
import { getResourceForUser, updateResource } from "~/models/resource.server";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { isAccessError } from "~/access/errors";
import { can, publishableLevels } from "~/access/rules.server";

function loadEditable(user: Actor, id: string) {
  let resource;
  try {
    resource = getResourceForUser(user, id);
  } catch (error) {
    if (isAccessError(error)) throw json({ error: error.message }, { status: error.status });
    throw error;
  }
  if (!can(user, "resource.manage", resource)) throw pageError("forbidden", "You cannot edit this resource.");
  return resource;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const resource = loadEditable(user, params.id ?? "");
  const chapters = postableChapters(user).map((c) => ({ id: c.id, name: c.name }));
  // Keep the current chapter selectable even if the editor could not pick it for a new resource.
  if (resource.chapterId && !chapters.some((c) => c.id === resource.chapterId)) {
    chapters.push({ id: resource.chapterId, name: resource.chapterName ?? "Current chapter" });
  }
  return json({
    resource: {
      id: resource.id,
      title: resource.title,
      description: resource.description,
      accessLevel: resource.accessLevel,
      fileUrl: resource.fileUrl,
      linkUrl: resource.linkUrl,
      chapterId: resource.chapterId,
      version: resource.version,
    },
    chapters,
    accessLevels: publishableLevels(user),
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const existing = loadEditable(user, params.id ?? "");
  const formData = await request.formData();
  if (formData.get("intent") !== "update") throw json({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ResourceSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let resource;
  try {
    resource = updateResource(user, existing.id, submission.value);
  } catch (error) {
    if (!isAccessError(error)) console.error("[resources] update failed", error);
    return json(
      {
        ok: false,
        result: submission.reply({
          formErrors: [isAccessError(error) ? error.message : "Failed to update resource"],
          fieldErrors: isAccessError(error) ? error.fieldErrors : undefined,
        }),
      },
      { status: isAccessError(error) ? error.status : 500 },
    );
  }
  return respondWithToast(formData, {
    redirectTo: `/dashboard/resources/${resource.id}`,
    fallback: "/dashboard/resources",
    toast: {
      title: "Resource Updated",
      description: `"${resource.title}" is now version ${resource.version}.`,
      type: "success",
    },
    data: { result: submission.reply() },
  });
}

export default function EditResourcePage() {
  const { resource, chapters, accessLevels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to={`/dashboard/resources/${resource.id}`} className="link">
          ← Back to the resource
        </Link>
      </p>
      <PageHeader
        title="Edit Resource"
        description={`Currently version ${resource.version}. Saving publishes version ${resource.version + 1}.`}
      />
      <div className="card">
        <ResourceForm
          action={`/dashboard/resources/${resource.id}/edit`}
          intent="update"
          chapters={chapters}
          accessLevels={accessLevels}
          defaultValue={resource}
          lastResult={actionData?.result}
          cancelHref={`/dashboard/resources/${resource.id}`}
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Resource | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
