import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { rejectMembership } from "~/models/membership.server";
import { toApiMembership } from "~/utils/api-shapes.server";
import { emptyAsMissing, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";
import { requireApiActor } from "~/access/actor.server";

const InputSchema = z.object({
  membershipId: z.string().trim().min(1, "Membership id is required").max(100),
  reason: z.string({ invalid_type_error: "reason must be a string" }).trim().max(500, "Reason must be at most 500 characters").optional(),
});

/**
 * POST /api/memberships/{id}/reject {reason?}: leaders of the membership's chapter and admins.
 * 403 for anyone else, 404 unknown, 409 already reviewed.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, params }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const user = await requireApiActor(request);
    const body = emptyAsMissing(await readJsonObject(request));
    const input = await parseWith(InputSchema, { ...body, membershipId: params.id });
    const updated = rejectMembership(user, input.membershipId, input.reason);
    return json(toApiMembership(updated));
  });
}
