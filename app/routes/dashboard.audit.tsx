import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { EmptyState, FilterForm, FilterSelect, HeaderAction, PageHeader } from "~/components/dashboard";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert } from "~/components/form-fields";
import { auditActionLabel, AUDIT_ACTIONS } from "~/models/audit-format";
import {
  auditChapterChoices,
  auditCursorText,
  describeAuditRow,
  listAuditLog,
  parseAuditCursor,
  resolveAuditFilters,
  type AuditFilterInput,
} from "~/models/audit-log.server";
import { ledChapterScope } from "~/access/rules.server";
import { refuse, requirePage } from "~/flows/respond.server";
import { useT } from "~/i18n/react";
import { pageMeta, siteTitle } from "~/utils/page-meta";

/** The filter fields, as query parameters (a plain GET form: shareable, works without JS). */
const FILTER_FIELDS = ["actor", "chapter", "action", "from", "to"] as const;

/**
 * GET /dashboard/audit: the audit log (issue 31). Administrators see the network, chapter leaders
 * the chapters they lead (the scope is applied in models/audit-log.server.ts). `before`/`after` are
 * keyset cursors: Older continues below the last row shown, Newer above the first.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "audit.read", (t) => t("admin.log.denied"));
  const params = new URL(request.url).searchParams;
  const input: AuditFilterInput = Object.fromEntries(FILTER_FIELDS.map((f) => [f, params.get(f)?.slice(0, 200) ?? ""]));
  const { filters, errors } = resolveAuditFilters(input, i18n.timeZone);
  let page;
  try {
    page = listAuditLog(actor, filters, {
      before: parseAuditCursor(params.get("before")),
      after: parseAuditCursor(params.get("after")),
    });
  } catch (error) {
    throw await refuse(error, request);
  }
  const network = ledChapterScope(actor) === "all";
  const filtered = FILTER_FIELDS.some((f) => input[f]);
  return json({
    i18n: i18n.messages("admin"),
    meta: { title: siteTitle(i18n.t("admin.log.meta")) },
    network,
    input,
    filtered,
    timeZone: i18n.timeZone,
    errors: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, i18n.t(key)])) as Partial<
      Record<(typeof FILTER_FIELDS)[number], string>
    >,
    chapters: network ? [] : auditChapterChoices(actor),
    actions: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabel(value, i18n.t) })).sort((a, b) =>
      a.label.localeCompare(b.label, i18n.lang),
    ),
    rows: page.rows.map((r) => ({
      id: r.id,
      text: describeAuditRow(r, i18n),
      chapterName: r.chapterName,
      createdAt: r.createdAt.toISOString(),
    })),
    older: page.older ? auditCursorText(page.older) : null,
    newer: page.newer ? auditCursorText(page.newer) : null,
  });
}

export default function AuditLogPage() {
  const data = useLoaderData<typeof loader>();
  const { input, errors, rows, filtered } = data;
  const { t, dateTime } = useT();
  const location = useLocation();
  const filterQuery = new URLSearchParams(
    FILTER_FIELDS.flatMap((f) => (input[f] ? [[f, input[f]!] as [string, string]] : [])),
  ).toString();
  const exportHref = `/dashboard/audit/export.csv${filterQuery ? `?${filterQuery}` : ""}`;
  const pageHref = (cursor: Record<string, string>) => {
    const params = new URLSearchParams(filterQuery);
    for (const [k, v] of Object.entries(cursor)) params.set(k, v);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ""}`;
  };
  return (
    <div>
      <PageHeader
        title={t("admin.log.title")}
        description={data.network ? t("admin.log.introNetwork") : t("admin.log.introChapters")}
        actions={<HeaderAction to={exportHref} download icon="⇩" label={t("admin.log.export")} />}
      />
      <FilterForm label={t("admin.log.filters")} clearHref={filtered ? "/dashboard/audit" : undefined}>
        <Field
          className="min-w-0 flex-1 md:min-w-[14rem]"
          labelProps={{ children: t("admin.log.actor") }}
          inputProps={{ type: "email", name: "actor", defaultValue: input.actor ?? "", autoComplete: "off" }}
          errors={errors.actor ? [errors.actor] : undefined}
        />
        {data.network ? (
          <Field
            className="min-w-0 flex-1 md:min-w-[12rem]"
            labelProps={{ children: t("admin.log.chapter") }}
            inputProps={{ type: "text", name: "chapter", defaultValue: input.chapter ?? "" }}
            errors={errors.chapter ? [errors.chapter] : undefined}
          />
        ) : data.chapters.length > 1 ? (
          <FilterSelect
            label={t("admin.log.chapterSelect")}
            name="chapter"
            defaultValue={input.chapter ?? ""}
            options={[
              { value: "", label: t("admin.log.chapterAll") },
              ...data.chapters.map((c) => ({ value: c.id, label: c.name })),
            ]}
          />
        ) : null}
        <FilterSelect
          label={t("admin.log.action")}
          name="action"
          defaultValue={input.action ?? ""}
          options={[{ value: "", label: t("admin.log.actionAll") }, ...data.actions]}
        />
        <Field
          className="md:w-44"
          labelProps={{ children: t("admin.log.from", { zone: data.timeZone }) }}
          inputProps={{ type: "date", name: "from", defaultValue: input.from ?? "" }}
          errors={errors.from ? [errors.from] : undefined}
        />
        <Field
          className="md:w-44"
          labelProps={{ children: t("admin.log.to", { zone: data.timeZone }) }}
          inputProps={{ type: "date", name: "to", defaultValue: input.to ?? "" }}
          errors={errors.to ? [errors.to] : undefined}
        />
      </FilterForm>
      {Object.keys(errors).length ? <FormAlert errors={[t("admin.log.error.summary")]} /> : null}
      <p className="mb-3 text-sm text-slate-700 dark:text-slate-300">{t("admin.log.exportHint")}</p>

      {rows.length === 0 ? (
        <EmptyState
          title={filtered ? t("admin.log.noMatchTitle") : t("admin.log.emptyTitle")}
          description={filtered ? t("admin.log.noMatchText") : t("admin.log.emptyText")}
          action={
            filtered ? (
              <Link to="/dashboard/audit" className="btn-secondary">
                {t("dashboard.filters.clear")}
              </Link>
            ) : undefined
          }
        />
      ) : (
        <section aria-labelledby="audit-list-heading">
          <h2 id="audit-list-heading" className="sr-only">
            {t("admin.log.list")}
          </h2>
          <ol className="card divide-y divide-slate-200 p-0 dark:divide-slate-700" data-testid="audit-log">
            {rows.map((r) => (
              <li key={r.id} className="px-4 py-3">
                <p className="break-words text-sm text-slate-900 dark:text-white">{r.text}</p>
                <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
                  <time dateTime={r.createdAt}>{dateTime(r.createdAt)}</time>
                  {r.chapterName && data.network ? (
                    <span> · {t("admin.log.chapterNote", { chapter: r.chapterName })}</span>
                  ) : null}
                </p>
              </li>
            ))}
          </ol>
        </section>
      )}
      {data.newer || data.older ? (
        <nav aria-label={t("admin.log.pager")} className="mt-6 flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap gap-2">
            {data.newer ? (
              <>
                <Link to={pageHref({})} className="btn-secondary">
                  {t("admin.log.newest")}
                </Link>
                <Link to={pageHref({ after: data.newer })} className="btn-secondary" rel="prev">
                  <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {t("admin.log.newer")}
                </Link>
              </>
            ) : null}
          </span>
          {data.older ? (
            <Link to={pageHref({ before: data.older })} className="btn-secondary" rel="next">
              {t("admin.log.older")} <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => pageMeta(data?.meta.title ?? siteTitle("Audit log"));

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
