// The Members list's cards written as one string on the server (decision 063): each card, its forms
// as their fetchers' forms render before hydration and its confirmation links, byte for byte what
// React renders card by card (`MemberCard`, app/components/dashboard/member-card.tsx), in every
// language, for every shape of card, on several pages of the list.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import {
  MemberCard,
  useMemberCardsHtml,
  writeMemberCardsAsHtml,
  type MemberCardData,
} from "~/components/dashboard/member-card";
import { memberCardsHtml } from "~/components/dashboard/member-cards-html.server";
import { ReviewListSection } from "~/components/dashboard/review-list";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

const VIEWER = "0b7a2c1e-5d7f-4a43-9f0e-1c2d3e4f5a6b";

function member(overrides: Partial<MemberCardData> = {}): MemberCardData {
  return {
    id: "0ae19372-497b-4b42-aee0-4fd22ed2e334",
    userId: "b36c0a41-d5ee-412a-ae5e-3bc85c96943a",
    role: "Member",
    status: "Approved",
    rejectionReason: null,
    deactivationReason: null,
    createdAt: "2026-11-27T10:15:00.000Z",
    displayName: "Jamie Wu",
    email: "jamie@example.org",
    chapterName: "Springfield CERT 81073",
    ...overrides,
  };
}

const SHAPES: MemberCardData[] = [
  member(),
  member({ id: "m2", userId: "u2", role: "Leader" }),
  member({ id: "m3", userId: VIEWER, role: "Leader" }),
  member({ id: "m4", userId: "u4", status: "Pending", createdAt: "2026-01-01T04:59:59.000Z" }),
  member({ id: "m5", userId: "u5", status: "Rejected", rejectionReason: 'Outside the <area> & "county"' }),
  member({ id: "m6", userId: "u6", status: "Rejected", rejectionReason: "" }),
  member({ id: "m7", userId: "u7", status: "Inactive", deactivationReason: "Moved away" }),
  member({ id: "m8", userId: VIEWER, status: "Inactive", deactivationReason: null }),
  member({ id: "m9", userId: VIEWER, status: "Pending" }),
  member({ id: "m10", userId: "u10", status: "Rejected", rejectionReason: null, role: "Leader" }),
  // What people write: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  member({
    id: "m11",
    userId: "u11",
    displayName: `  élodie O'Brien & "<b>Sons</b>"`,
    email: "o'brien&sons@example.org",
    chapterName: "O'Brien & Sons <CERT>",
  }),
  member({ id: "m12", userId: "u12", displayName: "", email: "", chapterName: "", status: "Pending" }),
  member({ id: "m13", userId: "u13", displayName: "   ", status: "Inactive", deactivationReason: "" }),
];

/** The list as the page renders it: the string when the writer is set and answers, React's cards otherwise. */
function MemberList({ members }: { members: MemberCardData[] }) {
  const html = useMemberCardsHtml(members, VIEWER);
  return createElement(ReviewListSection<MemberCardData>, {
    id: "member-list-heading",
    heading: "Members",
    list: { rows: members, page: 2, hasNext: true },
    renderItem: (m) => createElement(MemberCard, { member: m, self: m.userId === VIEWER }),
    empty: createElement("p", null, "None"),
    pagesLabel: "Pages",
    html,
  });
}

/** `element` rendered as the Members page renders it: its route at /dashboard/members, at `url`. */
function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "admin", "validation"],
    { id: "members", path: "dashboard/members", element },
    url,
  );
}

const URLS = [
  "/dashboard/members",
  "/dashboard/members?q=springfield&tab=approved",
  "/dashboard/members?tab=pending&page=2&role=leader",
  // Characters to escape in the forms' action and the confirmation links; a naked `index`.
  `/dashboard/members?q=${encodeURIComponent(`Tom & "Jerry" <x>'`)}&index&tab=inactive&status=a%2Fb`,
  "/dashboard/members?q=caf%C3%A9+au+lait&tab=rejected",
];

describe("the members list's cards as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders card by card, in ${lang}, on every page`, async () => {
      const withAndWithout = (members: readonly MemberCardData[], url: string) =>
        renderWithAndWithoutWriter(writeMemberCardsAsHtml, memberCardsHtml, () =>
          renderOnPage(createElement(MemberList, { members: [...members] }), lang, url),
        );
      for (const url of URLS) {
        const { strings, elements, written } = await withAndWithout(SHAPES, url);
        expect(strings).toBe(elements);
        // The page's list was the string's, not React's.
        expect(written).toBe(1);
        // Every branch is reached: approve and reject, role changes, the credential link, the
        // confirmation links, reactivation, a reason, the viewer's own card, escaped text.
        for (const part of [
          'value="approve"',
          'value="promote"',
          'value="demote"',
          'value="reactivate"',
          "confirm=reject&amp;target=m4",
          "confirm=deactivate&amp;target=m2",
          "confirm=remove&amp;target=m7",
          "/dashboard/training/new?for=u2&amp;from=members",
          "Moved away",
          "O&#x27;Brien &amp; Sons &lt;CERT&gt;",
          ">É</span>",
          ">?</span>",
        ]) {
          expect(elements).toContain(part);
        }
        expect(elements.match(/<form method="post" action="\/dashboard\/members/g)?.length).toBe(9);
        expect(elements).not.toContain("confirm=remove&amp;target=m8");
        expect(elements).not.toContain("confirm=deactivate&amp;target=m3");
      }
      // A confirmation opened by the URL (its form over the page), or an id a link would encode:
      // React renders the list, the same markup as without the writer.
      for (const [url, members] of [
        ["/dashboard/members?tab=approved&confirm=remove&target=m2", SHAPES],
        ["/dashboard/members", [member({ id: "a b" }), ...SHAPES.slice(0, 2)]],
        ["/dashboard/members", [member({ userId: "a/b" }), ...SHAPES.slice(0, 2)]],
      ] as const) {
        const { strings, elements, written } = await withAndWithout(members, url);
        expect(written).toBe(0);
        expect(strings).toBe(elements);
      }
      expect((await withAndWithout(SHAPES, "/dashboard/members?confirm=remove&target=m2")).strings).toContain(
        'data-testid="confirm-page"',
      );
      // An empty list: the empty state either way.
      const empty = await withAndWithout([], "/dashboard/members");
      expect(empty.strings).toContain("<p>None</p>");
      expect(empty.strings).toBe(empty.elements);
    });
  }
});
