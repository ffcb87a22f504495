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

const ListQuerySchema = z.object({
  chapterId: id("chapterId").optional(),
  userId: id("userId").optional(),
  status: z
    .enum(["Pending", "Approved", "Rejected"], { message: "status must be Pending, Approved or Rejected" })
    .optional(),
  page: z.coerce
    .number({ invalid_type_error: "page must be a number" })
    .int()
    .min(1)
    .max(100_000)
    .optional()
    .default(1),
  pageSize: z.coerce
    .number({ invalid_type_error: "pageSize must be a number" })
    .int()
    .min(1)
    .max(500)
    .optional()
    .default(100),
});

/** The join payload of spec section 7. The rules (approved chapter, once per user) live in the model. */
const JoinSchema = z.object({
  chapterId: id("chapterId"),
  role: z.literal("Member", { errorMap: () => ({ message: "Join requests are for the Member role" }) }).optional(),
});

/**
 * GET /api/memberships?chapterId=&userId=&status=&page=&pageSize= (signed in): the memberships the
 * caller may see: every one for admins, those of the chapters they lead for leaders (with the
 * member's name and email), newest first, a page at a time (100 by default, at most 500; the
 * national network has some 200,000), and on the first page everyone's own memberships too.
 * `X-Next-Page` names the next page while there is one.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return handleApi(async () => {
    const user = await requireApiActor(request);
    const { chapterId, userId, status, page, pageSize } = await parseWith(ListQuerySchema, searchParamsObject(request));
    const managed = listMembershipsForManagement(user, {
      chapterId,
      userId,
      status,
      limit: pageSize + 1,
      offset: (page - 1) * pageSize,
    });
    const more = managed.length > pageSize;
    // The caller's own memberships, plus those they manage (leaders: their chapters; admins: all).
    const own = page === 1 ? listMembershipsForUser(user) : [];
    const seen = new Set<string>();
    const rows = [...own, ...managed.slice(0, pageSize)]
      .filter((m) => !seen.has(m.id) && !!seen.add(m.id))
      .filter(
        (m) =>
          (!chapterId || m.chapterId === chapterId) &&
          (!userId || m.userId === userId) &&
          (!status || m.status === status),
      )
      .map(toApiMembership);
    return json(rows, more ? { headers: { "X-Next-Page": String(page + 1) } } : undefined);
  });
}

/** POST /api/memberships {chapterId, role: "Member"}: a Pending join request (201); 409 if one exists. */
export async function action({ request }: ActionFunctionArgs) {
  return apiCreate(request, JoinSchema, (user, { chapterId }) =>
    toApiMembership(requestMembership({ userId: user.id, chapterId })),
  );
}
