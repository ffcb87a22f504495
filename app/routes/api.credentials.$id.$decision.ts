import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { RejectCredentialSchema } from "~/models/credential.schema";
import { getCredentialView, rejectCredential, toApiCredential, verifyCredential } from "~/models/credential.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * POST /api/credentials/{id}/verify and POST /api/credentials/{id}/reject {reason}: leaders of one of
 * the member's chapters and admins (not the member). 404 unknown or not visible, 403 not allowed,
 * 400 already reviewed or no reason. Audited.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const id = params.id ?? "";
    if (params.decision === "verify") {
      await parseJsonBody(request, RejectCredentialSchema.partial());
      verifyCredential(actor, id);
    } else if (params.decision === "reject") {
      const { reason } = await parseJsonBody(request, RejectCredentialSchema);
      rejectCredential(actor, id, reason);
    } else {
      throw notFound();
    }
    return json(toApiCredential(getCredentialView(actor, id)));
  });
}
