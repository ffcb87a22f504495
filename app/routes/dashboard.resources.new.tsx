import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ResourceForm } from "~/components/resources/resource-form";
import { postableChapters } from "~/models/chapter-options.server";
import { ResourceSchema } from "~/models/resource.schema";
import { createResource } from "~/models/resource.server";
import { respondWithToast } from "~/utils/enhanced-response.server";
import { requireActor } from "~/access/actor.server";
import { pageError } from "~/access/respond.server";
import { isAccessError } from "~/access/errors";
import { can, publishableLevels } from "~/access/rules.server";

const NOT_ALLOWED = "Only chapter leaders and administrators can upload resources.";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  return json({
    chapters: postableChapters(user).map((c) => ({ id: c.id, name: c.name })),
    accessLevels: publishableLevels(user),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  if (!can(user, "content.post")) throw pageError("forbidden", NOT_ALLOWED);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") throw json({ error: "Unknown action" }, { status: 400 });
  const submission = parseWithZod(formData, { schema: ResourceSchema });
  if (submission.status !== "success") return json({ ok: false, result: submission.reply() }, { status: 400 });
  let resource;
  try {
    resource = createResource(user, submission.value);
  } catch (error) {
    if (!isAccessError(error)) console.error("[resources] create failed", error);
    return json(
      {
        ok: false,
        result: submission.reply({
          formErrors: [isAccessError(error) ? error.message : "Failed to create resource"],
          fieldErrors: isAccessError(error) ? error.fieldErrors : undefined,
        }),
      },
      { status: isAccessError(error) ? error.status : 500 },
    );
  }
  return respondWithToast(formData, {
    redirectTo: `/dashboard/resources?access=${resource.accessLevel}`,
    fallback: "/dashboard/resources",
    toast: { title: "Resource Created", description: `"${resource.title}" uploaded successfully.`, type: "success" },
    data: { result: submission.reply({ resetForm: true }) },
  });
}

export default function NewResourcePage() {
  const { chapters, accessLevels } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/resources" className="link">
          ← Back to resources
        </Link>
      </p>
      <PageHeader title="Upload Resource" description="Share a file or a link with the network or with your chapter." />
      <div className="card">
        <ResourceForm
          action="/dashboard/resources/new"
          intent="create"
          chapters={chapters}
          accessLevels={accessLevels}
          lastResult={actionData?.result}
          cancelHref="/dashboard/resources"
        />
      </div>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Upload Resource | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
