import type { LoaderFunctionArgs } from "@remix-run/node";
import { AUDIT_CSV_HEADER, auditCsvRows, resolveAuditFilters } from "~/models/audit-log.server";
import { csvResponse, fileDate } from "~/utils/csv.server";
import { refuse, requirePage } from "~/flows/respond.server";

/**
 * GET /dashboard/audit/export.csv?actor=…&chapter=…&action=…&from=…&to=…: every audit row the same
 * filters show on the page (all pages, in the reader's scope), streamed as audit-log-{date}.csv. A
 * plain link, so it works without JS. Filters the page would flag are left out here (the link is
 * built from the page's own query string). Column names stay English, like the other exports.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { actor, i18n } = await requirePage(request, "audit.read", (t) => t("admin.log.denied"));
  const params = new URL(request.url).searchParams;
  const read = (name: string) => params.get(name)?.slice(0, 200) ?? "";
  const { filters } = resolveAuditFilters(
    { actor: read("actor"), chapter: read("chapter"), action: read("action"), from: read("from"), to: read("to") },
    i18n.timeZone,
  );
  // A leader asking for a chapter they do not lead gets the 403 page, before any byte is sent.
  try {
    return csvResponse(`audit-log-${fileDate()}.csv`, AUDIT_CSV_HEADER, auditCsvRows(actor, filters, i18n));
  } catch (error) {
    throw await refuse(error, request);
  }
}
