import { Link, useLocation, useNavigate } from "@remix-run/react";
import { loginToJoinHref, RequestToJoin, STATUS_KEYS, type OwnMembership } from "./join-chapter-form";
import type { ChapterSummary } from "~/db/schema";
import { useT } from "~/i18n/react";
import type { TFunction } from "~/i18n/translate";

// This module's own copies of `escapeHtml` (~/utils/html) and `useDelegatedLinkClicks`
// (./html-list-links), on purpose: the bundler puts a module that public pages and dashboard pages
// both import in a chunk of its own, so importing those two here added two script preloads to
// every directory and chapter page (the HTML no longer what it was, two more requests on a phone).
// Keep the three in step; `tests/unit/directory-cards.test.ts` checks the escaping against React.

/** Text or an attribute value, escaped exactly as React's server renderer escapes it. */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** A plain left click on a same-window link of the list navigates in the app, as `<Link>` does. */
function useCardLinkClicks() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: React.MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute("href");
    if (!href?.startsWith("/")) return;
    event.preventDefault();
    navigate(href, { replace: href === `${location.pathname}${location.search}${location.hash}` });
  };
}

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

const LIST_CLASS = "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3";

/**
 * Whether a card is the same for everyone who sees it: an approved chapter shown to a signed-out
 * visitor (a link to sign in, no form, no badge), with the text fields React would render as
 * `cardHtml` writes them (a non-empty city and state; a slug that `<Link>` leaves as it is).
 */
function isStaticCard(chapter: ChapterCardData, signedIn: boolean) {
  return (
    !signedIn &&
    chapter.membership === null &&
    chapter.status === "Approved" &&
    chapter.city !== "" &&
    chapter.state !== "" &&
    /^[a-z0-9-]+$/.test(chapter.slug)
  );
}

/**
 * One card as the HTML `ChapterCard` renders for a static card (see `isStaticCard`), byte for
 * byte: the same elements and attributes in the same order, text escaped as React escapes it, and
 * the `<!-- -->` React writes between two adjacent texts. Checked against `ChapterCard` by
 * `tests/unit/directory-cards.test.tsx`.
 */
function cardHtml(chapter: ChapterCardData, t: TFunction) {
  const name = escapeHtml(chapter.name);
  const distance =
    chapter.distanceMiles !== null
      ? `<!-- --> · <span class="font-medium text-slate-900 dark:text-slate-100">${escapeHtml(
          t("chapters.card.milesAway", { miles: formatMiles(chapter.distanceMiles) }),
        )}</span>`
      : "";
  const description = chapter.description
    ? `<span data-record="true">${escapeHtml(chapter.description)}</span>`
    : `<span class="italic">${escapeHtml(t("chapters.card.noDescription"))}</span>`;
  const members =
    chapter.memberCount > 0
      ? t("chapters.card.members", { count: chapter.memberCount })
      : t("chapters.card.newChapter");
  const region = chapter.regionCode
    ? `<div class="flex gap-1"><dt class="sr-only">${escapeHtml(t("chapters.card.regionLabel"))}</dt><dd>${escapeHtml(
        t("chapters.card.region", { region: chapter.regionCode }),
      )}</dd></div>`
    : "";
  return (
    `<li class="card flex flex-col" data-testid="chapter-card"><div class="flex flex-wrap items-start justify-between gap-2">` +
    `<h2 class="line-clamp-2 text-lg font-semibold leading-snug" data-record="true">${name}</h2></div>` +
    `<p class="mt-1 text-sm text-slate-700 dark:text-slate-300">${escapeHtml(chapter.city)}<!-- -->, <!-- -->${escapeHtml(
      chapter.state,
    )}${distance}</p>` +
    `<p class="mt-3 line-clamp-3 min-h-[3.75rem] text-sm text-slate-700 dark:text-slate-300">${description}</p>` +
    `<dl class="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700 dark:text-slate-300"><div class="flex gap-1">` +
    `<dt class="sr-only">${escapeHtml(t("chapters.card.membersLabel"))}</dt><dd>${escapeHtml(members)}</dd></div>${region}</dl>` +
    `<div class="mt-auto flex flex-wrap items-center gap-2 pt-4">` +
    `<a class="btn-primary" aria-label="${escapeHtml(t("chapters.join.buttonFor", { name: chapter.name }))}" data-discover="true" href="${escapeHtml(
      loginToJoinHref(chapter.slug),
    )}">${escapeHtml(t("chapters.join.button"))}</a>` +
    `<a class="btn-secondary" aria-label="${escapeHtml(t("chapters.card.viewDetailsFor", { name: chapter.name }))}" data-discover="true" href="/chapters/${
      chapter.slug
    }">${escapeHtml(t("chapters.card.viewDetails"))}</a></div></li>`
  );
}

/** The cards as one HTML string when every one is static (see `isStaticCard`), else null. */
export function staticCardsHtml(chapters: ChapterCardData[], signedIn: boolean, t: TFunction) {
  return chapters.every((c) => isStaticCard(c, signedIn)) ? chapters.map((c) => cardHtml(c, t)).join("") : null;
}

/**
 * The directory's list of cards. When every card is static (a signed-out visitor: see
 * `isStaticCard`) the cards are written as one HTML string inside the `<ul>` React renders, the
 * same markup `ChapterCard` renders element by element: React rendering 24 cards was the largest
 * part of the unfiltered directory's server CPU (docs/performance.md, sixth session). Their links
 * are plain anchors (they work without JS); with JS a plain click on one is a client-side
 * navigation, as `<Link>` makes it (event delegation on the list). A signed-in viewer's cards
 * (join forms with pending states, membership badges) are React components.
 */
export function ChapterCardList({
  chapters,
  signedIn,
  t,
  label,
}: {
  chapters: ChapterCardData[];
  signedIn: boolean;
  t: TFunction;
  label: string;
}) {
  const onClick = useCardLinkClicks();
  const html = staticCardsHtml(chapters, signedIn, t);
  if (html === null) {
    return (
      <ul className={LIST_CLASS} aria-label={label}>
        {chapters.map((c) => (
          <ChapterCard key={c.id} chapter={c} signedIn={signedIn} t={t} />
        ))}
      </ul>
    );
  }
  return (
    // The handler delegates the links' own clicks (Enter on a focused link fires one too); the list
    // itself is not interactive.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <ul className={LIST_CLASS} aria-label={label} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
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
