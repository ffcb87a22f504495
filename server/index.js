// The app's HTTP server: a small Express app on @remix-run/express, used alike by `npm start`,
// `npm run demo`, `npm run dev`, the Playwright web server and the benchmark. Request plumbing lives
// here as ordinary middleware: compression, security headers with a per-request CSP nonce, the
// client address (socket, or X-Forwarded-For only as far as TRUST_PROXY hops), the request guard
// (methods, cross-site writes, body types and sizes: request-guard.js), static files with their
// Cache-Control, and the response cache for anonymous public pages. Nothing here replaces a method
// of a Node built-in.
import fs from "node:fs";
import path from "node:path";
import url from "node:url";
import { createRemixHeaders } from "@remix-run/express/dist/server.js";
import { broadcastDevReady, createRequestHandler as createRemixHandler, installGlobals } from "@remix-run/node";
import express from "express";
import { responseCompression } from "./compression.js";
import { contentVersionReader } from "./content-version.js";
import { requestGuard, wantsJson } from "./request-guard.js";
import { ResponseCache, responseCacheMiddleware } from "./response-cache.js";
import { securityHeaders } from "./security-headers.js";
import { publicFiles } from "./public-files.js";
import { compressedAssets } from "./static-assets.js";

// What remix-serve does before it loads a build: Remix's own fetch/Request/Response classes, which
// the benchmark's rendered-page throughput was measured with (docs/performance.md).
installGlobals();

/**
 * TRUST_PROXY: how many reverse proxies in front of the app append to X-Forwarded-For. Unset or 0:
 * the socket's address, whatever the header says.
 * @param {string | undefined} raw
 */
export function trustedHops(raw) {
  if (raw === undefined || raw.trim() === "") return 0;
  const hops = Number(raw);
  if (!Number.isInteger(hops) || hops < 0) {
    throw new Error(`TRUST_PROXY must be a number of proxy hops (0, 1, 2, ...), not "${raw}"`);
  }
  return hops;
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are the same client. */
function normalizeAddress(address) {
  if (!address) return "unknown";
  return address.startsWith("::ffff:") ? address.slice("::ffff:".length) : address;
}

/**
 * What loaders and actions get as `context` (typed in app/utils/load-context.ts).
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 */
export function getLoadContext(req, res) {
  return { clientAddress: clientAddressOf(req), cspNonce: String(res.locals.cspNonce) };
}

/**
 * req.ip honours "trust proxy": the socket address unless TRUST_PROXY hops are configured.
 * @param {import("express").Request} req
 */
function clientAddressOf(req) {
  return normalizeAddress(req.ip ?? req.socket.remoteAddress);
}

/**
 * The Fetch API Request Remix runs on, as @remix-run/express's createRemixRequest builds it, except
 * that the body is the one the request guard has already read whole (and capped), not the socket.
 * @param {import("express").Request & { bufferedBody?: Buffer }} req
 * @param {import("express").Response} res
 */
export function createRemixRequest(req, res) {
  const [, forwardedPort] = req.get("X-Forwarded-Host")?.split(":") ?? [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [Number.parseInt(forwardedPort, 10), Number.parseInt(hostPort, 10)].find(Number.isSafeInteger);
  // req.hostname honours "trust proxy"; req.originalUrl is the full path.
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  let controller = new AbortController();
  const headers = createRemixHeaders(req.headers);
  // Loaders answer a document with references to the catalogue scripts instead of the messages
  // (decision 039; app/i18n/i18n.server.ts reads this). Set here, never taken from the client.
  headers.delete(DOCUMENT_REQUEST_HEADER);
  if (!url.searchParams.has("_data")) headers.set(DOCUMENT_REQUEST_HEADER, "1");
  /** @type {RequestInit} */
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") init.body = req.bufferedBody ?? Buffer.alloc(0);
  // Abort loaders and actions once no response can be written (`close` without `finish`).
  res.on("finish", () => (controller = null));
  res.on("close", () => controller?.abort());
  const request = new Request(url.href, init);
  // For code that has the request but no load context (app/utils/load-context.ts).
  const clientAddress = clientAddressOf(req);
  Object.defineProperty(request, CLIENT_ADDRESS, { value: clientAddress });
  // Remix hands each loader and action a copy of this Request, with this same signal: the mark says
  // which HTTP request a copy belongs to (per-request memos, the client address; load-context.ts).
  Object.defineProperty(controller.signal, REQUEST_MARK, { value: { clientAddress } });
  return request;
}

const CLIENT_ADDRESS = Symbol.for("cert-chapters.clientAddress");
const REQUEST_MARK = Symbol.for("cert-chapters.request");

/** The same name as DOCUMENT_REQUEST_HEADER in app/i18n/i18n.server.ts. */
const DOCUMENT_REQUEST_HEADER = "X-Cert-Document";

/** Remix as an Express handler, on requests built by createRemixRequest above. */
function remixHandler(build, mode) {
  const handle = createRemixHandler(build, mode);
  return async (req, res, next) => {
    try {
      await sendRemixResponse(res, await handle(createRemixRequest(req, res), getLoadContext(req, res)));
    } catch (error) {
      next(error);
    }
  };
}

/**
 * Sends Remix's Response as @remix-run/express's sendRemixResponse does (status, headers, the body
 * flushed through gzip after every piece), except that it waits for the connection to drain when a
 * write says its buffer is full. Remix's own writer reads the whole body as fast as it is produced,
 * so a streamed download (the 50,000-row waitlist CSV) was formatted whole into memory before the
 * event loop turned, and its first byte left only after the last row was read.
 * @param {import("express").Response} res
 * @param {Response} response
 */
export async function sendRemixResponse(res, response) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (/text\/event-stream/i.test(response.headers.get("Content-Type") ?? "")) res.flushHeaders();
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  // One listener of each for the whole body (compression hands `drain` listeners to its zlib
  // stream and cannot take them off again), waking whichever write is waiting.
  /** @type {((more: boolean) => void) | null} */
  let waiting = null;
  const wake = (/** @type {boolean} */ more) => {
    const resume = waiting;
    waiting = null;
    resume?.(more);
  };
  const onDrain = () => wake(true);
  const onClose = () => wake(false);
  let listening = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) {
        res.end();
        return;
      }
      const more = res.write(value);
      // `flush` is compression's: what zlib holds so far goes out now.
      if (typeof res.flush === "function") res.flush();
      if (more) continue;
      if (!listening) {
        listening = true;
        res.on("drain", onDrain);
        res.on("close", onClose);
      }
      const drained = res.destroyed ? false : await new Promise((resolve) => (waiting = resolve));
      if (!drained) {
        await reader.cancel();
        return;
      }
    }
  } catch (error) {
    res.destroy(/** @type {Error} */ (error));
    throw error;
  } finally {
    if (listening) res.off("close", onClose);
  }
}

