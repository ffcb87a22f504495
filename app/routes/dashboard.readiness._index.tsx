import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { pageRefusal, requirePermission } from "~/access/respond.server";
import { EmptyState, FilterForm, FilterSelect, PageHeader, SearchInput } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { CredentialBadge } from "~/components/training/credential-badge";
import { TrainingNav } from "~/components/training/training-nav";
import { ReadinessQuerySchema } from "~/models/credential.schema";
import { filteredReadiness, readinessChapters, trainingAccess } from "~/models/credential.server";

const NOT_ALLOWED = "Only chapter leaders and administrators see chapter readiness.";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  requirePermission(actor, "training.review", undefined, NOT_ALLOWED);
  const url = new URL(request.url);
  const query = ReadinessQuerySchema.parse(Object.fromEntries(url.searchParams));
  const chapters = readinessChapters(actor);
  const chapterId = query.chapter ?? chapters[0]?.id;
  let readiness = null;
  if (chapterId) {
    try {
      readiness = filteredReadiness(actor, chapterId, {
        type: query.type,
        status: query.status === "all" ? undefined : query.status,
        q: query.q,
      });
    } catch (error) {
      throw await pageRefusal(error, request);
    }
  }
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
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

const STATUS_OPTIONS = [
  { value: "all", label: "Any status" },
  { value: "current", label: "Current (valid or expiring)" },
  { value: "expiring", label: "Expiring" },
  { value: "expired", label: "Expired" },
  { value: "missing", label: "Missing" },
  { value: "pending", label: "Pending review" },
];

export default function ReadinessPage() {
  const { access, chapters, filters, readiness, csvHref } = useLoaderData<typeof loader>();
  return (
    <div>
      <PageHeader
        title="Chapter Readiness"
        description="Who holds which credential: valid, expiring inside its renewal window, expired, or missing."
        actions={
          readiness ? (
            <a href={csvHref} className="btn-secondary" download>
              Export CSV
            </a>
          ) : null
        }
      />
      <TrainingNav {...access} />
      {!chapters.length ? (
        <EmptyState title="No chapters" description="Readiness appears for the approved chapters you lead." />
      ) : (
        <>
          <FilterForm
            key={JSON.stringify(filters)}
            label="Filter readiness"
            clearHref={`/dashboard/readiness?chapter=${filters.chapter}`}
          >
            <FilterSelect
              label="Chapter"
              name="chapter"
              defaultValue={filters.chapter}
              options={chapters.map((c) => ({ value: c.id, label: c.name }))}
            />
            <FilterSelect
              label="Credential"
              name="type"
              defaultValue={filters.type}
              options={[
                { value: "all", label: "All credentials" },
                ...(readiness?.allTypes ?? []).map((t) => ({ value: t.id, label: t.name })),
              ]}
            />
            <FilterSelect label="Status" name="status" defaultValue={filters.status} options={STATUS_OPTIONS} />
            <SearchInput label="Member" defaultValue={filters.q} placeholder="Name or email" />
          </FilterForm>
          {readiness ? (
            <>
              <section aria-labelledby="totals-heading" className="mb-6">
                <h2 id="totals-heading" className="mb-2 text-lg font-semibold">
                  {readiness.chapter.name}: current credentials
                </h2>
                <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="readiness-totals">
                  {readiness.types.map((t) => {
                    const n = readiness.totals[t.id]!;
                    return (
                      <li key={t.id} className="card p-3 text-sm">
                        <strong>
                          {n.current} of {n.total}
                        </strong>{" "}
                        current in {t.name}
                        {n.expiring ? (
                          <span className="block text-xs text-slate-700 dark:text-slate-300">
                            {n.expiring} expiring soon
                          </span>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              </section>
              {readiness.members.length ? (
                <div className="card overflow-x-auto p-0" tabIndex={0} role="region" aria-label="Readiness grid">
                  <table className="w-full text-left text-sm" data-testid="readiness-grid">
                    <caption className="sr-only">Credentials of {readiness.chapter.name} members</caption>
                    <thead className="border-b border-slate-200 dark:border-slate-700">
                      <tr>
                        <th scope="col" className="px-3 py-2">
                          Member
                        </th>
                        {readiness.types.map((t) => (
                          <th key={t.id} scope="col" className="px-3 py-2">
                            {t.name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                      {readiness.members.map((m) => (
                        <tr key={m.id}>
                          <th scope="row" className="px-3 py-2 font-medium">
                            {m.name}
                          </th>
                          {readiness.types.map((t) => {
                            const cell = m.cells[t.id]!;
                            return (
                              <td key={t.id} className="px-3 py-2">
                                <CredentialBadge status={cell.status} />
                                {cell.expiresOn && cell.status !== "Missing" ? (
                                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                                    {cell.expiresOn}
                                  </span>
                                ) : null}
                              </td>
                            );
                          })}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              ) : (
                <EmptyState
                  headingLevel={2}
                  title="No members match"
                  description="Try another status or clear the filters."
                />
              )}
            </>
          ) : null}
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Chapter Readiness | CERT Chapters" }];

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
