import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { Form } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert } from "~/components/forms";
import { Section, useSettingsForm } from "~/components/settings/section";
import { ChangePasswordSchema } from "~/models/settings.schema";
import { changePassword } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { redirectWithToast } from "~/utils/toast.server";

const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword"];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireActor(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent !== "password") return unknownIntent(intent);
  const submission = parseWithZod(formData, { schema: ChangePasswordSchema });
  if (submission.status !== "success") {
    return json({ intent, result: submission.reply({ hideFields: PASSWORD_FIELDS }) }, { status: 400 });
  }
  try {
    await changePassword(user.id, submission.value, user.sessionId ?? null);
  } catch (error) {
    if (!isAccessError(error)) throw error;
    return json(
      { intent, result: submission.reply({ fieldErrors: error.fieldErrors, hideFields: PASSWORD_FIELDS }) },
      { status: error.status },
    );
  }
  return redirectWithToast("/dashboard/settings/security", {
    type: "success",
    title: "Password Changed",
    description: "Your other sessions have been signed out.",
  });
}

export default function SecuritySettings() {
  return <SecurityTab />;
}

function SecurityTab() {
  const { fetcher, lastResult, pending } = useSettingsForm("password");
  const [form, fields] = useForm({ id: "password-form", lastResult, shouldRevalidate: "onBlur" });
  return (
    <>
      <Section
        id="password-heading"
        title="Change Password"
        description="Changing your password signs you out on every other device and app."
      >
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="password" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            labelProps={{ children: "Current Password" }}
            inputProps={{
              ...getInputProps(fields.currentPassword, { type: "password" }),
              autoComplete: "current-password",
              required: true,
            }}
            errors={fields.currentPassword.errors}
          />
          <Field
            labelProps={{ children: "New Password" }}
            inputProps={{
              ...getInputProps(fields.newPassword, { type: "password" }),
              autoComplete: "new-password",
              required: true,
              minLength: 8,
              maxLength: 128,
            }}
            hint="At least 8 characters."
            errors={fields.newPassword.errors}
          />
          <Field
            labelProps={{ children: "Confirm New Password" }}
            inputProps={{
              ...getInputProps(fields.confirmPassword, { type: "password" }),
              autoComplete: "new-password",
              required: true,
            }}
            errors={fields.confirmPassword.errors}
          />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Changing..." : "Change Password"}
          </button>
        </fetcher.Form>
      </Section>
      <Section id="account-heading" title="Account" description="More sign-in options are on the way.">
        <p className="mb-4 text-sm text-slate-700 dark:text-slate-300">
          Changing your email address and two-factor authentication are coming soon.
        </p>
        <Form method="post" action="/auth/logout">
          <button type="submit" className="btn-secondary" data-testid="settings-sign-out">
            Sign Out
          </button>
        </Form>
      </Section>
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
