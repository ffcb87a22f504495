import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireActor } from "~/access/actor.server";
import { can } from "~/access/rules.server";
import { ROLE_KEYS } from "~/components/dashboard/sidebar";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ConformField, ConformTextarea, Field } from "~/components/forms";
import { SETTINGS_FORMS } from "~/components/settings/cards";
import { Section, SettingsFormSection } from "~/components/settings/section";
import { useT } from "~/i18n/react";
import { RoleRequestSchema } from "~/models/role-request.schema";
import { getLatestRejectionFor, getPendingRequestFor, requestRole } from "~/models/role-request.server";
import { ProfileSchema } from "~/models/settings.schema";
import { updateProfile } from "~/models/settings.server";
import type { Role } from "~/db/schema";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import { unknownIntent } from "~/utils/form-fields.server";
import { parseSubmission } from "~/utils/form-submission.server";
import { redirectWithToast } from "~/utils/toast.server";

/** Each role's badge style beside the name. */
const ROLE_BADGES: Record<Role, string> = {
  GlobalAdmin: "badge-rejected",
  ChapterLeader: "badge-pending",
  Member: "badge-neutral",
};

/** The breadcrumb trail under Dashboard (components/dashboard/breadcrumbs.tsx). */
export const handle: BreadcrumbHandle = {
  breadcrumb: [{ label: "dashboard.nav.settings", to: "/dashboard/settings" }, { label: "dashboard.crumb.profile" }],
};

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireActor(request);
  const holdsLeader = !can(user, "roleRequest.file", "ChapterLeader");
  const pending = holdsLeader ? null : getPendingRequestFor(user, "ChapterLeader");
  // A request turned down (and nothing newer pending): its reason, above the form to ask again.
  const rejected = holdsLeader || pending ? null : getLatestRejectionFor(user, "ChapterLeader");
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
        : ({
            state: "none",
            rejected: rejected ? { reason: rejected.reason, on: rejected.reviewedAt?.toISOString() ?? null } : null,
          } as const),
  });
}

/** Two forms on the page, told apart by their `intent`: the profile, and asking to lead a chapter. */
export async function action({ request }: ActionFunctionArgs) {
  const user = await requireActor(request);
  const formData = await request.formData();
  const intent = formData.get("intent");
  let card;
  if (intent === SETTINGS_FORMS.profile.intent) {
    card = SETTINGS_FORMS.profile;
    const submission = parseSubmission(formData, { schema: ProfileSchema });
    if (submission.status !== "success") {
      const reply = submission.reply({ formErrors: ["Failed to update profile"] });
      return json({ intent: card.intent, result: reply }, { status: 400 });
    }
    try {
      updateProfile(user.id, submission.value);
    } catch (error) {
      return refuse(error, request, { submission, intent: card.intent });
    }
  } else if (intent === SETTINGS_FORMS.leaderRequest.intent) {
    card = SETTINGS_FORMS.leaderRequest;
    const submission = parseSubmission(formData, { schema: RoleRequestSchema });
    if (submission.status !== "success")
      return json({ intent: card.intent, result: submission.reply() }, { status: 400 });
    try {
      requestRole(user.id, submission.value);
    } catch (error) {
      return refuse(error, request, { submission, intent: card.intent });
    }
  } else {
    return unknownIntent(intent);
  }
  const { t } = await getI18n(request);
  const { redirectTo, toast } = card;
  return redirectWithToast(redirectTo, { type: "success", title: t(toast.title), description: t(toast.description) });
}

export default function ProfileSettings() {
  const { profile, leaderRequest } = useLoaderData<typeof loader>();
  const { t } = useT();
  const initial = profile.displayName.trim().charAt(0).toUpperCase() || "?";
  const identity = (
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
            <li key={r} className={ROLE_BADGES[r]}>
              {ROLE_KEYS[r] ? t(ROLE_KEYS[r]) : r}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
  return (
    <>
      <SettingsFormSection
        card={SETTINGS_FORMS.profile}
        defaultValue={{ displayName: profile.displayName, phone: profile.phone, bio: profile.bio }}
        before={identity}
      >
        {(fields) => (
          <>
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
          </>
        )}
      </SettingsFormSection>
      {leaderRequest.state !== "holds" ? <LeaderRequest /> : null}
    </>
  );
}

function LeaderRequest() {
  const { leaderRequest } = useLoaderData<typeof loader>();
  const { t, date } = useT();
  const card = SETTINGS_FORMS.leaderRequest;
  if (leaderRequest.state === "pending") {
    return (
      <Section card={card}>
        <p
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          data-testid="leader-request-pending"
        >
          {t("dashboard.profile.leaderPending", { date: date(leaderRequest.since) })}
        </p>
      </Section>
    );
  }
  const rejected = leaderRequest.state === "none" ? leaderRequest.rejected : null;
  return (
    <SettingsFormSection
      card={card}
      hidden={{ requestedRole: "ChapterLeader" }}
      before={
        rejected ? (
          <div
            className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100"
            data-testid="leader-request-rejected"
          >
            <p>
              {rejected.on
                ? t("dashboard.profile.leaderRejectedOn", { date: date(rejected.on) })
                : t("dashboard.profile.leaderRejected")}
            </p>
            {rejected.reason ? (
              <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                {t("dashboard.profile.leaderRejectedReason", { reason: rejected.reason })}
              </p>
            ) : null}
          </div>
        ) : undefined
      }
    >
      {(fields) => (
        <ConformTextarea
          field={fields.justification}
          label={t("dashboard.profile.leaderWhy")}
          rows={3}
          required
          maxLength={2000}
          hint={t("dashboard.profile.leaderHint")}
        />
      )}
    </SettingsFormSection>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
