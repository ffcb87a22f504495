import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterForm, FilterSelect, Pager, pageParam, SearchInput } from "~/components/dashboard";
import { ChapterPicker } from "~/components/dashboard/chapter-picker";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { catalogueTitle } from "~/components/dashboard/page-title";
import { DataTable } from "~/components/training/data-table";
import { READINESS_CELL_CLASS, ReadinessRows } from "~/components/training/readiness-rows";
import { CellNote } from "~/components/dashboard/cell-note";
import { ReportFrame } from "~/components/training/report-frame";
import { chapterReportPage } from "~/flows/report-routes.server";
import { useT } from "~/i18n/react";
import { credentialTypeName } from "~/models/credential.schema";
import { readinessForSearch, type filteredReadiness } from "~/models/credential.server";

/** Members per page of the grid: a chapter of 300 in one page was 500 KB of HTML and 70 ms to render. */
const PAGE_SIZE = 50;

/** One page of the filtered grid: its members with their cells (only theirs are built), and where it is. */
function pageOf(readiness: ReturnType<typeof filteredReadiness>, page: number) {
  const { chapter, types, members, totals, allTypes, cellsOf } = readiness;
  const offset = (page - 1) * PAGE_SIZE;
  return {
    chapter,
    types,
    members: members.slice(offset, offset + PAGE_SIZE).map((m) => ({ ...m, cells: cellsOf(m.id) })),
    totals,
    allTypes,
    memberCount: members.length,
    page,
    hasNext: offset + PAGE_SIZE < members.length,
  };
}

export const loader = ({ request }: LoaderFunctionArgs) =>
  chapterReportPage(
    request,
    "training.refusal.readiness",
    readinessForSearch,
    ({ query, picker, chapterId, readiness }) => {
      const params = new URLSearchParams();
      if (chapterId) params.set("chapter", chapterId);
      if (query.type) params.set("type", query.type);
      if (query.status !== "all") params.set("status", query.status);
      if (query.q) params.set("q", query.q);
      const page = pageParam(new URL(request.url).searchParams);
      return {
        picker,
        pickerName: "chapter",
        filters: { chapter: chapterId ?? "", type: query.type ?? "all", status: query.status, q: query.q ?? "" },
        // The totals count the whole chapter; the grid shows one page of the members that match.
        report: readiness && pageOf(readiness, page),
        csvHref: `/dashboard/readiness/export.csv?${params}`,
      };
    },
  );

export default function ReadinessPage() {
  const data = useLoaderData<typeof loader>();
  const { picker, filters } = data;
  const { t } = useT();
  const statusOptions = [
    { value: "all", label: t("training.readiness.status.all") },
    { value: "current", label: t("training.readiness.status.current") },
    { value: "expiring", label: t("training.status.expiring") },
    { value: "expired", label: t("training.status.expired") },
    { value: "missing", label: t("training.status.missing") },
    { value: "pending", label: t("training.readiness.status.pending") },
  ];
  return (
    <ReportFrame
      kind="readiness"
      page={data}
      filters={
        <FilterForm
          key={JSON.stringify(filters)}
          label={t("training.readiness.filter")}
          clearHref={`/dashboard/readiness?chapter=${filters.chapter}`}
        >
          <ChapterPicker label={t("training.field.chapter")} name="chapter" picker={picker} />
          <FilterSelect
            label={t("training.field.credential")}
            name="type"
            defaultValue={filters.type}
            options={[
              { value: "all", label: t("training.readiness.allCredentials") },
              ...(data.report?.allTypes ?? []).map((type) => ({
                value: type.id,
                label: credentialTypeName(t, type.name),
              })),
            ]}
          />
          <FilterSelect
            label={t("training.field.status")}
            name="status"
            defaultValue={filters.status}
            options={statusOptions}
          />
          <SearchInput
            label={t("training.field.member")}
            defaultValue={filters.q}
            placeholder={t("training.readiness.searchPlaceholder")}
          />
        </FilterForm>
      }
    >
      {(readiness) => (
        <>
          <section aria-labelledby="totals-heading" className="mb-6">
            <h2 id="totals-heading" className="mb-2 text-lg font-semibold">
              {t("training.readiness.totalsHeading", { chapter: readiness.chapter.name })}
            </h2>
            <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="readiness-totals">
              {readiness.types.map((type) => {
                const n = readiness.totals[type.id]!;
                return (
                  <li key={type.id} className="card p-3 text-sm">
                    <strong>{t("training.readiness.currentOf", { current: n.current, total: n.total })}</strong>{" "}
                    {t("training.readiness.currentIn", { credential: credentialTypeName(t, type.name) })}
                    <CellNote
                      text={n.expiring ? t("training.readiness.expiringSoon", { count: n.expiring }) : null}
                      className="text-slate-700 dark:text-slate-300"
                    />
                  </li>
                );
              })}
            </ul>
          </section>
          <DataTable
            label={t("training.readiness.grid")}
            testId="readiness-grid"
            empty={{
              headingLevel: 2,
              title: t("training.readiness.noMatchTitle"),
              description: t("training.readiness.noMatchText"),
            }}
            caption={t("training.readiness.caption", { chapter: readiness.chapter.name })}
            // Tight cells: ten credential columns fit beside the sidebar on a 1280 px screen (#31).
            cellClassName={READINESS_CELL_CLASS}
            columns={[t("training.field.member"), ...readiness.types.map((type) => credentialTypeName(t, type.name))]}
            rowCount={readiness.members.length}
          >
            {/* The rows as one HTML string (the markup React rendered cell by cell): see readiness-rows.tsx. */}
            <ReadinessRows members={readiness.members} types={readiness.types} t={t} />
          </DataTable>
          {readiness.memberCount > readiness.members.length ? (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300" data-testid="readiness-range">
              {t("training.readiness.showing", {
                from: (readiness.page - 1) * PAGE_SIZE + 1,
                to: (readiness.page - 1) * PAGE_SIZE + readiness.members.length,
                total: readiness.memberCount,
              })}
            </p>
          ) : null}
          <Pager page={readiness.page} hasNext={readiness.hasNext} label={t("training.readiness.pages")} />
        </>
      )}
    </ReportFrame>
  );
}

export const meta = catalogueTitle("training.readiness.metaTitle", "Chapter Readiness | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
