import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationApiSchema } from "~/models/activation.schema";
import { createActivation } from "~/models/activation-send.server";
import { listActivationsForApi } from "~/models/activation-lists.server";
import { toApiActivation } from "~/models/activation-view.server";

/**
 * GET /api/activations: the caller's activations: the ones they were alerted to (with their own
 * reply; details only after Available or Delayed) and, for leaders and admins, the ones they run
 * (with response figures).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return json(listActivationsForApi(actor), { headers: { "Cache-Control": "private, no-store" } });
  });
}

/**
 * POST /api/activations `{ chapterId, kind: "Drill" | "Real", title, details, location, reportAt,
 * needed }` (leaders of the chapter, admins): 201 with the activation (`status: "Open"`), its
 * members alerted and their messages queued.
 */
export async function action({ request }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["GET", "POST"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, ActivationApiSchema);
    const created = createActivation(actor, input, { baseUrl: appBaseUrl(request) });
    return json(
      { ...toApiActivation(created.activation, created.chapter), alerted: created.alerted, queued: created.queued },
      { status: 201 },
    );
  });
}
