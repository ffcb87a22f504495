import { renderToStaticMarkup } from "react-dom/server";
import type { Components } from "react-markdown";

/**
 * Replies are rendered to HTML here on the server, so react-markdown never ships in the landing
 * page's client bundle. react-markdown builds React elements (it never passes raw HTML through;
 * `skipHtml` drops any HTML in the source), and React escapes text, so the output is safe to inject.
 */

/** Link protocols a reply may use; anything else (javascript:, data:, vbscript:) loses its href. */
export const GUIDE_LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

/*
 * react-markdown is imported by Node at runtime rather than bundled into the server build: its
 * dependency vfile resolves "#minpath" through package.json "imports", which the Remix server
 * bundle cannot follow. A non-literal specifier keeps the bundler from inlining it.
 */
const REACT_MARKDOWN = "react-markdown";
type ReactMarkdownModule = typeof import("react-markdown");
let loading: Promise<ReactMarkdownModule> | null = null;
function loadReactMarkdown() {
  loading ??= import(/* @vite-ignore */ REACT_MARKDOWN) as Promise<ReactMarkdownModule>;
  return loading;
}

const SAFE_PROTOCOL = new RegExp(`^(${GUIDE_LINK_PROTOCOLS.join("|")})$`, "i");

/**
 * The same rule as react-markdown's defaultUrlTransform: a relative URL, or one whose protocol is
 * in the list, passes; anything else becomes "" (and the link renders as plain text).
 */
export function safeGuideUrl(url: string): string {
  const colon = url.indexOf(":");
  const questionMark = url.indexOf("?");
  const numberSign = url.indexOf("#");
  const slash = url.indexOf("/");
  if (
    colon === -1 ||
    (slash !== -1 && colon > slash) ||
    (questionMark !== -1 && colon > questionMark) ||
    (numberSign !== -1 && colon > numberSign) ||
    SAFE_PROTOCOL.test(url.slice(0, colon))
  ) {
    return url;
  }
  return "";
}

const components: Components = {
  a({ href, children }) {
    // A link whose URL was filtered out renders as plain text: nothing to click.
    if (!href) return <span>{children}</span>;
    const external = /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(href) && !/^(mailto|xmpp):/i.test(href);
    return external ? (
      <a href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </a>
    ) : (
      <a href={href}>{children}</a>
    );
  },
};

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

export async function renderGuideMarkdown(markdown: string): Promise<string> {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const { default: Markdown } = await loadReactMarkdown();
  const html = renderToStaticMarkup(
    <Markdown
      skipHtml
      urlTransform={safeGuideUrl}
      components={components}
      // Images would let a model reply load third-party URLs; replies are text only.
      disallowedElements={["img"]}
      unwrapDisallowed
    >
      {markdown}
    </Markdown>,
  );
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(markdown, html);
  return html;
}
