import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { isAccessError } from "~/access/errors";
import { ROLE_KEYS } from "~/components/dashboard/sidebar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField, ConformTextarea, Field } from "~/components/forms";
import { Section, SettingsForm, useSettingsForm } from "~/components/settings/section";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getPendingRequestFor, requestRole } from "~/models/role-request.server";
import { ProfileSchema } from "~/models/settings.schema";
import { updateProfile } from "~/models/settings.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSettingsForm } from "~/utils/settings-form.server";
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
        ? ({ state: "pending", since: pending.createdAt.toISOString() } as const)
        : ({ state: "none" } as const),
  });
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const { t } = await getI18n(request);
  if (intent === "profile") {
    const form = parseSettingsForm(formData, intent, ProfileSchema, { formErrors: ["Failed to update profile"] });
    if (form.reply) return form.reply;
    updateProfile(user.id, form.value);
    return redirectWithToast(HERE, {
      type: "success",
      title: t("dashboard.profile.savedToast"),
      description: t("dashboard.profile.savedToastText"),
    });
  }
  if (intent === "request-role") {
    const form = parseSettingsForm(formData, intent, RoleRequestSchema);
    if (form.reply) return form.reply;
    try {
      requestRole(user.id, form.value);
    } catch (error) {
      if (!isAccessError(error)) throw error;
      return json({ intent, result: form.submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    }
    return redirectWithToast(HERE, {
      type: "success",
      title: t("dashboard.profile.roleRequestToast"),
      description: t("dashboard.profile.roleRequestToastText"),
    });
  }
  return unknownIntent(intent);
}

export default function ProfileSettings() {
  const { profile, leaderRequest } = useLoaderData<typeof loader>();
  const { t } = useT();
  const profileForm = useSettingsForm("profile", {
    id: "profile-form",
    defaultValue: { displayName: profile.displayName, phone: profile.phone, bio: profile.bio },
    shouldRevalidate: "onSubmit",
  });
  const { fields } = profileForm;
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <Section
        id="profile-heading"
        title={t("dashboard.profile.title")}
        description={t("dashboard.profile.description")}
      >
        <div className="mb-6 flex items-center gap-4">
          <span
            aria-hidden="true"
            className="grid h-16 w-16 shrink-0 place-items-center rounded-full bg-brand-700 text-2xl font-bold text-white"
          >
            {initial}
          </span>
          <div className="min-w-0">
            <p className="truncate font-semibold text-slate-900 dark:text-white">{profile.displayName}</p>
            <ul className="mt-1 flex flex-wrap gap-1" aria-label={t("dashboard.profile.roles")}>
              {profile.roles.map((r) => (
                <li
                  key={r}
                  className={
                    r === "GlobalAdmin" ? "badge-rejected" : r === "ChapterLeader" ? "badge-pending" : "badge-neutral"
                  }
                >
                  {ROLE_KEYS[r] ? t(ROLE_KEYS[r]) : r}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <SettingsForm
          settings={profileForm}
          submitLabel={t("dashboard.profile.save")}
          pendingLabel={t("dashboard.settings.saving")}
        >
          <ConformField
            field={fields.displayName}
            label={t("dashboard.profile.displayName")}
            autoComplete="name"
            required
            maxLength={100}
          />
          <Field
            labelProps={{ children: t("dashboard.profile.email") }}
            inputProps={{ id: "profile-email", type: "email", value: profile.email, readOnly: true }}
            hint={t("dashboard.profile.emailSoon")}
          />
          <ConformField
            field={fields.phone}
            type="tel"
            label={t("dashboard.profile.phone")}
            autoComplete="tel"
            maxLength={30}
          />
          <ConformTextarea field={fields.bio} label={t("dashboard.profile.bio")} rows={4} maxLength={1000} />
        </SettingsForm>
      </Section>
      {leaderRequest.state !== "holds" ? <LeaderRequest /> : null}
    </>
  );
}

function LeaderRequest() {
  const { leaderRequest } = useLoaderData<typeof loader>();
  const { t, date } = useT();
  const leaderForm = useSettingsForm("request-role", { id: "role-request-form", shouldRevalidate: "onSubmit" });
  const { fields } = leaderForm;
  return (
    <Section
      id="leader-request-heading"
      title={t("dashboard.profile.leaderTitle")}
      description={t("dashboard.profile.leaderDescription")}
    >
      {leaderRequest.state === "pending" ? (
        <p
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="leader-request-pending"
        >
          {t("dashboard.profile.leaderPending", { date: date(leaderRequest.since) })}
        </p>
      ) : (
        <SettingsForm
          settings={leaderForm}
          hidden={{ requestedRole: "ChapterLeader" }}
          submitLabel={t("dashboard.profile.leaderSubmit")}
          pendingLabel={t("dashboard.settings.submitting")}
          submitClassName="btn-secondary"
        >
          <ConformTextarea
            field={fields.justification}
            label={t("dashboard.profile.leaderWhy")}
            rows={3}
            required
            maxLength={2000}
            hint={t("dashboard.profile.leaderHint")}
          />
        </SettingsForm>
      )}
    </Section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
