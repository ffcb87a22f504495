import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireActor } from "~/access/actor.server";
import { exportAccountData } from "~/models/account-data.server";

/** "Download your data": everything stored about the signed-in member, as a JSON file (decision 030). */
export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireActor(request);
  const data = exportAccountData(actor);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="cert-chapters-my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
