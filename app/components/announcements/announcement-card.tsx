import type { AnnouncementScope } from "~/db/schema";
import { useFormAction, useLocation } from "@remix-run/react";
import { Mail } from "lucide-react";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";
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

export const SCOPE_BADGES: Record<AnnouncementScope, CardBadge> = {
  Global: { label: SCOPE_KEYS.Global, className: "badge-pending" },
  Chapter: { label: SCOPE_KEYS.Chapter, className: "badge-neutral" },
};

/** The page's form action and location, which the cards' email forms are made of. */
export interface AnnouncementCardsState {
  formAction: string;
  pathname: string;
  search: string;
}

/**
 * Writes the list's cards as one string, byte for byte what `AnnouncementCard` renders for each, or
 * null (then React renders them). Set on the server only, by entry.server.tsx
 * (`announcement-cards-html.server.ts`, decision 063).
 */
export type AnnouncementCardsWriter = (
  announcements: readonly AnnouncementCardData[],
  state: AnnouncementCardsState,
  t: TFunction,
) => string | null;
let serverCardsWriter: AnnouncementCardsWriter | null = null;

export function writeAnnouncementCardsAsHtml(writer: AnnouncementCardsWriter | null) {
  serverCardsWriter = writer;
}

/**
 * The cards as one string on the server (decision 063, as the events list's cards: decision 058),
 * each email form as its fetcher's form renders before hydration; null in the browser, which renders
 * `AnnouncementCard`s that hydrate onto the server's elements (the forms keep their fetchers).
 */
export function useAnnouncementCardsHtml(announcements: readonly AnnouncementCardData[]) {
  const { t } = useT();
  const location = useLocation();
  const formAction = useFormAction();
  return (
    serverCardsWriter?.(announcements, { formAction, pathname: location.pathname, search: location.search }, t) ?? null
  );
}

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
