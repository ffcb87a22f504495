import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { LoaderFunction, RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { messagesFor, type Namespace } from "~/i18n/catalogue.server";
import type { Lang } from "~/i18n/config";
import { createT, formatNumber } from "~/i18n/translate";

/**
 * An element rendered to HTML as the server renders it, inside a data router at `/` (links,
 * fetchers and route data work), with `loader` as the route's data when given: for the tests that
 * check markup written as one HTML string against what React renders element by element.
 */
export async function renderInRouter(element: ReactElement, loader?: LoaderFunction) {
  return renderRoutes([{ id: "root", path: "/", loader, element }], "/");
}

/** `routes` rendered to HTML as the server renders them at `pathname` (a data router, no hydration). */
export async function renderRoutes(routes: RouteObject[], pathname: string) {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${pathname}`));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(
    createElement(StaticRouterProvider, {
      router: createStaticRouter(handler.dataRoutes, context),
      context,
      hydrate: false,
    }),
  );
}

/**
 * An element rendered inside a data router at `/`, under a root route holding the language, the
 * time zone America/New_York and the messages of `namespaces`: what `useT` and the zone formatter
 * read in the page.
 */
export function renderInLanguage(element: ReactElement, lang: Lang, namespaces: Namespace[]) {
  return renderInRouter(element, () => ({
    lang,
    timeZone: "America/New_York",
    i18n: messagesFor(lang, ...namespaces),
  }));
}

/**
 * `child` (the page's route, holding the element) rendered at `url` under a root route holding the
 * language, the time zone America/New_York and the messages of `namespaces`, as a dashboard page
 * renders: the list writers' tests compare a page's markup in it with and without their HTML string.
 */
export function renderPageRoute(lang: Lang, namespaces: Namespace[], child: RouteObject, url: string) {
  return renderRoutes(
    [
      {
        id: "root",
        path: "/",
        loader: () => ({ lang, timeZone: "America/New_York", i18n: messagesFor(lang, ...namespaces) }),
        children: [child],
      },
    ],
    url,
  );
}

/** The `text` a component written as one HTML string takes: its messages, number format and language. */
export function htmlText(lang: Lang, namespaces: Namespace[]) {
  return {
    t: createT(lang, messagesFor(lang, ...namespaces)),
    number: (value: number) => formatNumber(lang, value),
    lang,
  };
}

/**
 * A page rendered with a list writer and without it, for the list writers' tests: `render()` once
 * with `setWriter` holding `writer` (the list as the writer's HTML string) and once with it unset
 * (React's elements). `written` counts the writer's answers that were a string, not a refusal (null:
 * React renders the list). The writer is unset again however the renders end.
 */
export async function renderWithAndWithoutWriter<A extends unknown[]>(
  setWriter: (writer: ((...args: A) => string | null) | null) => void,
  writer: (...args: A) => string | null,
  render: () => Promise<string>,
) {
  let written = 0;
  setWriter((...args) => {
    const html = writer(...args);
    if (html !== null) written++;
    return html;
  });
  try {
    const strings = await render();
    setWriter(null);
    return { strings, elements: await render(), written };
  } finally {
    setWriter(null);
  }
}
