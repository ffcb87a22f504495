import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { LoaderFunction, RouteObject } from "react-router-dom";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";

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
