import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { json, redirect } from "@remix-run/node";
import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { AuthCard, AuthEmailField } from "~/components/auth-card";
import { ErrorList, ReplyField, TextareaField } from "~/components/forms";
import { useServerReply } from "~/components/server-form";
import { registerAction } from "~/flows/auth-forms.server";
import { getActor } from "~/access/actor.server";
import { getI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  return json({ i18n: (await getI18n(request)).messages("auth", "validation") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "register-form");
  const [role, setRole] = useState<string>(reply.valueOf("role") ?? "Member");
  // Without JS the justification field is always shown (optional for members); with JS only for leaders.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showJustification = !hydrated || role === "ChapterLeader";
  const submitting = navigation.state === "submitting";
  return (
    <AuthCard
      title={t("auth.register.title")}
      subtitle={t("auth.register.subtitle")}
      reply={reply}
      submitting={submitting}
      submittingLabel={t("auth.register.submitting")}
      toast={actionData?.toast}
      footer={
        <p className="mt-6 text-sm">
          {t("auth.register.haveAccount")}{" "}
          <Link to="/auth/login" className="link">
            {t("auth.register.signIn")}
          </Link>
        </p>
      }
    >
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      <div className="mb-4">
        <label htmlFor={reply.fieldId("role")} className="label">
          {t("auth.register.role")}
        </label>
        <select
          id={reply.fieldId("role")}
          name="role"
          defaultValue={reply.valueOf("role") ?? "Member"}
          aria-invalid={reply.errorsOf("role") ? true : undefined}
          className="input"
          onChange={(e) => setRole(e.currentTarget.value)}
        >
          <option value="Member">{t("auth.register.roleMember")}</option>
          <option value="ChapterLeader">{t("auth.register.roleLeader")}</option>
        </select>
        <ErrorList errors={reply.errorsOf("role")} />
      </div>
      <ReplyField reply={reply} name="displayName" label={t("auth.register.fullName")} autoComplete="name" required />
      <AuthEmailField reply={reply} />
      <ReplyField
        reply={reply}
        required
        name="password"
        type="password"
        label={t("auth.field.password")}
        autoComplete="new-password"
        hint={t("auth.register.passwordHint")}
        minLength={8}
      />
      <ReplyField
        reply={reply}
        required
        name="confirmPassword"
        type="password"
        label={t("auth.register.confirmPassword")}
        autoComplete="new-password"
      />
      {showJustification ? (
        <TextareaField
          labelProps={{ children: t("auth.register.justification") }}
          textareaProps={{
            id: reply.fieldId("justification"),
            name: "justification",
            defaultValue: reply.valueOf("justification"),
            rows: 3,
          }}
          hint={hydrated ? t("auth.register.justificationHint") : t("auth.register.justificationHintNoJs")}
          errors={reply.errorsOf("justification")}
        />
      ) : null}
    </AuthCard>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta(data?.i18n["auth.register.metaTitle"] ?? "Register | CERT Chapters");
