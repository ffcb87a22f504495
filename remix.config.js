/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
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
