// An in-process shared cache for anonymous public pages (docs/decisions/008): ordinary Express
// middleware that behaves like the nginx or CDN cache the Cache-Control headers are written for.
//
// - Anonymous requests (no Cookie, no Authorization header) share entries. A signed-in page is kept
//   only when its route opts in (SESSION_CACHE_HEADER) and only under its whole Cookie header, so a
//   page rendered for one person never reaches another; bearer-token requests are never cached.
// - Only what the app marks as shareable is kept: a 200 whose Cache-Control says `public` with an
//   `s-maxage`, that sets no cookie and varies on nothing but Cookie, Authorization and
//   Accept-Encoding. The s-maxage is the entry's time limit.
// - Freshness: each entry remembers the `content_version` counter (bumped by SQLite triggers when
//   public content changes: chapters, memberships, events). Sessions, rate-limit rows and chat
//   messages do not touch it, so they leave the cache alone.
// - Nonces: every reuse gets the fresh CSP nonce of its own request. A kept page is split around
//   the nonce it was rendered with; for gzip the fixed parts are deflated once (each ending on a
//   sync flush, so they can be joined) and the nonces go between them as stored blocks, with the
//   CRC computed over the whole. An entry stays as rendered until its first reuse, so a page asked
//   for once costs its render nothing extra.
import zlib from "node:zlib";

/** The gzip header: deflate, no name, no time, unknown OS (app/utils/gzip-pieces.server.ts uses it too). */
export const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
export const DEFLATE_END = Buffer.from([0x03, 0x00]); // final empty block (fixed Huffman, end-of-block)
const DROPPED_HEADERS = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
]);
// Accept-Language: a visitor's page is in the language their browser asks for (issue 19), so the
// header is part of the key below.
const VARY_ALLOWED = new Set(["cookie", "authorization", "accept-encoding", "accept-language"]);

/**
 * The language a cookie-less request is answered in, as app/i18n/config.ts negotiates it (best q,
 * then order, on the primary subtag; "" for English by default): requests that get the same page
 * share one entry.
 */
export function languageOf(header) {
  const ranges = String(header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.trim().toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((r) => r.quality > 0 && r.primary)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranges.find((r) => ["en", "es", "fr"].includes(r.primary))?.primary ?? "";
}

/** A request that carries no credentials and no cookies: its response may be shared. */
export function isAnonymous(req) {
  return !req.headers.cookie && !req.headers.authorization;
}

/**
 * The header a route sets (with `private, no-store` for every other cache) to let this process keep
 * its page for the exact Cookie header that asked, for that many seconds. Never sent to clients.
 */
export const SESSION_CACHE_HEADER = "x-session-cache";

/**
 * Seconds this process may keep a signed-in page for the Cookie header that asked, or 0: a 200 that
 * sets no cookie, varies on nothing else a request could differ in, and opts in with
 * SESSION_CACHE_HEADER.
 * @param {Response} response
 */
export function sessionMaxAge(response) {
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) return 0;
  const vary = (response.headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !VARY_ALLOWED.has(v))) return 0;
  const seconds = Number(response.headers.get(SESSION_CACHE_HEADER));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 60) : 0;
}

/**
 * The cache key of a GET, or null when the request may not use the cache. Anonymous requests share
 * entries by URL and language; a signed-in page (cookie, no Authorization) is keyed by its whole
 * Cookie header too, so only the browser holding that session cookie can ever get it back.
 */
export function cacheKey(req) {
  if (req.headers.authorization) return null;
  const base = `${req.protocol}://${req.get("host") ?? ""}${req.originalUrl}\u0000${languageOf(req.headers["accept-language"])}`;
  return req.headers.cookie
    ? { key: `${base}\u0000${req.headers.cookie}`, session: true }
    : { key: base, session: false };
}

/**
 * Seconds a shared cache may keep this response, or 0: a 200 marked `public` with an s-maxage, that
 * sets no cookie and varies on nothing a cookie-less request could differ in.
 * @param {Response} response
 */
