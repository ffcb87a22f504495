// Loaded into the remix-serve process before the app (see scripts/serve.js).
// 1. remix-serve hands Remix a Request without the peer address: stamp the socket's address on
//    every request (overwriting anything a client sent under that name) for per-IP rate limits.
// 2. Resource routes and static files bypass entry.server.tsx: give every response the baseline
//    security headers here; documents get their nonce-based CSP from entry.server.tsx.
// 3. The response cache (response-cache.cjs) answers repeat requests for pages the app marks as
//    reusable, before Express and Remix see them. RESPONSE_CACHE=0 turns it off.
const http = require("node:http");
const path = require("node:path");
const responseCache = require("./response-cache.cjs");
const IP_HEADER = "x-client-ip-internal";
const production = process.env.NODE_ENV === "production";
const BASELINE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'";

const cache =
  process.env.RESPONSE_CACHE === "0"
    ? null
    : new responseCache.ResponseCache({
        version: responseCache.sqliteDataVersion(process.env.DATABASE_PATH || path.join(process.cwd(), "data", "app.db")),
      });

const originalEmit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event === "request" && req && req.headers && res) {
    req.headers[IP_HEADER] = req.socket?.remoteAddress ?? "unknown";
    const originalWriteHead = res.writeHead;
    res.writeHead = function (...args) {
      if (!this.headersSent) {
        this.removeHeader("x-powered-by");
        if (!this.hasHeader("content-security-policy")) this.setHeader("Content-Security-Policy", BASELINE_CSP);
        if (!this.hasHeader("x-content-type-options")) this.setHeader("X-Content-Type-Options", "nosniff");
        if (!this.hasHeader("referrer-policy")) this.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
        if (!this.hasHeader("x-frame-options")) this.setHeader("X-Frame-Options", "DENY");
        if (production && process.env.INSECURE_COOKIES !== "1" && !this.hasHeader("strict-transport-security")) {
          this.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
        }
      }
      return originalWriteHead.apply(this, args);
    };
    if (responseCache.handle(cache, req, res)) return true;
  }
  return originalEmit.call(this, event, req, res, ...rest);
};
