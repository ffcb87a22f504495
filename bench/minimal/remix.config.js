// The minimal Remix page the national bench measures beside the app (bench/national.ts): one route
// whose loader reads 20 chapter rows, on the same Remix, React, Express and compression versions.
/** @type {import('@remix-run/dev').AppConfig} */
export default {
  serverModuleFormat: "esm",
  serverBuildPath: `${process.env.REMIX_BUILD_DIR ?? "../../.builds/minimal"}/index.js`,
  assetsBuildDirectory: `${process.env.REMIX_BUILD_DIR ?? "../../.builds/minimal"}/public/build`,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: false,
    v3_singleFetch: false,
  },
};