export function sharedMaxAge(response) {
  if (response.status !== 200 || response.headers.has("set-cookie") || !response.body) return 0;
  const vary = (response.headers.get("vary") ?? "")
    .split(",")
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  if (vary.some((v) => !VARY_ALLOWED.has(v))) return 0;
  const directives = (response.headers.get("cache-control") ?? "")
    .toLowerCase()
    .split(",")
    .map((d) => d.trim());
  if (!directives.includes("public") || directives.includes("private") || directives.includes("no-store")) return 0;
  const sMaxAge = directives.find((d) => d.startsWith("s-maxage="));
  const seconds = sMaxAge ? Number(sMaxAge.slice("s-maxage=".length)) : 0;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** A deflate stored block (we are always byte-aligned after a sync flush). */
function storedBlock(bytes) {
  const out = [];
  for (let offset = 0; offset < bytes.length || offset === 0; offset += 0xffff) {
    const chunk = bytes.subarray(offset, offset + 0xffff);
    const head = Buffer.alloc(5);
    head[0] = 0x00;
    head.writeUInt16LE(chunk.length, 1);
    head.writeUInt16LE(~chunk.length & 0xffff, 3);
    out.push(head, chunk);
    if (bytes.length === 0) break;
  }
  return out;
}

/**
 * Splits a body around every occurrence of its nonce and pre-deflates the fixed parts.
 * With no nonce the body is one part.
 * @param {Buffer} body
 * @param {string | null | undefined} nonce
 */
export function buildTemplate(body, nonce) {
  const parts = [];
  if (nonce) {
    const needle = Buffer.from(nonce);
    let start = 0;
    for (let at = body.indexOf(needle, start); at !== -1; at = body.indexOf(needle, start)) {
      parts.push(body.subarray(start, at));
      start = at + needle.length;
    }
    parts.push(body.subarray(start));
  } else {
    parts.push(body);
  }
  const deflated = parts.map((part) =>
    part.length ? zlib.deflateRawSync(part, { level: 6, finishFlush: zlib.constants.Z_SYNC_FLUSH }) : Buffer.alloc(0),
  );
  const bytes = parts.reduce((n, p) => n + p.length, 0) + deflated.reduce((n, p) => n + p.length, 0);
  return { parts, deflated, bytes };
}

/** The body with `nonce` in every gap. */
export function renderPlain(template, nonce) {
  if (template.parts.length === 1) return template.parts[0];
  const fill = Buffer.from(nonce);
  const pieces = [];
  template.parts.forEach((part, i) => {
    if (i > 0) pieces.push(fill);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** The same body as one gzip member, without compressing the fixed parts again. */
export function renderGzip(template, nonce) {
  const fill = template.parts.length > 1 ? Buffer.from(nonce) : null;
  const pieces = [GZIP_HEADER];
  let crc = 0;
  let size = 0;
  template.parts.forEach((part, i) => {
    if (i > 0) {
      pieces.push(...storedBlock(fill));
      crc = zlib.crc32(fill, crc);
      size += fill.length;
    }
    pieces.push(template.deflated[i]);
    crc = zlib.crc32(part, crc);
    size += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size >>> 0, 4);
  pieces.push(DEFLATE_END, trailer);
  return Buffer.concat(pieces);
}

/** Whether the client takes gzip (and has not refused it with q=0). */
export function acceptsGzip(header) {
  if (typeof header !== "string") return false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().split(";");
    if (name.trim().toLowerCase() !== "gzip" && name.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/** Kept responses by key, least recently used dropped first beyond the entry and byte bounds. */
export class ResponseCache {
  /** @param {{ now?: () => number, maxEntries?: number, maxBytes?: number }} [opts] */
  constructor(opts = {}) {
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    /** @type {Map<string, { version: unknown, expires: number, headers: Array<[string, string]>, nonce: string | null, body: Buffer | null, template: ReturnType<typeof buildTemplate> | null }>} */
    this.entries = new Map();
    this.bytes = 0;
  }

  /** The entry under `key` if it is still valid at content version `version`, or null. */
  get(key, version) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now() || entry.version !== version) {
      this.delete(key);
      return null;
    }
    if (!entry.template) {
      entry.template = buildTemplate(entry.body, entry.nonce);
      this.bytes += entry.template.bytes - entry.body.length;
      entry.body = null;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template ? entry.template.bytes : entry.body.length;
  }

  /**
   * @param {string} key
   * @param {{ version: unknown, seconds: number, headers: Array<[string, string]>, body: Buffer, nonce: string | null }} response
   */
  set(key, { version, seconds, headers, body, nonce }) {
    if (!(seconds > 0) || version === null || version === undefined) return;
    if (body.length > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, { version, expires: this.now() + seconds * 1000, headers, nonce, body, template: null });
    this.bytes += body.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.delete(this.entries.keys().next().value);
    }
  }
}

/**
 * The cache as two Express middlewares. `lookup` goes early (after the security headers, before the
 * static files), so a hit costs no file-system lookup: it answers a kept page or remembers, for
 * `fill`, the content version it read. `fill` goes right before the Remix handler: it renders the
 * page (`render` runs Remix with `res.locals.cspNonce` as the nonce and returns its Response), keeps
 * it when it is shareable, and streams anything else with `send`.
 * @param {{
 *   cache: ResponseCache,
 *   version: () => unknown,
 *   render: (req: import("express").Request, res: import("express").Response) => Promise<Response>,
 *   send: (res: import("express").Response, response: Response) => Promise<void>,
 * }} options
 * @returns {{ lookup: import("express").RequestHandler, fill: import("express").RequestHandler }}
 */
export function responseCacheMiddleware({ cache, version, render, send }) {
  /** @type {import("express").RequestHandler} */
  const lookup = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const scope = cacheKey(req);
    if (!scope) return next();
    // Read once, before the app runs: a write during the render leaves the entry already stale.
    const current = version();
    if (current === null || current === undefined) return next();
    const entry = cache.get(scope.key, current);
    if (!entry) {
      res.locals.responseCache = { key: scope.key, session: scope.session, version: current };
      return next();
    }
    const nonce = res.locals.cspNonce;
    const gzip = acceptsGzip(req.headers["accept-encoding"]);
    const body = gzip ? renderGzip(entry.template, nonce) : renderPlain(entry.template, nonce);
    res.status(200);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    const vary = entry.headers.find(([name]) => name === "vary")?.[1];
    res.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    if (gzip) res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Content-Length", String(body.length));
    res.end(req.method === "HEAD" ? undefined : body);
  };

  /** @type {import("express").RequestHandler} */
  const fill = async (req, res, next) => {
    const pending = res.locals.responseCache;
    if (!pending || req.method !== "GET") return next();
    try {
      const response = await render(req, res);
      const seconds = pending.session ? sessionMaxAge(response) : sharedMaxAge(response);
      if (!seconds) {
        if (response.headers.has(SESSION_CACHE_HEADER)) response.headers.delete(SESSION_CACHE_HEADER);
        return await send(res, response);
      }
      const body = Buffer.from(await response.arrayBuffer());
      const headers = [...response.headers].filter(
        ([name]) => !DROPPED_HEADERS.has(name) && name !== SESSION_CACHE_HEADER,
      );
      cache.set(pending.key, { version: pending.version, seconds, headers, body, nonce: res.locals.cspNonce ?? null });
      res.status(200);
      for (const [name, value] of headers) res.setHeader(name, value);
      res.end(body);
    } catch (error) {
      next(error);
    }
  };

  return { lookup, fill };
}
