import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiRegisterSchema } from "~/models/user.schema";
import { isAccessError } from "~/access/errors";
import { createUser, getUserById } from "~/models/user.server";
import { conflict, handleApi, methodNotAllowed, parseJsonBody, toApiUser } from "~/utils/api.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { createSessionRow } from "~/access/sessions.server";
import { initialTimeZone } from "~/utils/time-zone";

/**
 * POST /api/auth/register {email, password, displayName, role} → 201 {user, token}. Same rules as the
 * page: always a Member; role "ChapterLeader" files a pending role request (never GlobalAdmin).
 */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforceRateLimit(context, "register");
    const input = await parseJsonBody(request, ApiRegisterSchema);
    let userId: string;
    try {
      const created = await createUser({
        email: input.email,
        password: input.password,
        displayName: input.displayName,
        requestedRole: input.role,
        justification: input.justification,
        zone: initialTimeZone(input.timeZone, request.headers.get("Accept-Language")),
      });
      userId = created.id;
    } catch (error) {
      if (!isAccessError(error) || error.kind !== "conflict") throw error;
      return conflict("Registration failed: an account with this email already exists.", {
        email: ["An account with this email already exists"],
      });
    }
    const user = getUserById(userId)!;
    const session = createSessionRow(user.id, "api");
    return json(
      { user: toApiUser(user), token: session.token, expiresAt: session.expiresAt.toISOString() },
      { status: 201 },
    );
  });
}
