import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";
import { closeActivation } from "~/models/activation-send.server";
import { getActivationChapter } from "~/models/activation-common.server";
import { toApiActivation } from "~/models/activation-view.server";

/**
 * POST /api/activations/:id/close (the chapter's leaders, admins): stand-down. Closes the activation
 * and queues the stand-down to everyone alerted; 200 with `status: "Closed"`, 409 if already closed.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const closed = closeActivation(actor, params.id ?? "");
    return json(toApiActivation(closed, getActivationChapter(closed.chapterId)!));
  });
}

export async function loader() {
  return methodNotAllowed(["POST"]);
}
