import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { messageOf } from "~/i18n/catalogue-ref";
import { AuthCard, AuthEmailField, AuthPasswordField, CheckEmailCard } from "~/components/auth-card";
import { FieldFrame, ReplyField, TextareaField } from "~/components/form-fields";
import { useServerReply } from "~/components/server-form";
import { authPageLoader, registerAction } from "~/flows/auth-forms.server";
import { useT } from "~/i18n/react";
import { pageMeta } from "~/utils/page-meta";

export const loader = authPageLoader;

export async function action({ request, context }: ActionFunctionArgs) {
  return registerAction(request, context);
}

export default function RegisterPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useT();
  const reply = useServerReply(actionData?.result, "register-form");
  const [role, setRole] = useState<string>(reply.valueOf("role") ?? "Member");
  // Without JS the justification field is always shown (optional for members); with JS only for leaders.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const showJustification = !hydrated || role !== "Member";
  // The browser's own zone, known only to a script; without one the server guesses (Accept-Language
  // region, then the first chapter joined).
  const browserZone = hydrated ? Intl.DateTimeFormat().resolvedOptions().timeZone : "";
  if (actionData?.sentTo) {
    // The same words whether or not the address already had an account (decision 023).
    return (
      <CheckEmailCard
        title={t("auth.forgot.sentTitle")}
        texts={[t("auth.register.sentText", { email: actionData.sentTo }), t("auth.register.sentHelp")]}
      >
        <Link to="/auth/login" className="link">
          {t("auth.forgot.backToSignIn")}
        </Link>
      </CheckEmailCard>
    );
  }
  return (
    <AuthCard page="register" reply={reply} switchTo="/auth/login">
      <input type="hidden" name="timeZone" value={browserZone} />
      <FieldFrame
        labelProps={{ children: t("auth.register.role") }}
        errors={reply.errorsOf("role")}
        controlId={reply.fieldId("role")}
        control={(wiring) => (
          <select
            {...wiring}
            name="role"
            defaultValue={reply.valueOf("role") ?? "Member"}
            className="input"
            onChange={(e) => setRole(e.currentTarget.value)}
          >
            <option value="Member">{t("auth.register.roleMember")}</option>
            <option value="ChapterLeader">{t("auth.register.roleLeader")}</option>
          </select>
        )}
      />
      <ReplyField reply={reply} name="displayName" label={t("auth.register.fullName")} autoComplete="name" required />
      <AuthEmailField reply={reply} />
      <AuthPasswordField reply={reply} isNew />
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
  pageMeta(messageOf(data?.i18n, "auth.register.metaTitle") ?? "Register | CERT Chapters");
