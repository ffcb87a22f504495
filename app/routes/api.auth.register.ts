import type { ActionFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { ApiRegisterSchema } from "~/models/user.schema";
import { signUp } from "~/flows/auth-forms.server";
import { handleApi, methodNotAllowed, parseJsonBody } from "~/utils/api.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";

/**
 * POST /api/auth/register {email, password, displayName, role, justification?, timeZone?} → 202
 * {status: "check_email", message}. The same answer whether or not the address has an account
 * (decision 023): a new one gets an account whose address is proven by the emailed link; no token
 * is issued here, sign in with /api/auth/login. Always a Member; role "ChapterLeader" files a
 * pending role request (never GlobalAdmin).
 */
export const loader = () => methodNotAllowed(["POST"]);

const CHECK_YOUR_EMAIL =
  "Check your email: we've sent a message to this address with what to do next. Sign in with /api/auth/login.";

export async function action({ request, context }: ActionFunctionArgs) {
  return handleApi(async () => {
    if (request.method !== "POST") return methodNotAllowed(["POST"]);
    await enforceRateLimit(context, "register");
    const input = await parseJsonBody(request, ApiRegisterSchema);
    await signUp(
      {
        email: input.email,
        password: input.password,
        displayName: input.displayName,
        requestedRole: input.role,
        justification: input.justification,
        timeZone: input.timeZone,
      },
      request,
    );
    return json({ status: "check_email", message: CHECK_YOUR_EMAIL }, { status: 202 });
  });
}
