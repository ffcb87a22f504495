import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type AppLoadContext } from "@remix-run/node";
import { LoginSchema, RegisterSchema } from "~/models/user.schema";
import { isAccessError } from "~/access/errors";
import { createUser } from "~/models/user.server";
import { authenticator, InvalidCredentialsError } from "./authenticator.server";
import { safeRedirect } from "~/utils/misc";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { commitNewBrowserSession } from "~/access/sessions.server";
import { combineHeaders, createToastHeaders } from "~/utils/toast.server";

// The sign-in and register form actions live here (not in the route modules) so that zod and the
// schemas never reach the browser bundle of these public pages.

const HIDE = ["password", "confirmPassword"];

export async function loginAction(request: Request, context: AppLoadContext) {
  await enforceRateLimit(context, "login");
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  let userId: string;
  try {
    userId = await authenticator.authenticate("form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    return json(
      {
        result: submission.reply({
          formErrors: ["Login failed: invalid email or password."],
          hideFields: ["password"],
        }),
        toast: {
          id: crypto.randomUUID(),
          title: "Sign in failed",
          description: "Login failed",
          type: "error" as const,
        },
      },
      { status: 400 },
    );
  }
  const { setCookie } = await commitNewBrowserSession(request, userId);
  const toastHeaders = await createToastHeaders({
    title: "Welcome back!",
    description: "You've been successfully signed in.",
    type: "success",
  });
  return redirect(safeRedirect(submission.value.redirectTo), {
    headers: combineHeaders({ "Set-Cookie": setCookie }, toastHeaders),
  });
}

export async function registerAction(request: Request, context: AppLoadContext) {
  await enforceRateLimit(context, "register");
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return json({ result: submission.reply({ hideFields: HIDE }), toast: null }, { status: 400 });
  }
  const { email, password, displayName, role, justification, redirectTo } = submission.value;
  let userId: string;
  try {
    const user = await createUser({ email, password, displayName, requestedRole: role, justification });
    userId = user.id;
  } catch (error) {
    if (!isAccessError(error) || error.kind !== "conflict") throw error;
    return json(
      {
        result: submission.reply({
          fieldErrors: { email: ["An account with this email already exists"] },
          hideFields: HIDE,
        }),
        toast: {
          id: crypto.randomUUID(),
          title: "Registration failed",
          description: "An account with this email already exists",
          type: "error" as const,
        },
      },
      { status: 400 },
    );
  }
  const { setCookie } = await commitNewBrowserSession(request, userId);
  const toastHeaders = await createToastHeaders({
    title: "Account created successfully!",
    description:
      role === "ChapterLeader"
        ? "Your leadership role is pending approval from administrators."
        : "Welcome! You can now join chapters and participate in training.",
    type: "success",
  });
  return redirect(safeRedirect(redirectTo, "/dashboard"), {
    headers: combineHeaders({ "Set-Cookie": setCookie }, toastHeaders),
  });
}
