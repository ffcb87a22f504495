import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { appBaseUrl } from "~/messaging/links.server";
import { UpdateSchema } from "~/models/activation.schema";
import { postActivationUpdate } from "~/models/activation-send.server";

/**
 * POST /api/activations/:id/updates `{ message, audience?: "Responders" | "Everyone" }` (the
 * chapter's leaders, admins): 201 with the update; queued to the responders by default. 409 once
 * the activation is closed.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, UpdateSchema);
    const { update, recipients } = postActivationUpdate(actor, params.id ?? "", input, {
      baseUrl: appBaseUrl(request),
    });
    return json(
      {
        id: update.id,
        activationId: update.activationId,
        message: update.message,
        audience: update.audience,
        recipients,
        createdAt: update.createdAt.toISOString(),
      },
      { status: 201 },
    );
  });
}

export async function loader() {
  return methodNotAllowed(["POST"]);
}
