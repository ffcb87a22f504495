import { Fragment } from "react";
import { useT } from "~/i18n/react";
import type { ReviewTab } from "~/utils/review-list-params";
import { FactList, type Fact } from "./fact-list";
import { FilterForm, FilterSelect, SearchInput } from "./filter-form";
import { Pager } from "./pager";
import { StatusBadge } from "./status-badge";
import { Tabs } from "./tabs";

/**
 * The pieces the review lists (Chapters, Members) share: the status filter, the status tabs with
 * their counts, and the one page of rows a loader asked one more than a page for.
 */

export const REVIEW_PAGE_SIZE = 24;

/** Rows fetched with `limit: REVIEW_PAGE_SIZE + 1`: the page, and whether another one follows. */
export function reviewPage<T>(rows: T[], page: number) {
  return { rows: rows.slice(0, REVIEW_PAGE_SIZE), page, hasNext: rows.length > REVIEW_PAGE_SIZE };
}

/** `limit`/`offset` for a page of a review list (one row more tells whether a next page exists). */
export function reviewPageWindow(page: number) {
  return { limit: REVIEW_PAGE_SIZE + 1, offset: (page - 1) * REVIEW_PAGE_SIZE };
}

/** The stored statuses of chapters, memberships and role requests, as the viewer reads them. */
export const STATUS_KEYS = {
  Pending: "admin.status.Pending",
  Approved: "admin.status.Approved",
  Rejected: "admin.status.Rejected",
  Inactive: "admin.status.Inactive",
} as const;

/** The classes of a review list's card and its parts. */
const CARD_CLASS = "card flex flex-col gap-3";
const HEADER_CLASS = "flex items-start justify-between gap-3";
const FACTS_CLASS = "grid grid-cols-2 gap-x-3 gap-y-1 text-sm";
const TERM_CLASS = "text-slate-700 dark:text-slate-300";
const REASON_CLASS = "rounded-md bg-red-50 p-2 text-sm text-red-900 dark:bg-red-950 dark:text-red-100";
const INITIAL_CLASS =
  "grid h-10 w-10 shrink-0 place-items-center rounded-full bg-slate-200 font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100";
const ACTIONS_CLASS = "mt-auto flex flex-wrap items-start gap-2 pt-1";
const GRID_CLASS = "grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3";
/** The classes of a card's parts, for the cards written as one string on the server (decision 063). */
export const REVIEW_CARD_CLASSES = {
  card: CARD_CLASS,
  header: HEADER_CLASS,
  facts: FACTS_CLASS,
  reason: REASON_CLASS,
  actions: ACTIONS_CLASS,
} as const;

/** A rejected request's reason, as its card shows it. */
export function RejectionReason({ reason }: { reason: string }) {
  const { t } = useT();
  return (
    <p className={REASON_CLASS}>
      <span className="font-semibold">{t("admin.review.reason")}</span>
      {reason}
    </p>
  );
}

/** What a review list's card shows (see `ReviewCard`). */
interface ReviewCardProps {
  /** Names the card's test id and heading id ("chapter" → chapter-card, chapter-{id}). */
  kind: "chapter" | "member";
  item: { id: string; status: keyof typeof STATUS_KEYS };
  title: string;
  /** Catalogue text after the name (" (you)"), checked by the language sweeps. */
  titleNote?: string;
  titleClassName: string;
  subtitle: string;
  initial?: string;
  text?: React.ReactNode;
  facts: ReadonlyArray<Fact | null | false>;
  rejectionReason: string | null;
  actions: React.ReactNode;
}

/**
 * A review list's card, element by element: the name with a line under it (an avatar's initial
 * before them, when given) and the status badge, an optional text, the facts, the rejection reason
 * when there is one, then the actions the viewer may take. The name and the line under it are what
 * people wrote (a chapter's name and place, a member's name and email), marked `data-record` here
 * for every review list; `titleNote` is interface text after the name. The reference `ReviewCard`
 * is checked against (tests/unit/review-card.test.ts), and what it renders for facts that are not
 * plain text.
 */
