import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { CredentialFormSchema } from "~/models/credential.schema";
import { getCredentialView, listCredentialsFor, recordCredential, toApiCredential } from "~/models/credential.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";

/**
 * GET /api/credentials: the caller's credentials; `?userId=` another member's, for leaders of one of
 * that member's chapters and admins (403 otherwise).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    const userId = new URL(request.url).searchParams.get("userId")?.trim() || actor.id;
    return json(listCredentialsFor(actor, userId.slice(0, 100)).map(toApiCredential));
  });
}

/**
 * POST /api/credentials {credentialTypeId, issuedOn, expiresOn?, certificateNumber?}: records one of
 * the caller's own credentials, Pending until reviewed (201). Proof files go through the page's
 * multipart form.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, CredentialFormSchema);
    const row = recordCredential(actor, input, null, "api");
    return json(toApiCredential(getCredentialView(actor, row.id)), { status: 201 });
  });
}
