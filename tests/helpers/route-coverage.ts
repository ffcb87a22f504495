import path from "node:path";
import { flatRoutes } from "@remix-run/dev/dist/config/flat-routes.js";
import { matchRoutes, type AgnosticRouteObject as RouteObject } from "@remix-run/router";

/**
 * Which route modules a list of URLs reaches, resolved with Remix's own flat-routes convention and
 * router matching, so the authorization matrix can prove it names every route.
 */
type Manifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; file: string }>;

function manifest(): Manifest {
  const appDir = path.join(process.cwd(), "app");
  return flatRoutes(appDir, ["**/.*", "**/*.test.{ts,tsx}"]) as Manifest;
}

function tree(routes: Manifest, parentId?: string): RouteObject[] {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId || (!parentId && (r.parentId === "root" || !r.parentId)))
    .map(
      (r) =>
        ({ id: r.id, path: r.path, index: r.index, children: r.index ? undefined : tree(routes, r.id) }) as RouteObject,
    );
}

/** The leaf route ids the URLs land on. */
export function routesCoveredBy(urls: string[]): Set<string> {
  const routes = tree(manifest());
  const covered = new Set<string>();
  for (const url of urls) {
    const pathname = new URL(url, "http://x").pathname;
    const matches = matchRoutes(routes, pathname);
    const leaf = matches?.[matches.length - 1];
    if (leaf?.route.id) covered.add(leaf.route.id);
  }
  return covered;
}

/** Route ids of every route module with a loader or action that no URL reached (layouts excluded). */
export function routeFilesWithoutCells(covered: Set<string>): string[] {
  const routes = manifest();
  const parents = new Set(Object.values(routes).map((r) => r.parentId));
  return Object.values(routes)
    .filter((r) => !covered.has(r.id) && !parents.has(r.id))
    .map((r) => r.id)
    .sort();
}
