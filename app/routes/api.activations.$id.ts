import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { appBaseUrl } from "~/messaging/links.server";
import { ActivationEditApiSchema } from "~/models/activation.schema";
import { editActivation } from "~/models/activation-edit.server";
import { getActivationRoster } from "~/models/activation-roster.server";
import { toApiActivation, toApiRoster } from "~/models/activation-view.server";
import { getActivationChapter } from "~/models/activation-common.server";

/**
 * GET /api/activations/:id: the activation with `counts` (Available, Delayed, Unavailable, NoReply)
 * and the `roster` (each member's reply, check-in and `delivery` status), for the chapter's leaders
 * and admins only (403 for others, 404 unknown).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return json(toApiRoster(getActivationRoster(actor, params.id ?? "")), {
      headers: { "Cache-Control": "private, no-store" },
    });
  });
}

/**
 * PATCH /api/activations/:id `{ location?, reportAt? (ISO), needed?, details?, revision? }` (the
 * chapter's leaders, admins): 200 with the activation, `changed` (the fields that changed),
 * `notified` (members who replied Available or Delayed, told what changed) and `promoted` (standby
 * members a higher number needed counted in). 409 once closed, or when `revision` is not the
 * activation's current one; 400 for bad input or an empty body.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
    const actor = await requireApiActor(request);
    const input = await parseJsonBody(request, ActivationEditApiSchema);
    const edited = editActivation(actor, params.id ?? "", input, { baseUrl: appBaseUrl(request) });
    const chapter = getActivationChapter(edited.activation.chapterId)!;
    return json({
      ...toApiActivation(edited.activation, chapter),
      changed: edited.changed,
      notified: edited.notified,
      promoted: edited.promoted,
    });
  });
}
