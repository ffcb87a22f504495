import { CONFIRM_PARAM } from "~/components/confirm-action";
import { escapeHtml } from "~/utils/html";
import { REVIEW_CARD_CLASSES, reviewCardHtml } from "./review-list";
import type { ChapterCardsWriter } from "./chapter-card";
import { confirmLink, intentButtonHtml } from "./member-cards-html.server";

// The Chapters list's cards written as one string on the server (decision 074, as the members list's
// cards: decision 063): byte for byte what `ChapterCard` renders element by element, Approve as its
// fetcher's form renders before hydration (no pending label), Reject as its confirmation link (no
// dialog open), Edit and View page as the links `<Link>` renders. tests/unit/chapter-cards.test.ts
// renders both ways over every shape of card, en/es/fr, on several pages. The browser renders the
// cards as React components, which hydrate onto these nodes.

/** Ids and slugs `<Link>` and the forms hand out unchanged: anything else leaves the list to React. */
const PLAIN = /^[A-Za-z0-9_-]+$/;
/** A path a `<Link>` resolves to itself. */
const PLAIN_PATH = /^\/[A-Za-z0-9_./-]*$/;

const TEXT_CLASS = "text-sm text-slate-800 dark:text-slate-200";

/**
 * The cards of the Chapters list, or null when React should render them: an id or slug that is not
 * plain text, or a confirmation opened by the URL (`?confirm=`: its form is rendered over the page).
 */
export const chapterCardsHtml: ChapterCardsWriter = (chapters, state, { t, date, number }) => {
  if (!PLAIN_PATH.test(state.pathname) || new URLSearchParams(state.search).has(CONFIRM_PARAM)) return null;
  for (const c of chapters) if (!PLAIN.test(c.id) || !PLAIN.test(c.slug)) return null;
  const text = {
    members: t("admin.chapters.members"),
    regionLabel: t("admin.review.regionLabel"),
    slug: t("admin.chapters.slug"),
    requested: t("admin.review.requested"),
    noReason: t("admin.chapters.noReason"),
    approve: t("dashboard.review.approve"),
    reject: t("dashboard.review.reject"),
    edit: escapeHtml(t("admin.chapters.edit")),
    viewPage: escapeHtml(t("admin.chapters.viewPage")),
  };
  const formStart = `<form method="post" action="${escapeHtml(state.formAction)}">`;
  let html = "";
  for (const c of chapters) {
    const parts = reviewCardHtml(
      {
        kind: "chapter",
        item: c,
        title: c.name,
        titleClassName: "text-lg font-semibold",
        subtitle: `${c.city}, ${c.state}`,
        facts: [
          { label: text.members, value: number(c.memberCount) },
          !!c.regionCode && { label: text.regionLabel, value: t("admin.review.region", { region: c.regionCode }) },
          { label: text.slug, value: c.slug, valueClassName: "break-anywhere" },
          {
            label: text.requested,
            value: `${date(c.createdAt)}${c.createdByName ? t("admin.review.by", { name: c.createdByName }) : ""}`,
          },
        ],
        rejectionReason: c.status === "Rejected" ? (c.rejectionReason ?? text.noReason) : null,
        actions: null,
      },
      t,
    )!;
    let actions = "";
    if (state.canReview && c.status === "Pending") {
      actions +=
        '<div class="flex flex-wrap items-start gap-2">' +
        intentButtonHtml(formStart, "approve", "chapterId", c.id, text.approve, "btn-primary") +
        confirmLink(state, "reject", c.id, text.reject, t("dashboard.review.rejectItem", { name: c.name })) +
        "</div>";
    }
    if (c.canEdit) {
      actions +=
        `<a class="btn-secondary" data-discover="true" href="/dashboard/chapters/${c.id}/edit">${text.edit}` +
        // React separates the two texts with a comment, and writes no empty text.
        `<span class="sr-only"> ${c.name ? `<!-- -->${escapeHtml(c.name)}` : ""}</span></a>`;
    }
    if (c.status === "Approved") {
      actions +=
        `<a class="btn-ghost" data-discover="true" href="/chapters/${c.slug}">${text.viewPage}` +
        `<span class="sr-only">${escapeHtml(t("admin.chapters.viewPageOf", { name: c.name }))}</span></a>`;
    }
    html +=
      `<article aria-labelledby="chapter-${c.id}" class="${REVIEW_CARD_CLASSES.card}" data-testid="chapter-card">` +
      `<div class="${REVIEW_CARD_CLASSES.header}">${parts.header}</div>` +
      (c.description ? `<p class="${TEXT_CLASS}">${escapeHtml(c.description)}</p>` : "") +
      `<dl class="${REVIEW_CARD_CLASSES.facts}">${parts.facts}</dl>` +
      (parts.reason === null ? "" : `<p class="${REVIEW_CARD_CLASSES.reason}">${parts.reason}</p>`) +
      `<div class="${REVIEW_CARD_CLASSES.actions}">${actions}</div></article>`;
  }
  return html;
};
