import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import type { z } from "zod";
import { Field, FormAlert } from "~/components/forms";
import { Toaster } from "~/components/toaster";
import { LoginSchema } from "~/models/user.schema";
import { authenticator, InvalidCredentialsError } from "~/utils/auth.server";
import { safeRedirect } from "~/utils/misc";
import { getOptionalUser } from "~/utils/permissions.server";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { commitNewBrowserSession } from "~/utils/session.server";
import { combineHeaders, createToastHeaders } from "~/utils/toast.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (user) {
    const to = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
    throw redirect(to);
  }
  return json({});
}

export async function action({ request }: ActionFunctionArgs) {
  enforceRateLimit(request, "login");
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return json(
      { result: submission.reply({ hideFields: ["password"] }), toast: null },
      { status: 400 },
    );
  }
  let userId: string;
  try {
    userId = await authenticator.authenticate("form", request);
  } catch (error) {
    if (!(error instanceof InvalidCredentialsError)) throw error;
    return json(
      {
        result: submission.reply({ formErrors: ["Login failed: invalid email or password."], hideFields: ["password"] }),
        toast: { id: crypto.randomUUID(), title: "Sign in failed", description: "Login failed", type: "error" as const },
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

export default function LoginPage() {
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof LoginSchema>>({
    id: "login-form",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
  });
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const submitting = navigation.state === "submitting" && navigation.formAction?.startsWith("/auth/login");
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">Sign In</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Welcome back. Sign in to your account.</p>
        <Form method="post" className="mt-6" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <Field
            labelProps={{ children: "Email" }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: true }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: "Password" }}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "current-password",
              required: true,
            }}
            errors={fields.password.errors}
          />
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Signing in..." : "Sign In"}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          Don't have an account?{" "}
          <Link
            to={redirectTo ? `/auth/register?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth/register"}
            className="link"
          >
            Register
          </Link>
        </p>
        <p className="mt-2 text-sm">
          <Link to="/" className="link">
            Back to home
          </Link>
        </p>
      </div>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Sign In | CERT Chapters" }];
