import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PageHeader } from "~/components/dashboard";
import { OptionalText } from "~/components/dashboard/optional-text";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import { shortDate } from "~/components/events/format";
import { ACCESS_KEYS, fileKind } from "~/components/resources/resource-card";
import { requireResourcePage } from "~/flows/resource-page.server";
import { useT } from "~/i18n/react";
import { FactList } from "~/components/dashboard/fact-list";
import { resourceFields } from "~/models/resource.server";
import { getTimezone } from "~/models/settings.server";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.resources", to: "/dashboard/resources" }, { label: "dashboard.crumb.resource" }],
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user, i18n, resource, canEdit } = await requireResourcePage(request, params.id);
  const timeZone = getTimezone(user.id);
  return json({
    resource: {
      ...resourceFields(resource),
      updatedLabel: shortDate(resource.updatedAt, timeZone, i18n.lang),
      createdLabel: shortDate(resource.createdAt, timeZone, i18n.lang),
    },
    canEdit,
    library: i18n.t("content.resources.title"),
    i18n: i18n.messages("content"),
  });
}

export default function ResourceDetailPage() {
  const { resource, canEdit } = useLoaderData<typeof loader>();
  const { t } = useT();
  const kind = fileKind(resource.fileUrl);
  const newTab = <span className="sr-only">{t("content.resources.opensInNewTab")}</span>;
  return (
    <div className="max-w-2xl">
      <p className="mb-2 text-sm">
        <Link to="/dashboard/resources" className="link">
          ← {t("content.resources.back")}
        </Link>
      </p>
      <PageHeader
        title={resource.title}
        description={`${t(kind.name)} · ${resource.chapterName ?? t("content.resources.global")}`}
        actions={
          canEdit ? (
            <Link to={`/dashboard/resources/${resource.id}/edit`} className="btn-secondary">
              {t("content.resources.editResource")}
            </Link>
          ) : null
        }
      />
      <div className="card">
        <FactList
          className="grid gap-3 text-sm sm:grid-cols-2"
          pairClassName=""
          termClassName="font-medium"
          facts={[
            { label: t("content.resources.access"), value: t(ACCESS_KEYS[resource.accessLevel]) },
            {
              label: t("content.resources.versionLabel"),
              value: t("content.resources.version", { version: resource.version }),
              testId: "resource-version",
            },
            { label: t("content.resources.updated"), value: resource.updatedLabel },
            { label: t("content.resources.added"), value: resource.createdLabel },
          ]}
        />
        <OptionalText
          text={resource.description}
          className="mt-4 whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-800 dark:text-slate-200"
        />
        <div className="mt-6 flex flex-wrap gap-2">
          {resource.fileUrl ? (
            <a href={resource.fileUrl} target="_blank" rel="noopener noreferrer" className="btn-primary">
              {t("content.resources.download")} {newTab}
            </a>
          ) : null}
          {resource.linkUrl ? (
            <a href={resource.linkUrl} target="_blank" rel="noopener noreferrer" className="btn-secondary">
              {t("content.resources.openLink")} {newTab}
            </a>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data ? `${data.resource.title} | ${data.library}` : siteTitle("Resource Library"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
