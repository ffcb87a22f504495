// The framework patches in patches/ (docs/decisions/027-framework-patches-and-response-cache.md):
// patch-package applies each to one exact version. An upgrade that changes a version, or code the
// patch rewrote, must fail here (not silently drop the memo, or break a render at runtime).
import fs from "node:fs";
import os from "node:os";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const root = process.cwd();
const patches = fs.readdirSync(path.join(root, "patches")).filter((f) => f.endsWith(".patch"));

/** "@remix-run+router+1.23.3.patch" → { name: "@remix-run/router", version: "1.23.3" } */
function patchTarget(file: string) {
  const m = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file);
  if (!m) throw new Error(`unexpected patch file name ${file}`);
  return { name: m[1]!.replace(/\+/g, "/"), version: m[2]! };
}

/** The files a patch changes and the lines it adds to each. */
function addedLines(patch: string) {
  const files = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of patch.split("\n")) {
    const file = /^\+\+\+ b\/(.+)$/.exec(line)?.[1];
    if (file) files.set(file, (current = []));
    else if (current && line.startsWith("+") && line.slice(1).trim()) current.push(line.slice(1));
  }
  return files;
}

describe("framework patches", () => {
  it("there are the seven the decision records keep (027, 042, 072, 080)", () => {
    expect(patches.map((f) => patchTarget(f).name).sort()).toEqual([
      "@remix-run/dev",
      "@remix-run/react",
      "@remix-run/router",
      "@remix-run/web-fetch",
      "react-dom",
      "react-router",
      "react-router-dom",
    ]);
  });

  for (const file of patches) {
    const { name, version } = patchTarget(file);
    it(`${name}: the installed version is ${version}, the one the patch was written for`, () => {
      const pkg = JSON.parse(fs.readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));
      // package-lock.json holds the exact version; an `npm update` past it fails here (patch-package
      // itself only warns on a version mismatch and applies what still fits).
      expect(pkg.version).toBe(version);
    });

    it(`${name}: every line the patch adds is in the installed code`, () => {
      const patch = fs.readFileSync(path.join(root, "patches", file), "utf8");
      const files = addedLines(patch);
      expect(files.size).toBeGreaterThan(0);
      for (const [target, lines] of files) {
        const code = fs.readFileSync(path.join(root, target), "utf8");
        expect(code).toContain("Patched (patches/");
        for (const line of lines) expect(code, `${target} lacks: ${line.trim()}`).toContain(line);
      }
    });
  }

  it("the browser build drops unused server imports and puts the client shell in one chunk (decision 080)", async () => {
    // Remix's own two plugins, on a small app: two routes that import a server module for their
    // loaders and two shared modules, one each of them alone and one with root.
    const esbuild = require("esbuild") as typeof import("esbuild");
    const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
    const { browserRouteModulesPlugin } = require("@remix-run/dev/dist/compiler/js/plugins/routes.js");
    const appDirectory = fs.mkdtempSync(path.join(process.env.TEST_RUN_DIR ?? os.tmpdir(), "remix-dev-"));
    try {
      const write = (file: string, code: string) => {
        fs.mkdirSync(path.dirname(path.join(appDirectory, file)), { recursive: true });
        fs.writeFileSync(path.join(appDirectory, file), code);
      };
      write("db.server.ts", "export const read = () => 1;\n");
      write("a.ts", "export const a = (x: number) => x + 1;\n");
      write("b.ts", "export const b = (x: number) => x * 2;\n");
      write("root.tsx", 'import { a } from "./a";\nexport default function Root() { return a(1); }\n');
      for (const name of ["one", "two"])
        write(
          `routes/${name}.tsx`,
          'import { read } from "../db.server";\nimport { a } from "../a";\nimport { b } from "../b";\n' +
            `export const loader = () => read();\nexport default function ${name}() { return a(b(1)); }\n`,
        );
      const routes = {
        root: { id: "root", file: "root.tsx" },
        "routes/one": { id: "routes/one", parentId: "root", file: "routes/one.tsx" },
        "routes/two": { id: "routes/two", parentId: "root", file: "routes/two.tsx" },
      };
      const config = { appDirectory, routes, cacheDirectory: path.join(appDirectory, ".cache") };
      const ctx = { config, fileWatchCache: { getOrSet: (_key: string, compute: () => unknown) => compute() } };
      const build = async () => {
        const result = await esbuild.build({
          absWorkingDir: appDirectory,
          entryPoints: Object.fromEntries(Object.values(routes).map((r) => [r.id, `${r.file}?browser`])),
          outdir: path.join(appDirectory, "out"),
          bundle: true,
          splitting: true,
          format: "esm",
          write: false,
          metafile: true,
          logLevel: "silent",
          jsx: "automatic",
          external: ["react/jsx-runtime"],
          plugins: [browserRouteModulesPlugin(ctx, /\?browser$/), emptyModulesPlugin(ctx, /\.server(\.[jt]sx?)?$/)],
        });
        const outputs = Object.entries(result.metafile!.outputs).filter(([file]) => file.endsWith(".js"));
        const chunks = outputs.filter(([, output]) => !output.entryPoint);
        return chunks.map(([, output]) => Object.keys(output.inputs).map((input) => path.basename(input)));
      };
      // Without a shell: the server module is gone (no empty-module chunk), and "a" (root and both
      // routes) and "b" (both routes) are chunks of their own.
      expect((await build()).map((inputs) => inputs.sort()).sort()).toEqual([["a.ts"], ["b.ts"]]);
      // With app/client-shell.ts listing "a" (root loads it), "a" joins no route's other code: it is
      // used by every route alike, and the routes' "b" stays where it was.
      write("client-shell.ts", 'import * as a from "./a";\nexport const clientShell = [a];\n');
      expect((await build()).map((inputs) => inputs.sort()).sort()).toEqual([["a.ts", "client-shell.ts"], ["b.ts"]]);
    } finally {
      fs.rmSync(appDirectory, { recursive: true, force: true });
    }
  });

  it("route matching still answers fresh objects for one tree, so callers may change them", () => {
    const { matchRoutes } = require("@remix-run/router") as typeof import("@remix-run/router");
    const routes = [{ id: "root", path: "/", children: [{ id: "chapter", path: "chapters/:slug" }] }];
    const first = matchRoutes(routes, "/chapters/austin")!;
    const second = matchRoutes(routes, "/chapters/austin")!;
    expect(first.map((m) => m.route.id)).toEqual(["root", "chapter"]);
    expect(second).toEqual(first);
    expect(second[1]).not.toBe(first[1]);
    expect(second[1]!.params).not.toBe(first[1]!.params);
    // Params are typed read-only; a caller (Remix's own code) may still write to them.
    (first[1]!.params as Record<string, string>).slug = "changed";
    expect(matchRoutes(routes, "/chapters/austin")![1]!.params.slug).toBe("austin");
    expect(matchRoutes(routes, "/chapters/waco")![1]!.params.slug).toBe("waco");
  });

  it("the server renderer never writes a NUL byte where a multi-byte character meets a view's end", async () => {
    // React 18.3.1's streaming renderer sent its whole 2,048-byte view when a character's last
    // bytes did not fit, unwritten bytes and all: a NUL in the page ("Espa\u0000ñol" in a footer).
    const React = require("react") as typeof import("react");
    const { renderToPipeableStream, renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const { Writable } = require("node:stream") as typeof import("node:stream");
    const render = (element: React.ReactElement) =>
      new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        const { pipe } = renderToPipeableStream(element, {
          onAllReady() {
            pipe(
              new Writable({
                write(chunk, _encoding, done) {
                  chunks.push(Buffer.from(chunk));
                  done();
                },
                final(done) {
                  resolve(Buffer.concat(chunks));
                  done();
                },
              }),
            );
          },
          onError: reject,
        });
      });
    // Every offset of a 21-byte item against the view's end, so one of them splits the "ñ".
    for (let pad = 0; pad < 21; pad++) {
      const element = React.createElement(
        "div",
        null,
        "x".repeat(pad),
        ...Array.from({ length: 400 }, (_, i) => React.createElement("span", { key: i }, "Español")),
      );
      const bytes = await render(element);
      expect(bytes.includes(0), `a NUL byte at offset ${pad}`).toBe(false);
      expect(bytes.toString("utf8")).toBe(renderToString(element));
    }
  });

  it("links resolve as before, per route and location, with a fresh path object on every call (decision 042)", async () => {
    const React = require("react") as typeof import("react");
    const { renderToString } = require("react-dom/server") as typeof import("react-dom/server");
    const { Link, NavLink, useResolvedPath } = require("react-router-dom") as typeof import("react-router-dom");
    const server = require("react-router-dom/server") as typeof import("react-router-dom/server");
    const targets = [
      "/dashboard",
      "/chapters/austin",
      "..",
      ".",
      "events",
      "../waco",
      "?q=a b",
      "#top",
      "",
      { pathname: "x" },
      { pathname: "/chapters/austin", search: "?tab=events", hash: "#next" },
      { pathname: "/chapters/austin", search: "?" },
    ];
    const seen: Array<{ first: unknown; second: unknown; sameObject: boolean }> = [];
    function Page() {
      const first = useResolvedPath("events");
      const second = useResolvedPath("events");
      seen.push({ first: { ...first }, second: { ...second }, sameObject: first === second });
      // A caller that changes what it got must not change what the next one gets.
      first.pathname = "/changed";
      return React.createElement(
        "nav",
        null,
        ...targets.map((to, i) => React.createElement(Link, { key: `l${i}`, to }, "l")),
        React.createElement(NavLink, { key: "n", to: "/chapters/austin" }, "n"),
      );
    }
    const routes = [
      {
        id: "root",
        path: "/",
        children: [{ id: "chapter", path: "chapters/:slug", element: React.createElement(Page) }],
      },
    ];
    const render = async (url: string) => {
      const handler = server.createStaticHandler(routes);
      const context = await handler.query(new Request(`http://localhost${url}`));
      if (context instanceof Response) throw new Error("unexpected response");
      const html = renderToString(
        React.createElement(server.StaticRouterProvider, {
          router: server.createStaticRouter(handler.dataRoutes, context),
          context,
          hydrate: false,
        }),
      );
      return [...html.matchAll(/<a ([^>]*)>/g)].map((m) => m[1]);
    };
    // What the router's own resolveTo answers (the patch keeps its answers, it does not compute them).
    const { createPath, resolveTo } = require("@remix-run/router") as typeof import("@remix-run/router");
    const expected = (location: string, slug: string, active: boolean) => [
      ...targets.map((to) => `href="${createPath(resolveTo(to, ["/", `/chapters/${slug}`], location))}"`),
      `${active ? 'aria-current="page" class="active"' : 'class=""'} href="/chapters/austin"`,
    ];
    for (let round = 0; round < 2; round++) {
      for (const [location, slug] of [
        ["/chapters/austin/", "austin"],
        ["/chapters/waco", "waco"],
        ["/chapters/austin", "austin"],
      ] as const) {
        expect(await render(location)).toEqual(expected(location, slug, slug === "austin"));
      }
    }
    // Spot checks of the router's answers themselves, so the comparison above is not vacuous.
    expect(expected("/chapters/waco", "waco", false).slice(0, 6)).toEqual([
      'href="/dashboard"',
      'href="/chapters/austin"',
      'href="/"',
      'href="/chapters/waco"',
      'href="/chapters/waco/events"',
      'href="/waco"',
    ]);
    expect(expected("/chapters/waco", "waco", false).slice(10, 12)).toEqual([
      'href="/chapters/austin?tab=events#next"',
      'href="/chapters/austin"',
    ]);
    expect(seen).toHaveLength(6);
    for (const { first, second, sameObject } of seen) {
      expect(sameObject).toBe(false);
      expect(second).toEqual(first);
      expect((first as { pathname: string }).pathname).toMatch(/^\/chapters\/(austin|waco)\/events$/);
    }
  });
});
