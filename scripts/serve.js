import { createRequire } from "node:module";
import path from "node:path";

/** Runs remix-serve in this process on the built app, with the client-IP preload installed. */
export function serve() {
  const require = createRequire(import.meta.url);
  require("./server-preload.cjs");
  const buildDir = process.env.REMIX_BUILD_DIR ?? "build";
  process.argv = [process.argv[0], "remix-serve", path.join(buildDir, "index.js")];
  require("@remix-run/serve/dist/cli.js");
}
