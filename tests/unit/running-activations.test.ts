// The overview's running activations are written as one HTML string (`RunningActivations`,
// app/components/activations/run-activations.tsx); it must be, byte for byte, what React renders
// from `RunningActivationCard` element by element, in every language and for every shape of card.
import { createElement, type ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { RunningActivationCard, RunningActivations, runningCardsHtml } from "~/components/activations/run-activations";
import { LANGUAGES, type Lang } from "~/i18n/config";
import type { RunCardData } from "~/models/activation-view.server";
import { htmlText, renderInLanguage } from "../helpers/render-in-router";

function card(overrides: Partial<RunCardData> = {}): RunCardData {
  return {
    id: "8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0",
    kind: "Drill",
    title: "Flood drill on the river",
    chapterName: "Austin CERT 78701",
    needed: 10,
    committed: 4,
    counts: { Available: 4, Delayed: 2, Unavailable: 1, NoReply: 293 },
    reportAt: "2026-11-26T06:26:00.000Z",
    timeZone: "America/Chicago",
    ...overrides,
  };
}

const SHAPES: RunCardData[] = [
  card(),
  card({ id: "a2", kind: "Real", title: "Search for a missing hiker", timeZone: "Pacific/Honolulu" }),
  card({
    id: "a3",
    needed: 1200,
    committed: 1234,
    counts: { Available: 1234, Delayed: 0, Unavailable: 0, NoReply: 0 },
  }),
  // What people write: markup, quotes and ampersands are text, escaped as React escapes them.
  card({ id: "a4", title: `Tom & Jerry's "<b>call-out</b>"`, chapterName: `<script>alert('x')</script> & "CERT"` }),
  card({ id: "a5", title: "", chapterName: "Peñasco CERT", timeZone: "America/New_York" }),
];

const render = (element: ReactElement, lang: Lang) => renderInLanguage(element, lang, ["common", "activations"]);

const text = (lang: Lang) => htmlText(lang, ["common", "activations"]);

/** The section as React renders the cards element by element (the path an unusual id takes). */
function reactSection(cards: RunCardData[], lang: Lang) {
  const html = render(createElement(RunningActivations, { activations: cards }), lang);
  const elements = render(
    createElement(
      "ul",
      { className: "grid gap-4 lg:grid-cols-2" },
      cards.map((a) => createElement(RunningActivationCard, { key: a.id, activation: a, text: text(lang) })),
    ),
    lang,
  );
  return Promise.all([html, elements]);
}

describe("the overview's running activations as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`is what React renders from RunningActivationCard, in ${lang}`, async () => {
      expect(runningCardsHtml(SHAPES, text(lang))).not.toBeNull();
      const [section, elements] = await reactSection(SHAPES, lang);
      // The section's list is the element-by-element list, byte for byte.
      expect(elements).toMatch(/^<ul class="grid gap-4 lg:grid-cols-2"><li class="card".*<\/li><\/ul>$/s);
      expect(section).toContain(elements);
      expect(section.match(/data-testid="running-activation"/g)).toHaveLength(SHAPES.length);
      expect(section).toContain("&lt;script&gt;");
      expect(section).toContain('href="/dashboard/activations/8f59cbc9-e9d0-4a67-ad9c-6e04b7c2a5d0"');
    });
  }

  it("renders the cards as React elements when an id is not a plain one", async () => {
    const cards = [card(), card({ id: "odd/../id?x=1" })];
    expect(runningCardsHtml(cards, text("en"))).toBeNull();
    const [section, elements] = await reactSection(cards, "en");
    expect(section).toContain(elements);
  });
});
