import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { FilterForm, FilterSelect, SearchInput } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { trainingPageTitle } from "~/components/training/page-title";
import { CredentialBadge } from "~/components/training/credential-badge";
import { DataTable, TBODY_CLASS } from "~/components/training/data-table";
import { ReportFrame } from "~/components/training/report-frame";
import { requireChapterReport } from "~/flows/chapter-report.server";
import { useT } from "~/i18n/react";
import { credentialTypeName } from "~/models/credential.schema";
import { readinessForSearch, trainingAccess } from "~/models/credential.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n, result } = await requireChapterReport(request, "training.refusal.readiness", readinessForSearch);
  const { query, chapters, chapterId, readiness } = result;
  const params = new URLSearchParams();
  if (chapterId) params.set("chapter", chapterId);
  if (query.type) params.set("type", query.type);
  if (query.status !== "all") params.set("status", query.status);
  if (query.q) params.set("q", query.q);
  return json(
    {
      access: trainingAccess(actor),
      chapters,
      filters: { chapter: chapterId ?? "", type: query.type ?? "all", status: query.status, q: query.q ?? "" },
      readiness,
      csvHref: `/dashboard/readiness/export.csv?${params}`,
      i18n: i18n.messages("training"),
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export default function ReadinessPage() {
  const { access, chapters, filters, readiness, csvHref } = useLoaderData<typeof loader>();
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
      title={t("training.readiness.title")}
      description={t("training.readiness.description")}
      csvHref={readiness ? csvHref : null}
      access={access}
      hasChapters={chapters.length > 0}
      noChaptersText={t("training.readiness.noChapters")}
    >
      <FilterForm
        key={JSON.stringify(filters)}
        label={t("training.readiness.filter")}
        clearHref={`/dashboard/readiness?chapter=${filters.chapter}`}
      >
        <FilterSelect
          label={t("training.field.chapter")}
          name="chapter"
          defaultValue={filters.chapter}
          options={chapters.map((c) => ({ value: c.id, label: c.name }))}
        />
        <FilterSelect
          label={t("training.field.credential")}
          name="type"
          defaultValue={filters.type}
          options={[
            { value: "all", label: t("training.readiness.allCredentials") },
            ...(readiness?.allTypes ?? []).map((type) => ({ value: type.id, label: credentialTypeName(t, type.name) })),
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
      {readiness ? (
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
                    {n.expiring ? (
                      <span className="block text-xs text-slate-700 dark:text-slate-300">
                        {t("training.readiness.expiringSoon", { count: n.expiring })}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </section>
          <DataTable
            label={t("training.readiness.grid")}
            testId="readiness-grid"
            rowCount={readiness.members.length}
            empty={{
              headingLevel: 2,
              title: t("training.readiness.noMatchTitle"),
              description: t("training.readiness.noMatchText"),
            }}
            caption={t("training.readiness.caption", { chapter: readiness.chapter.name })}
            cellClassName="px-3 py-2"
            columns={[t("training.field.member"), ...readiness.types.map((type) => credentialTypeName(t, type.name))]}
          >
            <tbody className={TBODY_CLASS}>
              {readiness.members.map((m) => (
                <tr key={m.id}>
                  <th scope="row" className="px-3 py-2 font-medium">
                    {m.name}
                  </th>
                  {readiness.types.map((type) => {
                    const cell = m.cells[type.id]!;
                    return (
                      <td key={type.id} className="px-3 py-2">
                        <CredentialBadge status={cell.status} />
                        {cell.expiresOn && cell.status !== "Missing" ? (
                          <span className="block text-xs text-slate-600 dark:text-slate-400">{cell.expiresOn}</span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      ) : null}
    </ReportFrame>
  );
}

export const meta = trainingPageTitle("training.readiness.metaTitle", "Chapter Readiness | CERT Chapters");

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
