import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { z } from "zod";
import { listMembershipsForManagement, listMembershipsForUser, requestMembership } from "~/models/membership.server";
import { toApiMembership } from "~/flows/api-shapes.server";
import { handleApi, parseWith, searchParamsObject } from "~/utils/api.server";
import { apiCreate } from "~/flows/api-create.server";
import { requireApiActor } from "~/access/actor.server";

const id = (label: string) =>
  z
    .string({ required_error: `${label} is required`, invalid_type_error: `${label} must be a string` })
    .trim()
    .min(1, `${label} is required`)
    .max(100);

const ListQuerySchema = z.object({ chapterId: id("chapterId").optional(), userId: id("userId").optional() });

/** The join payload of spec section 7. The rules (approved chapter, once per user) live in the model. */
const JoinSchema = z.object({
  chapterId: id("chapterId"),
  role: z.literal("Member", { errorMap: () => ({ message: "Join requests are for the Member role" }) }).optional(),
});

/**
 * GET /api/memberships?chapterId=&userId= (signed in): the memberships the caller may see: every
 * one for admins, those of the chapters they lead for leaders (with the member's name and email),
 * and everyone's own memberships.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const { chapterId, userId } = await parseWith(ListQuerySchema, searchParamsObject(request));
    // The caller's own memberships, plus those they manage (leaders: their chapters; admins: all).
    const seen = new Set<string>();
    const rows = [...listMembershipsForUser(user), ...listMembershipsForManagement(user)]
      .filter((m) => !seen.has(m.id) && !!seen.add(m.id))
      .filter((m) => (!chapterId || m.chapterId === chapterId) && (!userId || m.userId === userId))
      .map(toApiMembership);
    return json(rows);
  });
}

/** POST /api/memberships {chapterId, role: "Member"}: a Pending join request (201); 409 if one exists. */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, JoinSchema, (user, { chapterId }) =>
    toApiMembership(requestMembership({ userId: user.id, chapterId })),
  );
}
