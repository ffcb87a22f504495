import { useLocation, useNavigate } from "@remix-run/react";

/**
 * The click handler of a list written as one HTML string (`dangerouslySetInnerHTML`) whose links are
 * plain anchors (they work without JS): with JS, a plain left click on one of its same-window links
 * navigates in the app, as `<Link>` makes it (event delegation on the list). Used where React
 * rendering the list element by element was a large part of a page's server CPU (the overview's
 * running activations: docs/performance.md, sixth session). The directory's cards
 * (app/components/chapter-card.tsx) and the activations history (activations/history-rows.tsx)
 * keep copies: imported from here it became a chunk of its own that those documents preload too.
 * Keep the three in step.
 */
export function useDelegatedLinkClicks() {
  const navigate = useNavigate();
  const location = useLocation();
  return (event: React.MouseEvent<HTMLElement>) => {
    // What <Link> does on a click: a plain left click on a same-window link navigates in the app.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || !event.currentTarget.contains(anchor)) return;
    const href = anchor.getAttribute("href");
    if (!href?.startsWith("/")) return;
    event.preventDefault();
    navigate(href, { replace: href === `${location.pathname}${location.search}${location.hash}` });
  };
}
