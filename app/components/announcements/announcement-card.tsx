import { useFetcher, useLocation } from "@remix-run/react";
import type { AnnouncementScope } from "~/db/schema";
import { EnhancedField } from "~/components/enhanced-field";
import { Mail } from "lucide-react";
import { useT } from "~/i18n/react";
import { CardHeader } from "~/components/content/card-header";

export interface AnnouncementCardData {
  id: string;
  title: string;
  body: string;
  scope: AnnouncementScope;
  chapterName: string | null;
  posterName: string | null;
  createdIso: string;
  /** Pre-formatted in the user's timezone by the loader. */
  createdLabel: string;
  canSendEmail: boolean;
  lastSendLabel: string | null;
}

export const SCOPE_KEYS = {
  Global: "content.announcements.scope.Global",
  Chapter: "content.announcements.scope.Chapter",
} as const;

export function AnnouncementCard({ announcement: a }: { announcement: AnnouncementCardData }) {
  const { t } = useT();
  const titleId = `announcement-${a.id}-title`;
  return (
    <article aria-labelledby={titleId} className="card flex flex-col gap-3" data-testid="announcement-card">
      <CardHeader
        titleId={titleId}
        title={a.title}
        source={a.scope === "Global" ? t("content.announcements.globalNetwork") : a.chapterName}
        badge={t(SCOPE_KEYS[a.scope])}
        badgeClassName={a.scope === "Global" ? "badge-pending" : "badge-neutral"}
      />
      <p className="whitespace-pre-line [overflow-wrap:anywhere] text-sm text-slate-800 dark:text-slate-200">
        {a.body}
      </p>
      <p className="text-xs text-slate-700 dark:text-slate-300">
        <span data-testid="announcement-poster">
          {t("content.announcements.by", { name: a.posterName ?? t("content.announcements.formerMember") })}
        </span>{" "}
        · <time dateTime={a.createdIso}>{a.createdLabel}</time>
      </p>
      {a.canSendEmail ? <SendEmailForm announcement={a} /> : null}
    </article>
  );
}

interface SendEmailActionData {
  ok?: boolean;
  error?: string;
}

function SendEmailForm({ announcement: a }: { announcement: AnnouncementCardData }) {
  const fetcher = useFetcher<SendEmailActionData>();
  const location = useLocation();
  const pending = fetcher.state !== "idle";
  const { t } = useT();
  const error = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.error : null;
  return (
    <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
      <fetcher.Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="send-email" />
        <input type="hidden" name="announcementId" value={a.id} />
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <EnhancedField />
        <button
          type="submit"
          className="btn-secondary"
          disabled={pending}
          aria-label={t("content.announcements.sendEmailFor", { title: a.title })}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />{" "}
          {pending ? t("content.email.sending") : t("content.email.send")}
        </button>
        {a.lastSendLabel ? (
          <span className="text-xs text-slate-700 dark:text-slate-300" data-testid="last-send">
            {a.lastSendLabel}
          </span>
        ) : null}
      </fetcher.Form>
      {error ? (
        <p role="alert" className="field-error">
          {t("content.email.failedWith", { error })}
        </p>
      ) : null}
    </div>
  );
}
