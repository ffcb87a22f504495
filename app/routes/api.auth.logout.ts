import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { apiError, handleApi, methodNotAllowed } from "~/utils/api.server";
import { deleteSession } from "~/access/sessions.server";
import { getBearerToken } from "~/utils/session.server";

/**
 * POST /api/auth/logout with `Authorization: Bearer <token>` ends that token's session. Repeating it
 * (or sending an already-ended token) still succeeds: the client only wants to be signed out.
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request }: ActionFunctionArgs) {
  return handleApi(() => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    const token = getBearerToken(request);
    if (!token) return apiError(401, "Authentication required: send the token as 'Authorization: Bearer <token>'.");
    deleteSession(token);
    return json({ success: true });
  });
}
