import type { LoaderFunctionArgs } from "@remix-run/node";
import { recordCsvPage } from "~/flows/activation-record.server";

/** GET /dashboard/activations/:id/activity-log.csv: the ICS-214 activity log as a file (the chapter's leaders, admins). */
export const loader = ({ request, params }: LoaderFunctionArgs) =>
  recordCsvPage(request, "activity-log", params.id ?? "");