export function ReviewCardElements({
  kind,
  item,
  title,
  titleNote,
  titleClassName,
  subtitle,
  initial,
  text,
  facts,
  rejectionReason,
  actions,
}: ReviewCardProps) {
  const { t } = useT();
  const headingId = `${kind}-${item.id}`;
  const name = (
    <div className="min-w-0">
      <h3 id={headingId} className={`[overflow-wrap:anywhere] ${titleClassName}`}>
        <span data-record="">{title}</span>
        {titleNote}
      </h3>
      <p className="break-anywhere text-sm text-slate-700 dark:text-slate-300" data-record="">
        {subtitle}
      </p>
    </div>
  );
  return (
    <article aria-labelledby={headingId} className={CARD_CLASS} data-testid={`${kind}-card`}>
      <div className={HEADER_CLASS}>
        {initial === undefined ? (
          name
        ) : (
          <div className="flex min-w-0 items-center gap-3">
            <span aria-hidden="true" className={INITIAL_CLASS}>
              {initial}
            </span>
            {name}
          </div>
        )}
        <StatusBadge status={item.status} label={t(STATUS_KEYS[item.status])} />
      </div>
      {text}
      <FactList className={FACTS_CLASS} termClassName={TERM_CLASS} facts={facts} />
      {rejectionReason !== null ? <RejectionReason reason={rejectionReason} /> : null}
      <div className={ACTIONS_CLASS}>{actions}</div>
    </article>
  );
}

/**
 * Text or an attribute value escaped as React escapes it: `escapeHtml` of app/utils/html.ts, copied.
 * Imported from there, the module joined these routes' scripts and split the shared chunk it sits
 * in, one more script for the pages to preload (as for the directory's cards, decision 040).
 */
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c]!);

/** `StatusBadge`'s class for the statuses a review list has. */
const BADGE_CLASS: Record<keyof typeof STATUS_KEYS, string> = {
  Pending: "badge-pending",
  Approved: "badge-approved",
  Rejected: "badge-rejected",
  Inactive: "badge-neutral",
};

type TextFact = { label: string; value: string; valueClassName?: string; testId?: string };
const isTextFact = (fact: Fact | null | false): fact is TextFact | null | false =>
  !fact || (typeof fact.label === "string" && typeof fact.value === "string");

/**
 * The inner HTML of a card's parts that hold no form (decision 040): the header (name, line under
 * it, initial, status badge), the facts and the rejection reason, byte for byte what
 * `ReviewCardElements` renders for them; null when a fact is not plain text.
 */
export function reviewCardHtml(
  { kind, item, title, titleNote, titleClassName, subtitle, initial, facts, rejectionReason }: ReviewCardProps,
  t: (key: string) => string,
) {
  if (!facts.every(isTextFact)) return null;
  const name =
    `<div class="min-w-0"><h3 id="${escapeHtml(`${kind}-${item.id}`)}" class="${escapeHtml(
      `[overflow-wrap:anywhere] ${titleClassName}`,
    )}"><span data-record="">${escapeHtml(title)}</span>${titleNote ? escapeHtml(titleNote) : ""}</h3>` +
    `<p class="break-anywhere text-sm text-slate-700 dark:text-slate-300" data-record="">${escapeHtml(subtitle)}</p></div>`;
  const header =
    (initial === undefined
      ? name
      : `<div class="flex min-w-0 items-center gap-3"><span aria-hidden="true" class="${INITIAL_CLASS}">${escapeHtml(
          initial,
        )}</span>${name}</div>`) +
    `<span class="${BADGE_CLASS[item.status]}">${escapeHtml(t(STATUS_KEYS[item.status]))}</span>`;
  let factsHtml = "";
  for (const fact of facts) {
    if (!fact) continue;
    factsHtml +=
      `<dt class="${TERM_CLASS}">${escapeHtml(fact.label)}</dt><dd` +
      (fact.valueClassName === undefined ? "" : ` class="${escapeHtml(fact.valueClassName)}"`) +
      (fact.testId === undefined ? "" : ` data-testid="${escapeHtml(fact.testId)}"`) +
      `>${escapeHtml(fact.value)}</dd>`;
  }
  const reason =
    rejectionReason === null
      ? null
      : `<span class="font-semibold">${escapeHtml(t("admin.review.reason"))}</span>${escapeHtml(rejectionReason)}`;
  return { header, facts: factsHtml, reason };
}

/**
 * A review list's card (see `ReviewCardElements`). The parts that hold no form (the header, the
 * facts, the rejection reason) are written as HTML strings inside the elements React renders
 * (decision 040), byte for byte the same markup: React rendering them element by element, a
 * translation and a badge each, was a large share of the Chapters and Members pages' server CPU
 * (docs/performance.md, seventh session). The actions (approve and reject with their dialogs,
 * role changes, links) stay React components.
 */
