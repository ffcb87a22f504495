// The Chapters and Members review cards write their parts without a form (header, facts, rejection
// reason) as HTML strings inside the elements React renders (`ReviewCard`,
// app/components/dashboard/review-list.tsx); the card must be, byte for byte, what
// `ReviewCardElements` renders element by element, in every language and for every shape of card.
import { createElement, type ComponentProps, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ReviewCard, ReviewCardElements, reviewCardHtml } from "~/components/dashboard/review-list";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { createT } from "~/i18n/translate";
import { renderInLanguage } from "../helpers/render-in-router";

type Props = ComponentProps<typeof ReviewCard>;

const actions = createElement("button", { type: "button", className: "btn-secondary" }, "Act");

function chapter(overrides: Partial<Props> = {}): Props {
  return {
    kind: "chapter",
    item: { id: "f61b986d-19b5-4b7d-aa48-f0c4b88c0065", status: "Pending" },
    title: "Austin CERT 78701",
    titleClassName: "text-lg font-semibold",
    subtitle: "Austin, TX",
    text: createElement("p", { className: "text-sm" }, "A description"),
    facts: [
      { label: "Members", value: "1,234" },
      false,
      { label: "Slug", value: "austin-tx-78701", valueClassName: "break-anywhere" },
      { label: "Requested", value: "Nov 6, 2026 by Ana" },
    ],
    rejectionReason: null,
    actions,
    ...overrides,
  };
}

function member(overrides: Partial<Props> = {}): Props {
  return {
    kind: "member",
    item: { id: "m1", status: "Approved" },
    title: "Ana Torres",
    titleNote: " (you)",
    titleClassName: "font-semibold",
    subtitle: "ana@example.org",
    initial: "A",
    facts: [
      { label: "Role", value: "Leader" },
      { label: "Chapter", value: "Austin CERT", valueClassName: "[overflow-wrap:anywhere]", testId: "chapter" },
      null,
      { label: "Requested", value: "Nov 6, 2026" },
    ],
    rejectionReason: null,
    actions,
    ...overrides,
  };
}

const SHAPES: Props[] = [
  chapter(),
  chapter({ item: { id: "c2", status: "Approved" }, text: null }),
  chapter({ item: { id: "c3", status: "Rejected" }, rejectionReason: 'Duplicate of <Austin> & "Travis"' }),
  chapter({ item: { id: "c4", status: "Rejected" }, rejectionReason: "" }),
  member(),
  member({ item: { id: "m2", status: "Pending" }, titleNote: undefined }),
  member({ item: { id: "m3", status: "Inactive" }, rejectionReason: "Moved away" }),
  member({ item: { id: "m4", status: "Rejected" }, rejectionReason: "Not in our area" }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  member({
    item: { id: "m5", status: "Approved" },
    title: `Tom & Jerry's "<b>crew</b>"`,
    subtitle: "<script>alert('x')</script>",
    initial: "<",
    facts: [{ label: "Chapter", value: `O'Brien & "Sons" <CERT>` }],
  }),
  member({ item: { id: "m6", status: "Approved" }, title: "", subtitle: "", initial: "?", facts: [] }),
  chapter({ item: { id: "c5", status: "Pending" }, title: "Peñasco Núñez", subtitle: "Éloïse, NM" }),
];

const render = (element: ReactElement, lang: Lang) => renderInLanguage(element, lang, ["common", "dashboard", "admin"]);

describe("the review cards' parts without a form as HTML strings", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders from ReviewCardElements, in ${lang}`, async () => {
      const t = createT(lang, messagesFor(lang, "common", "dashboard", "admin"));
      for (const props of SHAPES) expect(reviewCardHtml(props, t)).not.toBeNull();
      const strings = await render(
        createElement("div", null, ...SHAPES.map((p, i) => createElement(ReviewCard, { ...p, key: i }))),
        lang,
      );
      const elements = await render(
        createElement("div", null, ...SHAPES.map((p, i) => createElement(ReviewCardElements, { ...p, key: i }))),
        lang,
      );
      expect(strings).toBe(elements);
      // The shapes reach every branch: each status's badge, the initial, the note, a fact's class and
      // test id, a reason, escaped text.
      for (const part of [
        "badge-pending",
        "badge-approved",
        "badge-rejected",
        "badge-neutral",
        'aria-hidden="true"',
        " (you)",
        'data-testid="chapter"',
        "Moved away",
        "&lt;b&gt;crew&lt;/b&gt;",
        "O&#x27;Brien",
      ]) {
        expect(elements).toContain(part);
      }
    });
  }

  it("renders the card element by element when a fact is not plain text", async () => {
    const props = chapter({ facts: [{ label: "Members", value: createElement("strong", null, "12") }] });
    expect(reviewCardHtml(props, createT("en", messagesFor("en", "common", "admin")))).toBeNull();
    const [card, elements] = await Promise.all([
      render(createElement(ReviewCard, props), "en"),
      render(createElement(ReviewCardElements, props), "en"),
    ]);
    expect(card).toBe(elements);
    expect(card).toContain("<strong>12</strong>");
  });
});
