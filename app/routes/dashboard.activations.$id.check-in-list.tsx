import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { messageOf } from "~/i18n/catalogue-ref";
import { cellClass, RecordSheet, RecordTable } from "~/components/activations/record-sheet";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { checkInListPage } from "~/flows/activation-record.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/**
 * The ICS-211-style check-in list of one activation (the chapter's leaders, admins): one line per
 * period on scene with name, home chapter, qualifications held, time in, time out and hours, times
 * in the chapter's zone. A print view: no navigation or buttons on paper; the CSV has the same lines.
 */

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [
    { label: "dashboard.nav.activations", to: "/dashboard/activations" },
    { label: "dashboard.crumb.checkInList" },
  ],
};

export const loader = ({ request, params }: LoaderFunctionArgs) => checkInListPage(request, params.id ?? "");

const COLUMNS = [
  "record.col.name",
  "record.col.chapter",
  "record.col.qualifications",
  "record.col.timeIn",
  "record.col.timeOut",
  "record.col.hours",
] as const;

export default function CheckInListPage() {
  const data = useLoaderData<typeof loader>();
  const { t, number } = useT();
  return (
    <RecordSheet form="checkIn" header={data.header}>
      {data.lines.length ? (
        <RecordTable label={t("record.checkIn.title")} testId="check-in-list">
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
            {data.lines.map((l) => (
              <tr key={l.id} data-testid="check-in-line">
                <th scope="row" className={`${cellClass} font-medium`}>
                  {l.name}
                </th>
                <td className={cellClass}>{l.chapter}</td>
                <td className={cellClass}>{l.qualifications.length ? l.qualifications.join(", ") : "—"}</td>
                <td className={cellClass}>{l.timeIn}</td>
                <td className={cellClass}>{l.timeOut ?? t("record.checkIn.onScene")}</td>
                <td className={`${cellClass} text-right`}>{l.hours === null ? "—" : number(l.hours)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={5} className={`${cellClass} text-right font-semibold`}>
                {t("record.checkIn.total", { count: data.people })}
              </th>
              <td className={`${cellClass} text-right font-semibold`} data-testid="check-in-total">
                {number(data.totalHours)}
              </td>
            </tr>
          </tfoot>
        </RecordTable>
      ) : (
        <p className="text-sm" data-testid="check-in-empty">
          {t("record.checkIn.empty")}
        </p>
      )}
      {data.onScene ? (
        <p className="mt-2 text-sm" data-testid="check-in-on-scene">
          {t("record.checkIn.stillOnScene", { count: data.onScene })}
        </p>
      ) : null}
    </RecordSheet>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(siteTitle(messageOf(data?.i18n, "record.checkIn.title") ?? "Check-in list (ICS-211)"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
