import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { CredentialPatchSchema } from "~/models/credential.schema";
import { getCredentialView, toApiCredential } from "~/models/credential.server";
import { deleteCredential, patchCredential } from "~/models/credential-edit.server";
import { handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";

/**
 * GET /api/credentials/{id}: one credential, for its owner, leaders of one of the owner's chapters
 * and admins (404 otherwise).
 * PATCH /api/credentials/{id} {credentialTypeId?, issuedOn?, expiresOn?, certificateNumber?}: the
 * owner changes their credential (the same rule and checks as the edit page); a verified one whose
 * facts change goes back to Pending, a rejected one is resubmitted. Proof files go through the page.
 * DELETE /api/credentials/{id}: the owner deletes it. 404 for a credential the caller may not read,
 * 403 for one they may read but not change (a leader), 409 when it was reviewed meanwhile.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return json(toApiCredential(getCredentialView(actor, params.id ?? "")));
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    const id = params.id ?? "";
    if (request.method === "PATCH") {
      const actor = await requireApiActor(request);
      // Read as sent: `expiresOn: null` means "the type's usual validity", not "leave it".
      const patch = await parseWith(CredentialPatchSchema, await readJsonObject(request));
      const saved = patchCredential(actor, id, patch);
      return json({ ...toApiCredential(getCredentialView(actor, id)), outcome: saved.outcome });
    }
    if (request.method === "DELETE") {
      const actor = await requireApiActor(request);
      const gone = deleteCredential(actor, id);
      return json({ id: gone.id, deleted: true });
    }
    return methodNotAllowed(["GET", "PATCH", "DELETE"]);
  });
}
