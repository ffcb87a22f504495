// The resource library's cards written as one string on the server (decision 063): byte for byte what
// React renders card by card (`ResourceCard`, app/components/resources/resource-card.tsx) in the list's
// wrappers, in every language, for every shape of card.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { ListSection } from "~/components/dashboard/list-section";
import {
  ResourceCard,
  useResourceCardsHtml,
  writeResourceCardsAsHtml,
  type ResourceCardData,
} from "~/components/resources/resource-card";
import { resourceCardsHtml } from "~/components/resources/resource-cards-html.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { renderPageRoute, renderWithAndWithoutWriter } from "../helpers/render-in-router";

function resource(overrides: Partial<ResourceCardData> = {}): ResourceCardData {
  return {
    id: "f5a0a6e5-e2a7-4a47-af13-1b08676d8c74",
    title: "Field guide 9874",
    description: "A checklist for the first hours after a disaster.",
    accessLevel: "Member",
    fileUrl: null,
    linkUrl: "https://example.org/guide/9874",
    chapterName: "Taylors Falls CERT 55084",
    version: 1,
    updatedLabel: "Nov 17, 2026",
    canEdit: true,
    ...overrides,
  };
}

const SHAPES: ResourceCardData[] = [
  resource(),
  resource({ id: "r2", fileUrl: "https://files.example.org/a/plan.PDF", linkUrl: null, accessLevel: "Leader" }),
  resource({ id: "r3", fileUrl: "https://files.example.org/b.docx", linkUrl: "https://example.org/x", canEdit: false }),
  resource({ id: "r4", fileUrl: "https://files.example.org/deck.pptx?v=2", accessLevel: "Admin", chapterName: null }),
  resource({ id: "r5", fileUrl: "https://files.example.org/sheet.xlsx", description: null, version: 12 }),
  resource({ id: "r6", fileUrl: "https://files.example.org/archive.zip", linkUrl: null, description: "" }),
  resource({ id: "r7", fileUrl: "not a url", linkUrl: null }),
  resource({ id: "r8", fileUrl: null, linkUrl: null, chapterName: null, canEdit: false }),
  // What people write: markup, quotes, ampersands and accents are text, escaped as React escapes them.
  resource({
    id: "r9",
    title: `Tom & Jerry's "<b>guide</b>"`,
    description: `<script>alert('x')</script> & "more"`,
    chapterName: "O'Brien & Sons <CERT>",
    linkUrl: `https://example.org/?a=1&b="2"`,
    updatedLabel: "17 nov. 2026",
  }),
  resource({ id: "r10", title: "", chapterName: "", updatedLabel: "" }),
];

/** The list as the page renders it: the string when the writer is set and answers, React's cards otherwise. */
function Cards({ resources }: { resources: ResourceCardData[] }) {
  const html = useResourceCardsHtml(resources);
  return createElement(ListSection<ResourceCardData>, {
    id: "resources-heading",
    heading: "All",
    items: resources,
    renderItem: (r) => createElement(ResourceCard, { resource: r }),
    layout: "grid",
    noun: "Resources",
    emptyDescription: "None yet",
    filtered: true,
    clearHref: "/dashboard/resources?access=all",
    total: 20,
    pager: { page: 1, hasNext: true, label: "Pages" },
    html,
  });
}

function renderOnPage(element: ReactElement, lang: Lang, url: string) {
  return renderPageRoute(
    lang,
    ["common", "dashboard", "content", "validation"],
    { path: "dashboard/resources", children: [{ index: true, element }] },
    url,
  );
}

describe("the resource library's cards as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders card by card, in ${lang}`, async () => {
      const url = "/dashboard/resources?q=guide%2098";
      const withAndWithout = (resources: ResourceCardData[]) =>
        renderWithAndWithoutWriter(writeResourceCardsAsHtml, resourceCardsHtml, () =>
          renderOnPage(createElement(Cards, { resources }), lang, url),
        );
      const { strings, elements, written } = await withAndWithout(SHAPES);
      expect(strings).toBe(elements);
      expect(written).toBe(1);
      // Every branch is reached: each kind of file, a link, neither, both, each access level, no
      // chapter, no description, no edit link, escaped text.
      for (const part of [
        'data-kind="PDF"',
        'data-kind="DOC"',
        'data-kind="PPT"',
        'data-kind="XLS"',
        'data-kind="FILE"',
      ]) {
        expect(elements).toContain(part);
      }
      for (const part of [
        "lucide-link2",
        "badge-approved",
        "badge-pending",
        "badge-rejected",
        'href="/dashboard/resources/r8" target="_blank"',
        "/dashboard/resources/r9/edit",
        "Tom &amp; Jerry&#x27;s &quot;&lt;b&gt;guide&lt;/b&gt;&quot;",
        "https://example.org/?a=1&amp;b=&quot;2&quot;",
        "&lt;script&gt;",
      ]) {
        expect(elements).toContain(part);
      }
      expect(elements.match(/data-testid="resource-card"/g)?.length).toBe(SHAPES.length);
      expect(elements.match(/\/edit">/g)?.length).toBe(8);
      expect(elements.match(/rel="noopener noreferrer" class="btn-secondary"/g)?.length).toBe(3);
      // An id a link would encode: React renders the list (the same markup, no string).
      const odd = [resource({ id: "a b" }), ...SHAPES.slice(0, 2)];
      expect(resourceCardsHtml(odd, (k) => k)).toBeNull();
      const oddPage = await withAndWithout(odd);
      expect(oddPage.written).toBe(0);
      expect(oddPage.strings).toBe(oddPage.elements);
    });
  }
});
