// The landing's capability cards and the guide card before its first question written as one string
// on the server (decision 067): byte for byte what FeatureGrid and GuideChat render element by element
// (app/components/landing/feature-grid.tsx, app/components/guide-chat.tsx), in every language, as the
// landing and the guide page place them, with characters to escape in the suggestions and the card's
// form; with a conversation the card is React's either way.
import { createElement, Fragment } from "react";
import { describe, expect, it } from "vitest";
import { GuideChat, writeGuideChatAsHtml, type GuideMessage } from "~/components/guide-chat";
import { FeatureGrid, writeFeatureGridAsHtml } from "~/components/landing/feature-grid";
import { featureGridHtml, guideChatIntroHtml } from "~/components/landing/landing-html.server";
import { guideSuggestions, type GuideSuggestions } from "~/guide/suggestions.server";
import { messagesFor } from "~/i18n/catalogue.server";
import { LANGUAGES, type Lang } from "~/i18n/config";
import { createT } from "~/i18n/translate";
import { renderPageRoute } from "../helpers/render-in-router";

const CONVERSATION: GuideMessage[] = [
  { id: "1", content: `Tom & "Jerry" <b>flood</b>?`, isUser: true, timestamp: "2026-11-27T16:00:00.000Z" },
  {
    id: "2",
    content: "Move to higher ground.",
    html: "<p>Move to <strong>higher</strong> ground.</p>",
    isUser: false,
    timestamp: "2026-11-27T16:00:01.000Z",
  },
];

/** The card's props as the landing page and the guide page give them, and one with characters to escape. */
function placements(suggestions: GuideSuggestions) {
  const odd: GuideSuggestions = {
    starters: [{ label: `Tom & "Jerry" <b>x</b>`, question: `What's <this> & "that"?` }, ...suggestions.starters],
    trending: [...suggestions.trending, { label: "Élodie's 'kit'", question: "a&b", lang: "en" }],
    topics: [],
  };
  return [
    { showHeading: false, suggestions },
    { redirectTo: "/guide#guide", knowledgeUrl: "/guide/knowledge.json?v=1", suggestions },
    { action: `/resources/guide-chat?x="1"&y=<2>`, redirectTo: `/guide?q='a'&b#guide`, suggestions: odd },
  ];
}

function page(lang: Lang, props: Partial<Parameters<typeof GuideChat>[0]>, initialMessages: GuideMessage[]) {
  const element = createElement(
    Fragment,
    null,
    createElement(FeatureGrid),
    createElement(
      "section",
      { id: "guide" },
      createElement(GuideChat, { initialMessages, suggestions: props.suggestions!, ...props }),
    ),
  );
  return renderPageRoute(lang, ["common", "landing", "guide"], { index: true, element }, "/");
}

describe("the landing's sections as one HTML string", () => {
  for (const lang of LANGUAGES) {
    it(`are what React renders element by element, in ${lang}`, async () => {
      const suggestions = guideSuggestions(lang, createT(lang, messagesFor(lang, "guide")));
      let written = 0;
      try {
        for (const props of placements(suggestions)) {
          for (const messages of [[], CONVERSATION]) {
            writeFeatureGridAsHtml((t) => (written++, featureGridHtml(t)));
            writeGuideChatAsHtml((intro) => (written++, guideChatIntroHtml(intro)));
            const strings = await page(lang, props, messages);
            writeFeatureGridAsHtml(null);
            writeGuideChatAsHtml(null);
            const elements = await page(lang, props, messages);
            expect(strings).toBe(elements);
            // The parts the strings write are there: the cards, the lists, the escaped text, the ids
            // React gives the card's input (the form around it stays React's).
            expect(elements.match(/<li class="card">/g)?.length).toBe(6);
            expect(elements).toMatch(/<input id=":[^"]+:" name="message"/);
            if (messages.length === 0) {
              expect(elements).toContain('<div role="log" aria-live="polite"');
              expect(elements).toContain('<details class="group">');
            } else {
              expect(elements).toContain("Tom &amp; &quot;Jerry&quot; &lt;b&gt;flood&lt;/b&gt;?");
              expect(elements).not.toContain('<details class="group">');
            }
            if (messages.length === 0 && props.suggestions.topics.length === 0) {
              expect(elements).toContain("What&#x27;s &lt;this&gt; &amp; &quot;that&quot;?");
              expect(elements).toContain('value="a&amp;b" lang="en"');
              expect(elements).toContain('action="/resources/guide-chat?x=&quot;1&quot;&amp;y=&lt;2&gt;"');
            }
          }
        }
        // The grid both times, the card only before the first question.
        expect(written).toBe(3 * 2 + 3);
      } finally {
        writeFeatureGridAsHtml(null);
        writeGuideChatAsHtml(null);
      }
    });
  }
});
