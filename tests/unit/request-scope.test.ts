// One page view, one actor: Remix hands every loader its own copy of the Request (it strips
// `?index` and `?_data` by building a new one), so memos keyed by the Request missed and a
// dashboard page built its actor (cookie, session, four statements) once per loader. The server
// marks each request's AbortSignal, which Remix's copies keep (app/utils/load-context.ts,
// `requestScope`); this runs real Remix request handling to prove the copies share it, and fails if a
// framework upgrade stops keeping the signal.
import type http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler, installGlobals, type ServerBuild } from "@remix-run/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getI18n } from "~/i18n/i18n.server";
import { requestClientAddress, requestScope } from "~/utils/load-context";
import { createRemixRequest } from "../../server/index.js";

// As server/index.js does before it loads a build: Remix's own fetch classes.
installGlobals();

interface Seen {
  route: string;
  method: string;
  scope: object;
  address: string;
  i18n: Promise<unknown>;
}

/** A two-route Remix app (root and a child with a loader and an action) that records what its loaders and action see. */
function app(seen: Seen[]): ServerBuild {
  const record = (route: string) => (args: { request: Request }) => {
    const { request } = args;
    seen.push({
      route,
      method: request.method,
      scope: requestScope(request),
      address: requestClientAddress(request),
      i18n: getI18n(request),
    });
    return { ok: true };
  };
  const noComponent = () => null;
  return {
    mode: "production",
    future: {},
    isSpaMode: false,
    basename: undefined,
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    assets: {
      entry: { imports: [], module: "/build/entry.js" },
      routes: {
        root: { id: "root", path: "", module: "/build/root.js", hasLoader: true, hasAction: false },
        "routes/page": {
          id: "routes/page",
          parentId: "root",
          path: "page",
          module: "/build/page.js",
          hasLoader: true,
          hasAction: true,
        },
      },
      url: "/build/manifest.js",
      version: "1",
    },
    entry: {
      module: {
        default: () => new Response("<html></html>", { headers: { "Content-Type": "text/html" } }),
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: noComponent, loader: record("root") } },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "page",
        module: { default: noComponent, loader: record("page"), action: record("page action") },
      },
    },
  } as unknown as ServerBuild;
}

describe("one scope per request", () => {
  const seen: Seen[] = [];
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    const handle = createRequestHandler(app(seen), "production");
    const express_ = express();
    express_.use(express.urlencoded({ extended: false }));
    express_.all("*", async (req, res) => {
      const response = await handle(createRemixRequest(req, res), {});
      res.status(response.status).send(await response.text());
    });
    server = express_.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const visit = async (path: string, init?: RequestInit) => {
    seen.length = 0;
    await fetch(`http://127.0.0.1:${port}${path}`, init);
    return [...seen];
  };

  it("the loaders of one page view share one scope, one language and the client address; the next view has its own", async () => {
    const first = await visit("/page?index&q=1");
    expect(first.map((s) => s.route).sort()).toEqual(["page", "root"]);
    expect(first[0]!.scope).toBe(first[1]!.scope);
    expect(first[0]!.i18n).toBe(first[1]!.i18n);
    expect(first.map((s) => s.address)).toEqual(["127.0.0.1", "127.0.0.1"]);
    const second = await visit("/page");
    expect(second[0]!.scope).toBe(second[1]!.scope);
    expect(second[0]!.scope).not.toBe(first[0]!.scope);
  });

  it("after a form posted without JS, the loaders read again: the action has its own scope", async () => {
    const post = await visit("/page", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    const action = post.find((s) => s.route === "page action")!;
    const loaders = post.filter((s) => s.route !== "page action");
    expect(action.method).toBe("POST");
    expect(loaders.map((s) => s.method)).toEqual(["GET", "GET"]);
    expect(loaders[0]!.scope).toBe(loaders[1]!.scope);
    expect(loaders[0]!.scope).not.toBe(action.scope);
    expect(action.address).toBe("127.0.0.1");
  });

  it("a request the server did not make (a test calling a loader) is its own scope", () => {
    const request = new Request("http://x/page");
    expect(requestScope(request)).toBe(request);
    expect(requestClientAddress(request)).toBe("unknown");
  });
});
