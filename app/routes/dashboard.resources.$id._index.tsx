import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { shortDate } from "~/components/events/format";
import { ACCESS_LABELS, fileKind } from "~/components/resources/resource-card";
import { getResourceForUser } from "~/models/resource.server";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { getTimezone } from "~/models/settings.server";
import { can } from "~/access/rules.server";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  let resource;
  try {
    resource = getResourceForUser(user, params.id ?? "");
  } catch (error) {
    // Above the user's level reads exactly like "does not exist".
    if (isAccessError(error)) throw json({ error: error.message }, { status: error.status });
    throw error;
  }
  const timeZone = getTimezone(user.id);
  return json({
    resource: {
      id: resource.id,
      title: resource.title,
      description: resource.description,
      accessLevel: resource.accessLevel,
      fileUrl: resource.fileUrl,
      linkUrl: resource.linkUrl,
      chapterName: resource.chapterName,
      version: resource.version,
      updatedLabel: shortDate(resource.updatedAt, timeZone),
      createdLabel: shortDate(resource.createdAt, timeZone),
    },
    canEdit: can(user, "resource.manage", resource),
  });
}

export default function ResourceDetailPage() {
  const { resource, canEdit } = useLoaderData<typeof loader>();
  const kind = fileKind(resource.fileUrl);
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/resources" className="link">
          ← Back to resources
        </Link>
      </p>
      <PageHeader
        title={resource.title}
        description={`${kind.name} · ${resource.chapterName ?? "Global"}`}
        actions={
          canEdit ? (
            <Link to={`/dashboard/resources/${resource.id}/edit`} className="btn-secondary">
              Edit Resource
            </Link>
          ) : null
        }
      />
      <div className="card">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium">Access</dt>
            <dd>{ACCESS_LABELS[resource.accessLevel]}</dd>
          </div>
          <div>
            <dt className="font-medium">Version</dt>
            <dd data-testid="resource-version">Version {resource.version}</dd>
          </div>
          <div>
            <dt className="font-medium">Updated</dt>
            <dd>{resource.updatedLabel}</dd>
          </div>
          <div>
            <dt className="font-medium">Added</dt>
            <dd>{resource.createdLabel}</dd>
          </div>
        </dl>
        {resource.description ? (
          <p className="mt-4 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-800 dark:text-slate-200">
            {resource.description}
          </p>
        ) : null}
        <div className="mt-6 flex flex-wrap gap-2">
          {resource.fileUrl ? (
            <a href={resource.fileUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
              Download <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
          {resource.linkUrl ? (
            <a href={resource.linkUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              Open Link <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.resource.title} | Resource Library` : "Resource Library | CERT Chapters" },
];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
