// app/client-shell.ts lists modules every route's browser module re-exports (decision 080), so every
// page downloads them. That costs no page anything only while root loads each of them anyway: this
// bundles root for the browser, as Remix's compiler does (its server-module plugin included), and
// holds the list to root's static imports (a module root imports lazily is not one every page loads).
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { clientShell } from "~/client-shell";

const require = createRequire(import.meta.url);

describe("the client shell", () => {
  it("lists only modules root loads on every page, each once", async () => {
    const esbuild = require("esbuild") as typeof import("esbuild");
    const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
    const ctx = { config: { appDirectory: path.resolve("app") } };
    const result = await esbuild.build({
      entryPoints: ["app/root.tsx", "app/client-shell.ts"],
      outdir: "/nonexistent",
      bundle: true,
      write: false,
      metafile: true,
      format: "esm",
      platform: "browser",
      jsx: "automatic",
      loader: { ".css": "empty" },
      logLevel: "silent",
      external: ["react", "react-dom", "react/jsx-runtime", "@remix-run/react"],
      plugins: [
        emptyModulesPlugin(ctx, /\.server(\.[jt]sx?)?$/),
        emptyModulesPlugin(ctx, /^@remix-run\/(deno|cloudflare|node)(\/.*)?$/, { includeNodeModules: true }),
      ],
    });
    const inputs = result.metafile!.inputs;
    const staticImports = (file: string) =>
      inputs[file]!.imports.filter((i) => i.kind === "import-statement" && !i.external).map((i) => i.path);
    const reached = (entry: string) => {
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        staticImports(file).forEach(visit);
      };
      visit(entry);
      return seen;
    };
    const rootLoads = reached("app/root.tsx");
    const listed = staticImports("app/client-shell.ts");
    expect(listed.length).toBe(clientShell.length);
    expect(new Set(listed).size).toBe(listed.length);
    for (const file of listed) expect(rootLoads, `root does not load ${file}`).toContain(file);
    // Not vacuous: root loads more than the shell lists (its own components), and lazily loads the
    // waitlist form, which the shell must not list.
    expect(rootLoads.has("app/components/site-header.tsx")).toBe(true);
    expect(rootLoads.has("app/components/waitlist-form.tsx")).toBe(false);
  });
});
