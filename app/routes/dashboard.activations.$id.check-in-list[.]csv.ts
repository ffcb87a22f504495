import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvPage } from "~/flows/activation-record.server";

/** GET /dashboard/activations/:id/check-in-list.csv: the ICS-211 check-in list as a file (the chapter's leaders, admins). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  recordCsvPage(request, "check-in-list", params.id ?? "");
