import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { chapterReadiness } from "~/models/credential.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";

/**
 * GET /api/chapters/{id}/readiness (leaders of the chapter, admins): each approved member's status
 * per credential type (Valid, Expiring, Expired, Pending, Rejected, Missing) and per-type totals.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    const r = chapterReadiness(actor, params.id ?? "");
    return json({
      chapter: { id: r.chapter.id, name: r.chapter.name },
      credentialTypes: r.types,
      members: r.members.map((m) => ({ id: m.id, displayName: m.name, email: m.email, credentials: m.cells })),
      totals: r.totals,
    });
  });
}

export const action = () => methodNotAllowed(["GET"]);
