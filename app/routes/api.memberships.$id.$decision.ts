import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { requireApiActor } from "~/access/actor.server";
import { reviewApiAction, reviewApiLoader } from "~/flows/review-api.server";
import {
  approveMembership,
  deactivateMember,
  reactivateMember,
  rejectMembership,
  removeMember,
} from "~/models/membership.server";
import { toApiMembership } from "~/flows/api-shapes.server";
import { ReviewSchema } from "~/models/review.schema";
import { emptyAsMissing, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";

/**
 * POST /api/memberships/{id}/approve (empty body) and /reject {reason?}: leaders of the membership's
 * chapter and admins. 403 for anyone else, 404 unknown, 409 already reviewed.
 * POST /api/memberships/{id}/deactivate {reason}, /reactivate (empty body) and /remove {reason}:
 * the same leaders and admins manage an approved (or inactive) member, as the Members page does
 * (decision 033): 400 without a reason, 409 when the membership is not in the state it needs.
 */
const MANAGE = ["deactivate", "reactivate", "remove"] as const;
type Manage = (typeof MANAGE)[number];
const isManage = (value: string | undefined): value is Manage => (MANAGE as readonly string[]).includes(value ?? "");

export function loader(args: LoaderFunctionArgs) {
  return isManage(args.params.decision) ? methodNotAllowed(["POST"]) : reviewApiLoader(args);
}

const review = reviewApiAction({
  approve: approveMembership,
  reject: rejectMembership,
  show: (_id, reviewed) => toApiMembership(reviewed),
});

export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const decision = params.decision;
  if (!isManage(decision)) return review(args);
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const actor = await requireApiActor(request);
    const body = emptyAsMissing(await readJsonObject(request));
    const { id, reason } = await parseWith(ReviewSchema, { reason: body.reason, id: params.id });
    if (decision === "remove") {
      const removed = removeMember(actor, id, reason);
      return json({ ...toApiMembership(removed), removed: true });
    }
    const done = decision === "deactivate" ? deactivateMember(actor, id, reason) : reactivateMember(actor, id);
    return json(toApiMembership(done));
  });
}
