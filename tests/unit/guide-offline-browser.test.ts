import { afterEach, describe, expect, test, vi } from "vitest";
import { answerOffline } from "~/guide/offline.server";
import { answerInBrowser, markdownToHtml } from "~/offline/guide-answer.client";
import { guideKnowledge } from "~/offline/guide-knowledge.server";

// The offline guide in the browser answers from /guide/knowledge.json with the server's own code:
// the same answer, question for question, in every language.
describe("offline guide in the browser", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("answers exactly as the server does, from the knowledge file", async () => {
    const { body, version } = guideKnowledge();
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    vi.stubGlobal("fetch", async () => new Response(body));
    const cases = [
      ["someone is choking", "en"],
      ["alguien se está ahogando con comida", "es"],
      ["how do I treat a burn?", "fr"],
      ["que faire en cas d'inondation ?", "fr"],
      ["hello", "en"],
      ["write me a poem about cats", "es"],
    ] as const;
    for (const [question, lang] of cases) {
      const answer = await answerInBrowser(`/guide/knowledge.json?v=${version}`, question, lang);
      expect(answer.markdown, question).toBe(answerOffline(question, { lang }).markdown);
    }
  });

  test("renders the answer's markdown to escaped HTML with safe links only", () => {
    const html = markdownToHtml(
      [
        "**Call 911** now <script>alert(1)</script>",
        "### Steps",
        "1. One\n2. Two [page](/guide/topics/burns)",
        "- a [bad](javascript:alert(1))\n- b [source](https://www.redcross.org)",
      ].join("\n\n"),
    );
    expect(html).toContain("<p><strong>Call 911</strong> now &lt;script&gt;alert(1)&lt;/script&gt;</p>");
    expect(html).toContain("<h3>Steps</h3>");
    expect(html).toContain('<ol><li>One</li><li>Two <a href="/guide/topics/burns">page</a></li></ol>');
    expect(html).toContain("<li>a <span>bad</span>");
    expect(html).toContain('<a href="https://www.redcross.org" target="_blank" rel="noopener noreferrer nofollow">');
    expect(html).not.toContain("javascript:");
  });
});
