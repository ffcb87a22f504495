import { CONFIRM_PARAM, confirmHref } from "~/components/confirm-action";
import type { TFunction } from "~/i18n/translate";
import { escapeHtml } from "~/utils/html";
import { REVIEW_CARD_CLASSES, reviewCardHtml } from "./review-list";
import { ROLE_KEYS, type MemberCardData, type MemberCardsState, type MemberCardsWriter } from "./member-card";

// The Members list's cards written as one string on the server (decision 063, as the events list's
// cards: decision 058): byte for byte what `MemberCard` renders element by element, the card's
// forms as their fetchers' forms render before hydration (no pending label) and the confirmation
// steps as their links (no dialog open). tests/unit/member-cards.test.ts renders both ways over
// every shape of card, en/es/fr, on several pages. The browser renders the cards as React
// components, which hydrate onto these nodes.

/** Ids `<Link>` and the forms hand out unchanged: anything else leaves the list to React. */
const PLAIN = /^[A-Za-z0-9_-]+$/;
/** A path a `<Link>` resolves to itself. */
const PLAIN_PATH = /^\/[A-Za-z0-9_./-]*$/;

/**
 * The cards of the members list, or null when React should render them: an id that is not plain
 * text, or a confirmation opened by the URL (`?confirm=`: its form is rendered over the page).
 */
export const memberCardsHtml: MemberCardsWriter = (members, state, { t, date }) => {
  if (!PLAIN_PATH.test(state.pathname) || new URLSearchParams(state.search).has(CONFIRM_PARAM)) return null;
  for (const m of members) if (!PLAIN.test(m.id) || !PLAIN.test(m.userId)) return null;
  const text = {
    you: t("admin.members.you"),
    role: t("admin.filter.role"),
    chapter: t("admin.members.chapter"),
    requested: t("admin.review.requested"),
    roles: { Leader: t(ROLE_KEYS.Leader), Member: t(ROLE_KEYS.Member) },
  };
  const formStart = `<form method="post" action="${escapeHtml(state.formAction)}">`;
  let html = "";
  for (const m of members) {
    const self = m.userId === state.viewerId;
    const parts = reviewCardHtml(
      {
        kind: "member",
        item: m,
        title: m.displayName,
        titleNote: self ? text.you : undefined,
        titleClassName: "font-semibold",
        subtitle: m.email,
        initial: m.displayName.trim().charAt(0).toUpperCase() || "?",
        facts: [
          { label: text.role, value: text.roles[m.role] },
          { label: text.chapter, value: m.chapterName, valueClassName: "[overflow-wrap:anywhere]" },
          { label: text.requested, value: date(m.createdAt) },
        ],
        rejectionReason:
          m.status === "Rejected"
            ? m.rejectionReason || null
            : m.status === "Inactive"
              ? m.deactivationReason || null
              : null,
        actions: null,
      },
      t,
    )!;
    html +=
      `<article aria-labelledby="member-${m.id}" class="${REVIEW_CARD_CLASSES.card}" data-testid="member-card">` +
      `<div class="${REVIEW_CARD_CLASSES.header}">${parts.header}</div>` +
      `<dl class="${REVIEW_CARD_CLASSES.facts}">${parts.facts}</dl>` +
      (parts.reason === null ? "" : `<p class="${REVIEW_CARD_CLASSES.reason}">${parts.reason}</p>`) +
      `<div class="${REVIEW_CARD_CLASSES.actions}">${actionsHtml(m, self, state, t, formStart)}</div></article>`;
  }
  return html;
};

/** `IntentButton` before hydration: a plain form posting the intent and the membership's id. */
const intentButton = (
  formStart: string,
  intent: string,
  id: string,
  label: string,
  className: string,
  ariaLabel?: string,
) => intentButtonHtml(formStart, intent, "membershipId", id, label, className, ariaLabel);

/**
 * `IntentButton` before hydration: a plain form (`formStart`) posting the intent and the item's id
 * (`idField`, a plain id). The Chapters list's cards use it too (decision 074).
 */
export function intentButtonHtml(
  formStart: string,
  intent: string,
  idField: string,
  id: string,
  label: string,
  className: string,
  ariaLabel?: string,
) {
  return (
    `${formStart}<input type="hidden" name="intent" value="${intent}"/>` +
    `<input type="hidden" name="${idField}" value="${id}"/><button type="submit" class="${className}"` +
    (ariaLabel === undefined ? "" : ` aria-label="${escapeHtml(ariaLabel)}"`) +
    `>${escapeHtml(label)}</button></form>`
  );
}

/** `ConfirmAction` with no confirmation open: the link to the page with it opened. */
export function confirmLink(
  state: { pathname: string; search: string },
  intent: string,
  id: string,
  label: string,
  ariaLabel: string,
) {
  return (
    `<a class="btn-secondary" aria-label="${escapeHtml(ariaLabel)}" aria-haspopup="dialog" data-discover="true"` +
    ` href="${escapeHtml(confirmHref(state, intent, id))}">${escapeHtml(label)}</a>`
  );
}

function actionsHtml(m: MemberCardData, self: boolean, state: MemberCardsState, t: TFunction, formStart: string) {
  const name = { name: m.displayName };
  let html = "";
  if (m.status === "Pending") {
    html +=
      '<div class="flex flex-wrap items-start gap-2">' +
      intentButton(formStart, "approve", m.id, t("dashboard.review.approve"), "btn-primary") +
      confirmLink(state, "reject", m.id, t("dashboard.review.reject"), t("dashboard.review.rejectItem", name)) +
      "</div>";
  }
  if (m.status === "Approved" && !self) {
    const leader = m.role === "Leader";
    html +=
      intentButton(
        formStart,
        leader ? "demote" : "promote",
        m.id,
        leader ? t("admin.members.removeLeader") : t("admin.members.makeLeader"),
        "btn-secondary",
      ) +
      `<a class="btn-secondary" aria-label="${escapeHtml(t("admin.members.recordCredentialFor", name))}"` +
      ` data-discover="true" href="/dashboard/training/new?for=${m.userId}&amp;from=members">` +
      `${escapeHtml(t("admin.members.recordCredential"))}</a>` +
      confirmLink(state, "deactivate", m.id, t("admin.members.deactivate"), t("admin.members.deactivateFor", name));
  }
  if (m.status === "Inactive") {
    html += intentButton(
      formStart,
      "reactivate",
      m.id,
      t("admin.members.reactivate"),
      "btn-secondary",
      t("admin.members.reactivateFor", name),
    );
  }
  if ((m.status === "Approved" || m.status === "Inactive") && !self) {
    html += confirmLink(state, "remove", m.id, t("admin.members.remove"), t("admin.members.removeFor", name));
  }
  return html;
}
