// The directory's cards for a signed-out visitor are written as one HTML string
// (`ChapterCardList`, app/components/chapter-card.tsx); it must be, byte for byte, what React
// renders from `ChapterCard` element by element, in every language and for every shape of card.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ChapterCard, ChapterCardList, staticCardsHtml, type ChapterCardData } from "~/components/chapter-card";
import { serverT } from "~/i18n/catalogue.server";
import { LANGUAGES } from "~/i18n/config";
import { renderInRouter } from "../helpers/render-in-router";

function chapter(overrides: Partial<ChapterCardData> = {}): ChapterCardData {
  return {
    id: "c1",
    name: "Austin CERT 78701",
    slug: "austin-tx-78701",
    description: "Volunteers in Austin, TX training for the hazards of their area.",
    city: "Austin",
    state: "TX",
    regionCode: "6",
    status: "Approved",
    memberCount: 65,
    distanceMiles: null,
    membership: null,
    ...overrides,
  };
}

const SHAPES: ChapterCardData[] = [
  chapter(),
  chapter({ id: "c2", slug: "near-1", distanceMiles: 3.25 }),
  chapter({ id: "c3", slug: "far-2", distanceMiles: 48.6 }),
  chapter({ id: "c4", slug: "new-3", memberCount: 0, regionCode: null, description: null }),
  chapter({ id: "c5", slug: "one-4", memberCount: 1, description: "" }),
  chapter({ id: "c6", slug: "many-5", memberCount: 1234 }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  chapter({
    id: "c7",
    slug: "odd-6",
    name: `Tom & Jerry's "<b>CERT</b>"`,
    description: `<script>alert('x')</script> & "quotes"`,
    city: "Coeur d'Alene",
    state: "ID",
  }),
  chapter({ id: "c8", slug: "accents-7", name: "Peñasco CERT", city: "Peñasco", state: "NM" }),
];

/** An element rendered inside a data router at `/` (cards use links, fetchers and the route data). */
const render = (element: ReactElement) => renderInRouter(element);

/** The list as React renders `ChapterCard`s element by element (the path a signed-in viewer gets). */
function reactList(chapters: ChapterCardData[], t: ReturnType<typeof serverT>) {
  return render(
    createElement(
      "ul",
      { className: "mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3", "aria-label": "Chapters" },
      chapters.map((c) => createElement(ChapterCard, { key: c.id, chapter: c, signedIn: false, t })),
    ),
  );
}

function stringList(chapters: ChapterCardData[], signedIn: boolean, t: ReturnType<typeof serverT>) {
  return render(createElement(ChapterCardList, { chapters, signedIn, t, label: "Chapters" }));
}

describe("the directory's cards as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders from ChapterCard, in ${lang}`, async () => {
      const t = serverT(lang);
      const html = await stringList(SHAPES, false, t);
      expect(staticCardsHtml(SHAPES, false, t)).not.toBeNull();
      expect(html).toBe(await reactList(SHAPES, t));
      expect(html).toContain("&lt;script&gt;");
    });
  }

  it("is not used when a card is not the same for everyone", async () => {
    const t = serverT("en");
    expect(staticCardsHtml(SHAPES, true, t)).toBeNull();
    const signedIn = await stringList(SHAPES, true, t);
    // A signed-in viewer gets the join form (a fetcher) on each card, rendered by React.
    expect(signedIn).toContain('name="intent" value="join"');
    for (const odd of [
      chapter({ status: "Pending" }),
      chapter({ membership: { status: "Approved", role: "Member" } }),
      chapter({ slug: "../admin" }),
      chapter({ city: "" }),
    ]) {
      const cards = [chapter({ id: "other", slug: "other" }), { ...odd, id: "odd" }];
      expect(staticCardsHtml(cards, false, t)).toBeNull();
      expect(await stringList(cards, false, t)).toBe(await reactList(cards, t));
    }
  });
});
