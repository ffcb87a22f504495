import { defaultUrlTransform } from "react-markdown";
import { describe, expect, it } from "vitest";
import { GUIDE_LINK_PROTOCOLS, renderGuideMarkdown, safeGuideUrl } from "../../app/guide/markdown.server";

describe("guide reply markdown", () => {
  it("keeps links with the allowed protocols and relative links", () => {
    expect(GUIDE_LINK_PROTOCOLS).toEqual(["http", "https", "irc", "ircs", "mailto", "xmpp"]);
    for (const url of [
      "http://example.com",
      "https://www.ready.gov/kit",
      "irc://irc.example.org/prep",
      "ircs://irc.example.org/prep",
      "mailto:help@example.org",
      "xmpp:help@example.org",
      "/chapters",
      "#guide",
    ]) {
      expect(safeGuideUrl(url), url).toBe(url);
    }
  });

  it("drops every other protocol", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,hi",
      "vbscript:x",
      "file:///etc/passwd",
      "ftp://x",
    ]) {
      expect(safeGuideUrl(url), url).toBe("");
    }
  });

  it("agrees with react-markdown's own default URL filter", () => {
    for (const url of [
      "https://a.b",
      "javascript:x",
      "/p?q=a:b",
      "#a:b",
      "x/y:z",
      "mailto:a@b",
      "data:x",
      " javascript:x",
      "tel:123",
    ]) {
      expect(safeGuideUrl(url), url).toBe(defaultUrlTransform(url));
    }
  });

  it("renders a javascript: link inert (text, no href)", async () => {
    const html = await renderGuideMarkdown("Click [here](javascript:alert(1)) now");
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain("<a");
    expect(html).toContain("<span>here</span>");
  });

  it("renders allowed links, opening external ones safely", async () => {
    const html = await renderGuideMarkdown(
      "See [Ready.gov](https://www.ready.gov), [chapters](/chapters) or [mail](mailto:a@b.org).",
    );
    expect(html).toContain(
      '<a href="https://www.ready.gov" target="_blank" rel="noopener noreferrer nofollow">Ready.gov</a>',
    );
    expect(html).toContain('<a href="/chapters">chapters</a>');
    expect(html).toContain('<a href="mailto:a@b.org">mail</a>');
  });

  it("never passes raw HTML through", async () => {
    const html = await renderGuideMarkdown('Hi <script>alert(1)</script> <img src=x onerror="alert(1)"> <b>bold</b>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("onerror");
    expect(html).not.toContain("<b>");
  });

  it("drops markdown images", async () => {
    expect(await renderGuideMarkdown("![tracker](https://evil.example/t.gif)")).not.toContain("<img");
  });

  it("renders paragraphs, lists, bold and headings h1 to h3", async () => {
    const html = await renderGuideMarkdown(
      "# One\n\n## Two\n\n### Three\n\nSome **bold** text.\n\n- a\n- b\n\n1. x\n2. y",
    );
    for (const tag of [
      "<h1>One</h1>",
      "<h2>Two</h2>",
      "<h3>Three</h3>",
      "<strong>bold</strong>",
      "<ul>",
      "<ol>",
      "<li>a</li>",
      "<p>Some",
    ]) {
      expect(html).toContain(tag);
    }
  });
});
