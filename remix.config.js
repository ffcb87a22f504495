/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Pure-JavaScript dependencies go into the server build instead of being imported from
  // node_modules at start: no module resolution, CommonJS wrapping and export scanning per file,
  // and only what the app uses (lucide-react's entry alone imports every icon, ~1,500 modules). A
  // server starts ~0.35 s of CPU sooner (1.06 -> 0.69 s to import the build): a production restart
  // after a crash, and the crash test's 20 restarts (docs/performance.md, "The test suite", eighth
  // session). Only ES-module packages: a CommonJS one that requires Node's built-ins (nodemailer,
  // web-push, rate-limiter-flexible, ics) fails in an ESM bundle ("Dynamic require ... is not
  // supported"). Left external as well: native modules (better-sqlite3, @node-rs/argon2), React and
  // Remix (one copy each, shared with @remix-run/*; the patched framework, decisions 027/042). zod
  // and @conform-to/zod are bundled together (one zod: its classes are compared by instanceof).
  serverDependenciesToBundle: [
    /^(lucide-react|openai|zod|drizzle-orm|@conform-to\/zod|@conform-to\/react|croner|minisearch|isbot|remix-auth|remix-auth-form)(\/|$)/,
  ],
  tailwind: true,
  postcss: false,
  // Builds can be redirected (REMIX_BUILD_DIR) so parallel test runs don't overwrite each other.
  serverBuildPath: `${process.env.REMIX_BUILD_DIR ?? "build"}/index.js`,
  assetsBuildDirectory: `${process.env.REMIX_BUILD_DIR ? process.env.REMIX_BUILD_DIR + "/public" : "public"}/build`,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
