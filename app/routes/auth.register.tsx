import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ErrorList, Field, FormAlert, TextareaField } from "~/components/forms";
import { Toaster } from "~/components/toaster";
import { safeRedirect } from "~/utils/misc";
import { registerAction } from "~/flows/auth-forms.server";
import { getActor } from "~/access/actor.server";

type RegisterFields = {
  role: "Member" | "ChapterLeader";
  displayName: string;
  email: string;
  password: string;
  confirmPassword: string;
  justification?: string;
  redirectTo?: string;
};

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  return json({});
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [form, fields] = useForm<RegisterFields>({
    id: "register-form",
    lastResult: actionData?.result,
    shouldRevalidate: "onBlur",
    defaultValue: { role: "Member" },
  });
  const [role, setRole] = useState<string>(String(fields.role.initialValue ?? "Member"));
  // Without JS the justification field is always shown (optional for members); with JS only for leaders.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showJustification = !hydrated || role === "ChapterLeader";
  const submitting = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <div className="card">
        <h1 className="text-2xl font-bold">Create Account</h1>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">Join your local emergency-response chapter.</p>
        <Form method="post" className="mt-6" {...getFormProps(form)}>
          <FormAlert id={form.errorId} errors={form.errors} />
          <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
          <div className="mb-4">
            <label htmlFor={fields.role.id} className="label">
              Role
            </label>
            <select
              {...getSelectProps(fields.role)}
              className="input"
              onChange={(e) => setRole(e.currentTarget.value)}
            >
              <option value="Member">Member</option>
              <option value="ChapterLeader">Chapter Leader (requires approval)</option>
            </select>
            <ErrorList errors={fields.role.errors} />
          </div>
          <Field
            labelProps={{ children: "Full Name" }}
            inputProps={{ ...getInputProps(fields.displayName, { type: "text" }), autoComplete: "name", required: true }}
            errors={fields.displayName.errors}
          />
          <Field
            labelProps={{ children: "Email" }}
            inputProps={{ ...getInputProps(fields.email, { type: "email" }), autoComplete: "email", required: true }}
            errors={fields.email.errors}
          />
          <Field
            labelProps={{ children: "Password" }}
            inputProps={{
              ...getInputProps(fields.password, { type: "password" }),
              autoComplete: "new-password",
              required: true,
              minLength: 8,
            }}
            hint="At least 8 characters."
            errors={fields.password.errors}
          />
          <Field
            labelProps={{ children: "Confirm Password" }}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
              required: true,
            }}
            errors={fields.confirmPassword.errors}
          />
          {showJustification ? (
            <TextareaField
              labelProps={{ children: "Why do you want to lead a chapter?" }}
              textareaProps={{ ...getTextareaProps(fields.justification), rows: 3 }}
              hint={hydrated ? "An administrator reviews leadership requests." : "Only needed if you chose Chapter Leader."}
              errors={fields.justification.errors}
            />
          ) : null}
          <button type="submit" className="btn-primary w-full" disabled={submitting}>
            {submitting ? "Creating account..." : "Create Account"}
          </button>
        </Form>
        <p className="mt-6 text-sm">
          Already have an account?{" "}
          <Link to="/auth/login" className="link">
            Sign in
          </Link>
        </p>
      </div>
      <Toaster toast={actionData?.toast ?? null} />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Register | CERT Chapters" }];
