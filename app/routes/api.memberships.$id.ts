import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { leaveMembership } from "~/models/membership.server";
import { handleApi, methodNotAllowed } from "~/utils/api.server";

/**
 * DELETE /api/memberships/{id}: the member withdraws their own pending join request or leaves the
 * chapter (the same rule as the chapter page's button). 404 for a membership that is not theirs
 * (403 with a reason for its chapter's leaders), 409 for a declined request or a chapter's last leader.
 */
export async function loader() {
  return methodNotAllowed(["DELETE"]);
}

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "DELETE") return methodNotAllowed(["DELETE"]);
    const actor = await requireApiActor(request);
    const left = leaveMembership(actor, params.id ?? "");
    return json({ id: left.id, chapterId: left.chapterId, left: true, was: left.status });
  });
}
