import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { cellClass, RecordSheet, RecordTable } from "~/components/activations/record-sheet";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { activityLogPage } from "~/flows/activation-record.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * The ICS-214-style activity log of one activation (the chapter's leaders, admins): the call-out,
 * updates, check-ins and check-outs, stand-down, oldest first, each with its time in the chapter's
 * zone and who did it. A print view: no navigation or buttons on paper; the CSV has the same lines.
 */

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.activations", to: "/dashboard/activations" },
    { label: "dashboard.crumb.activityLog" },
  ],
};

export const loader = ({ request, params }: LoaderFunctionArgs) => activityLogPage(request, params.id ?? "");

const COLUMNS = ["record.col.time", "record.col.activity", "record.col.by"] as const;

export default function ActivityLogPage() {
  const data = useLoaderData<typeof loader>();
  const { t } = useT();
  return (
    <RecordSheet form="log" header={data.header}>
      <RecordTable label={t("record.log.title")} testId="activity-log">
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`${cellClass} font-semibold`}>
                {t(c)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.entries.map((e) => (
            <tr key={e.key} data-testid="log-line">
              <td className={`${cellClass} whitespace-nowrap`}>{e.time}</td>
              <td className={`${cellClass} whitespace-pre-line break-anywhere`}>{e.activity}</td>
              <td className={cellClass}>{e.by ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </RecordTable>
    </RecordSheet>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(messageOf(data?.i18n, "record.log.title") ?? "Activity log (ICS-214)"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
