/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  tailwind: true,
  postcss: false,
  // Builds can be redirected (REMIX_BUILD_DIR) so parallel test runs don't overwrite each other.
  serverBuildPath: `${process.env.REMIX_BUILD_DIR ?? "build"}/index.js`,
  assetsBuildDirectory: `${process.env.REMIX_BUILD_DIR ? process.env.REMIX_BUILD_DIR + "/public" : "public"}/build`,
  serverDependenciesToBundle: [/^react-markdown/, /^remark-/, /^rehype-/, /^unified/, /^micromark/, /^mdast-/, /^hast-/, /^unist-/, /^vfile/, /^bail/, /^trough/, /^is-plain-obj/, /^property-information/, /^space-separated-tokens/, /^comma-separated-tokens/, /^decode-named-character-reference/, /^character-entities/, /^ccount/, /^devlop/, /^html-url-attributes/, /^estree-util-/, /^zwitch/, /^longest-streak/, /^trim-lines/, /^markdown-table/, /^html-void-elements/, /^web-namespaces/, /^stringify-entities/, /^character-reference-invalid/, /^is-decimal/, /^is-hexadecimal/, /^is-alphanumerical/, /^is-alphabetical/],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