/**
 * How a refusal of the request guard is answered: JSON `{ error }` for the API and Remix's data
 * requests (marked as a thrown response, so a fetcher's error boundary shows it), else the page the
 * server build's entry module renders in the reader's language.
 * @param {() => import("@remix-run/node").ServerBuild} getBuild
 */
function refusalAnswer(getBuild) {
  return async (req, res, { status, error }) => {
    try {
      if (wantsJson(req)) {
        if (!req.path.startsWith("/api/")) res.setHeader("X-Remix-Catch", "yes");
        res.status(status).json({ error });
        return;
      }
      const page = getBuild().entry.module.requestRefusalPage;
      const url = `${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`;
      await sendRemixResponse(res, await page(new Request(url, { headers: createRemixHeaders(req.headers) }), status));
    } catch {
      if (!res.headersSent) res.status(status).type("text/plain").send(error);
    }
  };
}

/** APP_URL's host, the one a proxy may not pass on as Host. */
function appUrlHosts() {
  try {
    return process.env.APP_URL ? [new URL(process.env.APP_URL).host.toLowerCase()] : [];
  } catch {
    return [];
  }
}

/**
 * @param {{
 *   build: import("@remix-run/node").ServerBuild | (() => import("@remix-run/node").ServerBuild),
 *   mode: string,
 *   trustProxy?: number,
 *   hsts?: boolean,
 *   cache?: { version: () => unknown, store?: ResponseCache } | null,
 * }} options `build` is a function in development, where it changes under the server.
 */
