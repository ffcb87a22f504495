import type { AnnouncementScope } from "~/db/schema";
import { Mail } from "lucide-react";
import { useT } from "~/i18n/react";
import { CardActionError, ReturnFields, useCardAction } from "~/components/dashboard/card-action";
import { ContentCard, contentCardAnchor, type CardBadge } from "~/components/dashboard/content-card";

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

const SCOPE_BADGES: Record<AnnouncementScope, CardBadge> = {
  Global: { label: SCOPE_KEYS.Global, className: "badge-pending" },
  Chapter: { label: SCOPE_KEYS.Chapter, className: "badge-neutral" },
};

export function AnnouncementCard({ announcement: a }: { announcement: AnnouncementCardData }) {
  const { t } = useT();
  return (
    <ContentCard
      kind="announcement"
      item={a}
      source={a.scope === "Global" ? t("content.announcements.globalNetwork") : a.chapterName}
      badge={SCOPE_BADGES[a.scope]}
    >
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
    </ContentCard>
  );
}

function SendEmailForm({ announcement: a }: { announcement: AnnouncementCardData }) {
  const { fetcher, error } = useCardAction();
  const pending = fetcher.state !== "idle";
  const { t } = useT();
  return (
    <div className="border-t border-slate-200 pt-3 dark:border-slate-700">
      <fetcher.Form method="post" preventScrollReset className="flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="send-email" />
        <input type="hidden" name="announcementId" value={a.id} />
        <ReturnFields anchor={contentCardAnchor("announcement", a.id)} />
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
      <CardActionError text={error && t("content.email.failedWith", { error })} />
    </div>
  );
}
