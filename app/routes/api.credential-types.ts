import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { listCredentialTypes } from "~/models/credential.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";

/** GET /api/credential-types (signed in): the active catalogue, with each type's validity and renewal window. */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    await requireApiActor(request);
    return json(
      listCredentialTypes().map((t) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        validityMonths: t.validityMonths,
        renewalWindowDays: t.renewalWindowDays,
      })),
    );
  });
}

export const action = () => methodNotAllowed(["GET"]);