export function createApp({ build, mode, trustProxy = 0, hsts = false, cache = null }) {
  const getBuild = typeof build === "function" ? build : () => build;
  const initial = getBuild();
  const app = express();
  app.disable("x-powered-by");
  // A number: Express then reads that many hops of X-Forwarded-For for req.ip, and no more.
  app.set("trust proxy", trustProxy);
  app.use(responseCompression());
  app.use(securityHeaders({ hsts }));
  app.use(requestGuard({ refuse: refusalAnswer(getBuild), allowedHosts: appUrlHosts() }));
  const responseCache = cache && typeof build !== "function" ? cacheMiddleware(build, mode, cache) : null;
  // Kept pages are answered before the static files are looked for.
  if (responseCache) app.use(responseCache.lookup);
  // Fingerprinted assets never change under their name (so they are compressed once per process:
  // static-assets.js); other public files may.
  app.use(
    initial.publicPath,
    compressedAssets(initial.assetsBuildDirectory),
    express.static(initial.assetsBuildDirectory, { immutable: true, maxAge: "1y" }),
  );
  app.use(publicFiles("public", { maxAge: "1h" }));

  if (typeof build === "function") {
    // Development: a new handler per request, on whatever build is current.
    app.all("*", (req, res, next) => remixHandler(getBuild(), mode)(req, res, next));
    return app;
  }
  if (responseCache) app.use(responseCache.fill);
  app.all("*", remixHandler(build, mode));
  return app;
}

/**
 * The response cache's two middlewares; on a miss it runs Remix itself (the same server build and
 * load context as the @remix-run/express handler) to see the Response before it is sent.
 */
function cacheMiddleware(build, mode, { version, store }) {
  const handle = createRemixHandler(build, mode);
  return responseCacheMiddleware({
    cache: store ?? new ResponseCache(),
    version,
    render: (req, res) => handle(createRemixRequest(req, res), getLoadContext(req, res)),
    send: sendRemixResponse,
  });
}

/** Imports the server build, bypassing the module cache (development reloads it on every rebuild). */
async function importBuild(buildPath) {
  const stat = fs.statSync(buildPath);
  return import(`${url.pathToFileURL(buildPath).href}?t=${stat.mtimeMs}`);
}

/**
 * Starts the server from the environment: PORT, HOST, REMIX_BUILD_DIR, TRUST_PROXY, RESPONSE_CACHE,
 * DATABASE_PATH, NODE_ENV, INSECURE_COOKIES. Resolves once it listens.
 */
export async function startServer() {
  const mode = process.env.NODE_ENV === "production" ? "production" : "development";
  const buildPath = path.resolve(process.env.REMIX_BUILD_DIR ?? "build", "index.js");
  const trustProxy = trustedHops(process.env.TRUST_PROXY);
  const hsts = mode === "production" && process.env.INSECURE_COOKIES !== "1";
  let build = await importBuild(buildPath);

  let app;
  if (mode === "development") {
    app = createApp({ build: () => build, mode, trustProxy, hsts });
    // `remix dev --manual` rebuilds into the build directory and waits to hear the new build is live.
    const versionFile = path.join(path.dirname(buildPath), "version.txt");
    let reloading = Promise.resolve();
    fs.watch(path.dirname(buildPath), (_event, name) => {
      if (name !== "version.txt" || !fs.existsSync(versionFile)) return;
      reloading = reloading.then(async () => {
        build = await importBuild(buildPath);
        await broadcastDevReady(build);
      });
    });
  } else {
    const cache =
      process.env.RESPONSE_CACHE === "0"
        ? null
        : { version: contentVersionReader(process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db")) };
    app = createApp({ build, mode, trustProxy, hsts, cache });
  }

  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST || undefined;
  const server = await new Promise((resolve) => {
    const s = host ? app.listen(port, host, () => resolve(s)) : app.listen(port, () => resolve(s));
  });
  // Idle keep-alive connections are closed by the client first (undici and browsers give up after
  // a few seconds; load balancers after 60 s): a server closing one just as the client reuses it
  // drops that request ("other side closed").
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  console.log(
    `[server] http://${host ?? "localhost"}:${typeof address === "object" && address ? address.port : port} (${mode})`,
  );
  if (mode === "development") await broadcastDevReady(build);

  // Ctrl-C in a terminal reaches the worker twice (from the terminal, and from the supervisor that
  // passes it on: scripts/start.js): a second signal while closing must not cut the close short.
  let closing = false;
  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (closing) return;
      closing = true;
      server.close(() => process.exit(0));
      // Keep-alive clients that hang on must not hold the process open.
      setTimeout(() => process.exit(0), 5_000).unref();
    });
  }
  return server;
}

if (import.meta.url === url.pathToFileURL(process.argv[1] ?? "").href) {
  startServer().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
