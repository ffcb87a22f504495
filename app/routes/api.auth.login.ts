import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { LoginSchema } from "~/models/user.schema";
import { getUserById, verifyLogin } from "~/models/user.server";
import { apiError, handleApi, methodNotAllowed, parseJsonBody, toApiUser } from "~/utils/api.server";
import { enforceAccountRateLimit, enforceRateLimit } from "~/utils/rate-limit.server";
import { createSessionRow } from "~/access/sessions.server";

/** POST /api/auth/login {email, password} → {user, token}; the token is a bearer token ("api" session). */
export const loader = () => methodNotAllowed(["POST"]);

export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforceRateLimit(context, "login");
    const { email, password } = await parseJsonBody(request, LoginSchema);
    await enforceAccountRateLimit("loginAccount", email);
    const found = await verifyLogin(email, password);
    if (!found) return apiError(401, "Login failed: invalid email or password.");
    const user = getUserById(found.id)!;
    const session = createSessionRow(user.id, "api");
    return json({ user: toApiUser(user), token: session.token, expiresAt: session.expiresAt.toISOString() });
  });
}
