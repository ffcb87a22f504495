import { json } from "@remix-run/node";
import type { Actor } from "~/access/actor.server";
import { requireApiActor } from "~/access/actor.server";
import { ReviewSchema, type ReviewDecision } from "~/models/review.schema";
import { apiError, emptyAsMissing, handleApi, methodNotAllowed, parseWith, readJsonObject } from "~/utils/api.server";

const decisionOf = (value: string | undefined): ReviewDecision | null =>
  value === "approve" || value === "reject" ? value : null;

/** `GET /api/<things>/{id}/approve|reject`: 405 (only POST decides), 404 for any other last segment. */
export function reviewApiLoader({ params }: { params: { decision?: string } }) {
  return decisionOf(params.decision) ? methodNotAllowed(["POST"]) : apiError(404, "Not found");
}

/**
 * `POST /api/<things>/{id}/approve` and `/reject {reason?}`: one handler for chapters, memberships
 * and role requests. The model call checks who may review (the access rules); this only reads the
 * JSON, validates it with the same schema the pages use, and shapes the answer.
 */
export function reviewApiAction<R, T>(review: {
  approve: (actor: Actor, id: string) => R;
  reject: (actor: Actor, id: string, reason?: string) => R;
  /** The answer: the reviewed thing as the API shows it. */
  show: (id: string, reviewed: R, actor: Actor) => T;
}) {
  return ({ request, params }: { request: Request; params: { id?: string; decision?: string } }) =>
    handleApi(async () => {
      if (request.method !== "POST") return methodNotAllowed(["POST"]);
      const decision = decisionOf(params.decision);
      if (!decision) return apiError(404, "Not found");
      const actor = await requireApiActor(request);
      const body = emptyAsMissing(await readJsonObject(request));
      const { id, reason } = await parseWith(ReviewSchema, { reason: body.reason, id: params.id });
      const reviewed = decision === "approve" ? review.approve(actor, id) : review.reject(actor, id, reason);
      return json(review.show(id, reviewed, actor));
    });
}