export function ReviewCard(props: ReviewCardProps) {
  const { t } = useT();
  const html = reviewCardHtml(props, t);
  if (!html) return <ReviewCardElements {...props} />;
  const { kind, item, text, actions } = props;
  return (
    <article aria-labelledby={`${kind}-${item.id}`} className={CARD_CLASS} data-testid={`${kind}-card`}>
      <div className={HEADER_CLASS} dangerouslySetInnerHTML={{ __html: html.header }} />
      {text}
      <dl className={FACTS_CLASS} dangerouslySetInnerHTML={{ __html: html.facts }} />
      {html.reason === null ? null : <p className={REASON_CLASS} dangerouslySetInnerHTML={{ __html: html.reason }} />}
      <div className={ACTIONS_CLASS}>{actions}</div>
    </article>
  );
}

const TAB_KEYS = {
  pending: STATUS_KEYS.Pending,
  approved: STATUS_KEYS.Approved,
  rejected: STATUS_KEYS.Rejected,
  inactive: STATUS_KEYS.Inactive,
} as const satisfies Record<ReviewTab, string>;

/** All, Approved, Pending, Rejected: the status filter of a review list's search form. */
export function ReviewStatusFilter({ defaultValue }: { defaultValue: string }) {
  const { t } = useT();
  return (
    <FilterSelect
      label={t("admin.filter.status")}
      name="status"
      defaultValue={defaultValue}
      options={[
        { value: "all", label: t("admin.filter.all") },
        { value: "approved", label: t(TAB_KEYS.approved) },
        { value: "pending", label: t(TAB_KEYS.pending) },
        { value: "rejected", label: t(TAB_KEYS.rejected) },
      ]}
    />
  );
}

/**
 * A review list's search form: the search box, the status filter and any other filter (`children`),
 * keeping the tab the list is on (`tab` null: a list without tabs).
 */
export function ReviewSearch({
  label,
  placeholder,
  filters,
  clearHref,
  children,
}: {
  label: string;
  placeholder: string;
  filters: { q: string; status: string; tab: ReviewTab | null };
  clearHref: string | undefined;
  children?: React.ReactNode;
}) {
  const { t } = useT();
  return (
    <FilterForm label={label} keep={{ tab: filters.tab }} clearHref={clearHref}>
      <SearchInput label={t("admin.filter.search")} defaultValue={filters.q} placeholder={placeholder} />
      <ReviewStatusFilter defaultValue={filters.status} />
      {children}
    </FilterForm>
  );
}

/**
 * Pending, Approved and Rejected (and Inactive, where the list has it: `tabs`) as tabs with their
 * counts (a status filter gives way to them).
 */
export function ReviewTabs({
  label,
  current,
  counts,
  tabs = ["pending", "approved", "rejected"],
}: {
  label: string;
  current: ReviewTab;
  counts: Partial<Record<ReviewTab, number>>;
  tabs?: readonly ReviewTab[];
}) {
  const { t } = useT();
  return (
    <Tabs
      label={label}
      current={current}
      clear={["status"]}
      items={tabs.map((value) => ({
        value,
        label: t(TAB_KEYS[value]),
        count: counts[value],
      }))}
    />
  );
}

/**
 * The list part of a review page: a heading for screen readers (the tabs say it on screen), the cards
 * in a grid, or `empty` when there are none, and the pager.
 */
export function ReviewListSection<T extends { id: string }>({
  id,
  heading,
  list,
  renderItem,
  empty,
  pagesLabel,
  html,
}: {
  id: string;
  heading: string;
  /** One page of the list, as `reviewPage` cut it. */
  list: { rows: ReadonlyArray<T>; page: number; hasNext: boolean };
  renderItem: (item: T) => React.ReactNode;
  empty: React.ReactNode;
  pagesLabel: string;
  /** The cards as one string, written on the server (the members list: decision 063), or null: React renders them. */
  html?: string | null;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sr-only">
        {heading}
      </h2>
      {list.rows.length && html != null ? (
        <div className={GRID_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
      ) : list.rows.length ? (
        <div className={GRID_CLASS}>
          {list.rows.map((item) => (
            <Fragment key={item.id}>{renderItem(item)}</Fragment>
          ))}
        </div>
      ) : (
        empty
      )}
      <Pager page={list.page} hasNext={list.hasNext} label={pagesLabel} />
    </section>
  );
}
