import { Link } from "@remix-run/react";
import { RequestToJoin, STATUS_KEYS, type OwnMembership } from "./join-chapter-form";
import type { ChapterSummary } from "~/db/schema";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

export interface ChapterCardData extends ChapterSummary {
  distanceMiles: number | null;
  membership: OwnMembership | null;
}

export function StatusBadge({ status }: { status: ChapterCardData["status"] }) {
  const { t } = useT();
  const tone = status === "Approved" ? "badge-approved" : status === "Pending" ? "badge-pending" : "badge-rejected";
  return <span className={tone}>{t(STATUS_KEYS[status])}</span>;
}

export function formatMiles(miles: number) {
  return miles < 10 ? miles.toFixed(1) : String(Math.round(miles));
}

export function plural(n: number, one: string, many: string) {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * One directory card. `t` comes from the directory page (one `useT()` for the page's 24 cards
 * instead of two per card: a fifth of a card's server render).
 */
export function ChapterCard({ chapter, signedIn, t }: { chapter: ChapterCardData; signedIn: boolean; t: TFunction }) {
  return (
    <li className="card flex flex-col" data-testid="chapter-card">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* Names and descriptions are what people wrote (data-record: the language sweeps skip them). */}
        <h2 className="line-clamp-2 text-lg font-semibold leading-snug" data-record>
          {chapter.name}
        </h2>
        {/* Every chapter a visitor sees is approved: only the exceptions (shown to admins) carry a badge. */}
        {chapter.status === "Approved" ? null : <StatusBadge status={chapter.status} />}
      </div>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
        {chapter.city}, {chapter.state}
        {chapter.distanceMiles !== null ? (
          <>
            {" · "}
            <span className="font-medium text-slate-900 dark:text-slate-100">
              {t("chapters.card.milesAway", { miles: formatMiles(chapter.distanceMiles) })}
            </span>
          </>
        ) : null}
      </p>
      {/* Three lines are kept for the description on every card, so cards in a row line up. */}
      <p className="mt-3 line-clamp-3 min-h-[3.75rem] text-sm text-slate-700 dark:text-slate-300">
        {chapter.description ? (
          <span data-record>{chapter.description}</span>
        ) : (
          <span className="italic">{t("chapters.card.noDescription")}</span>
        )}
      </p>
      <dl className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex gap-1">
          <dt className="sr-only">{t("chapters.card.membersLabel")}</dt>
          <dd>
            {chapter.memberCount > 0
              ? t("chapters.card.members", { count: chapter.memberCount })
              : t("chapters.card.newChapter")}
          </dd>
        </div>
        {chapter.regionCode ? (
          <div className="flex gap-1">
            <dt className="sr-only">{t("chapters.card.regionLabel")}</dt>
            <dd>{t("chapters.card.region", { region: chapter.regionCode })}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-4">
        <RequestToJoin chapter={chapter} signedIn={signedIn} membership={chapter.membership} t={t} />
        <Link
          to={`/chapters/${chapter.slug}`}
          className="btn-secondary"
          aria-label={t("chapters.card.viewDetailsFor", { name: chapter.name })}
        >
          {t("chapters.card.viewDetails")}
        </Link>
      </div>
    </li>
  );
}

export function ChapterCardSkeleton() {
  return (
    <li className="card animate-pulse" aria-hidden="true">
      <div className="h-5 w-2/3 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-3 h-4 w-1/3 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-4 h-12 rounded bg-slate-200 dark:bg-slate-700" />
      <div className="mt-4 flex gap-2">
        <div className="h-9 w-32 rounded bg-slate-200 dark:bg-slate-700" />
        <div className="h-9 w-28 rounded bg-slate-200 dark:bg-slate-700" />
      </div>
    </li>
  );
}
