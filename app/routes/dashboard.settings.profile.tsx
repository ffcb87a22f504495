import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Field, FormAlert, TextareaField } from "~/components/forms";
import { Section, useSettingsForm } from "~/components/settings/section";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getPendingRequestFor, requestRole } from "~/models/role-request.server";
import { ProfileSchema } from "~/models/settings.schema";
import { getTimezone, updateProfile } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { formatDate } from "~/utils/misc";
import { redirectWithToast } from "~/utils/toast.server";

const HERE = "/dashboard/settings/profile";

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const holdsLeader = user.roles.includes("ChapterLeader");
  const pending = holdsLeader ? null : getPendingRequestFor(user.id, "ChapterLeader");
  return json({
    profile: {
      displayName: user.displayName,
      email: user.email,
      phone: user.phone ?? "",
      bio: user.bio ?? "",
      roles: user.roles,
    },
    leaderRequest: holdsLeader
      ? ({ state: "holds" } as const)
      : pending
        ? ({ state: "pending", since: formatDate(pending.createdAt, getTimezone(user.id)) } as const)
        : ({ state: "none" } as const),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: ProfileSchema });
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply({ formErrors: ["Failed to update profile"] }) }, { status: 400 });
    }
    updateProfile(user.id, submission.value);
    return redirectWithToast(HERE, {
      type: "success",
      title: "Profile Updated",
      description: "Your profile has been saved.",
    });
  }
  if (intent === "request-role") {
    const submission = parseWithZod(formData, { schema: RoleRequestSchema });
    if (submission.status !== "success") {
      return json({ intent, result: submission.reply() }, { status: 400 });
    }
    try {
      requestRole(user.id, submission.value);
    } catch (error) {
      if (!isAccessError(error)) throw error;
      return json({ intent, result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    }
    return redirectWithToast(HERE, {
      type: "success",
      title: "Role Request Sent",
      description: "An administrator will review your request to become a chapter leader.",
    });
  }
  return unknownIntent(intent);
}

export default function ProfileSettings() {
  return <ProfileTab />;
}

const ROLE_BADGES: Record<string, string> = {
  GlobalAdmin: "Global Administrator",
  ChapterLeader: "Chapter Leader",
  Member: "Member",
};

function ProfileTab() {
  const { profile, leaderRequest } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useSettingsForm("profile");
  const [form, fields] = useForm({
    id: "profile-form",
    lastResult,
    defaultValue: { displayName: profile.displayName, phone: profile.phone, bio: profile.bio },
    shouldRevalidate: "onBlur",
  });
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <Section id="profile-heading" title="Profile" description="How other members see you.">
        <div className="mb-6 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{profile.displayName}</p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label="Your roles">
              {profile.roles.map((r) => (
                <li
                  key={r}
                  className={
                    r === "GlobalAdmin" ? "badge-rejected" : r === "ChapterLeader" ? "badge-pending" : "badge-neutral"
                  }
                >
                  {ROLE_BADGES[r] ?? r}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="profile" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <Field
            labelProps={{ children: "Display Name" }}
            inputProps={{
              ...getInputProps(fields.displayName, { type: "text" }),
              autoComplete: "name",
              required: true,
              maxLength: 100,
            }}
            errors={fields.displayName.errors}
          />
          <Field
            labelProps={{ children: "Email" }}
            inputProps={{
              id: "profile-email",
              type: "email",
              value: profile.email,
              readOnly: true,
              "aria-describedby": "profile-email-hint",
            }}
          />
          <p id="profile-email-hint" className="-mt-3 mb-4 text-xs text-slate-600 dark:text-slate-400">
            Changing your email is coming soon.
          </p>
          <Field
            labelProps={{ children: "Phone" }}
            inputProps={{ ...getInputProps(fields.phone, { type: "tel" }), autoComplete: "tel", maxLength: 30 }}
            errors={fields.phone.errors}
          />
          <TextareaField
            labelProps={{ children: "Bio" }}
            textareaProps={{ ...getTextareaProps(fields.bio), rows: 4, maxLength: 1000 }}
            errors={fields.bio.errors}
          />
          <button type="submit" className="btn-primary" disabled={pending}>
            {pending ? "Saving..." : "Save Profile"}
          </button>
        </fetcher.Form>
      </Section>
      {leaderRequest.state !== "holds" ? <LeaderRequest /> : null}
    </>
  );
}

function LeaderRequest() {
  const { leaderRequest } = useLoaderData<typeof loader>();
  const { fetcher, lastResult, pending } = useSettingsForm("request-role");
  const [form, fields] = useForm({ id: "role-request-form", lastResult, shouldRevalidate: "onBlur" });
  return (
    <Section
      id="leader-request-heading"
      title="Become a Chapter Leader"
      description="Chapter leaders run a local chapter: they approve members and post events, resources and announcements."
    >
      {leaderRequest.state === "pending" ? (
        <p
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="leader-request-pending"
        >
          Your request to become a Chapter Leader is pending review (sent {leaderRequest.since}).
        </p>
      ) : (
        <fetcher.Form method="post" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="request-role" />
          <input type="hidden" name="requestedRole" value="ChapterLeader" />
          <FormAlert id={form.errorId} errors={form.errors} />
          <TextareaField
            labelProps={{ children: "Why do you want to lead a chapter?" }}
            textareaProps={{ ...getTextareaProps(fields.justification), rows: 3, required: true, maxLength: 2000 }}
            errors={fields.justification.errors}
            hint="An administrator reviews every request."
          />
          <button type="submit" className="btn-secondary" disabled={pending}>
            {pending ? "Submitting..." : "Request Chapter Leader Role"}
          </button>
        </fetcher.Form>
      )}
    </Section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
