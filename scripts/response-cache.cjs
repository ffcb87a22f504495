// A response cache in front of remix-serve (installed by server-preload.cjs): rendered pages the app
// marks as reusable are kept and served again without running loaders or React, until the database
// changes or the entry's time runs out. See docs/decisions/008-response-cache.md.
//
// - Opt-in: the app sets `X-Response-Cache: <seconds>` on a 200 response (entry.server.tsx from a
//   route's `handle.responseCache`, resource routes by hand). The header never leaves the server.
// - Key: the URL, the Host and forwarded headers, the Authorization header and the whole Cookie
//   header, so a signed-in visitor or API client only ever gets back a response rendered for their
//   own session (and a visitor with a theme cookie one rendered with that theme). Responses that
//   set cookies are never kept.
// - Freshness: an entry is valid while `PRAGMA data_version` on a connection of our own is what it
//   was before the page was rendered: any committed write, by this process or another, ends every
//   entry. The time limit bounds what changes with the clock alone (upcoming vs past events).
// - Nonces: the CSP nonce is per response. A kept page is split around its nonce and every reuse
//   gets a fresh one. For gzip the fixed parts are deflated once, at the first reuse (each ending
//   on a sync flush, so they can be joined), and the nonces go in between as stored blocks, with
//   the CRC recomputed. A response is kept as it was sent until then, so a miss costs little.
"use strict";
const crypto = require("node:crypto");
const zlib = require("node:zlib");

const MARK_HEADER = "x-response-cache";
const DROPPED_HEADERS = new Set([
  MARK_HEADER,
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "vary",
  "x-powered-by",
]);
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
const DEFLATE_END = Buffer.from([0x03, 0x00]); // final empty block (fixed Huffman, end-of-block)
const NONCE_PATTERN = /'nonce-([A-Za-z0-9+/=_-]+)'/;

/** The nonce a response's CSP allows, or null. */
function nonceOf(csp) {
  const match = typeof csp === "string" ? NONCE_PATTERN.exec(csp) : null;
  return match ? match[1] : null;
}

function newNonce() {
  return crypto.randomBytes(16).toString("base64");
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
 */
function buildTemplate(body, nonce) {
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

/** The body with `nonce` in every gap (the template's parts joined as they are when it has none). */
function renderPlain(template, nonce) {
  if (template.parts.length === 1) return template.parts[0];
  const fill = Buffer.from(nonce);
  const pieces = [];
  template.parts.forEach((part, i) => {
    if (i > 0) pieces.push(fill);
    pieces.push(part);
  });
  return Buffer.concat(pieces);
}

/** The same body as a gzip member, without compressing the fixed parts again. */
function renderGzip(template, nonce) {
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
function acceptsGzip(header) {
  if (typeof header !== "string") return false;
  for (const item of header.split(",")) {
    const [name, ...params] = item.trim().split(";");
    if (name.trim().toLowerCase() !== "gzip" && name.trim() !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

function decode(body, encoding) {
  switch (String(encoding || "identity").toLowerCase()) {
    case "identity":
      return body;
    case "gzip":
      return zlib.gunzipSync(body);
    case "deflate":
      return zlib.inflateSync(body);
    case "br":
      return zlib.brotliDecompressSync(body);
    default:
      return null;
  }
}

class ResponseCache {
  /**
   * @param {{ version: () => unknown, now?: () => number, maxEntries?: number, maxBytes?: number }} opts
   */
  constructor(opts) {
    this.version = opts.version;
    this.now = opts.now ?? Date.now;
    this.maxEntries = opts.maxEntries ?? 500;
    this.maxBytes = opts.maxBytes ?? 32 * 1024 * 1024;
    this.entries = new Map();
    this.bytes = 0;
  }

  /** The key of a request that may be served from the cache, or null. */
  keyOf(req) {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const h = req.headers;
    return [
      req.url,
      h.host ?? "",
      h["x-forwarded-host"] ?? "",
      h["x-forwarded-proto"] ?? "",
      h.authorization ?? "",
      h.cookie ?? "",
    ].join("\u0000");
  }

  /** The entry kept under `key` if it is still valid at the database version `version`, or null. */
  get(key, version) {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now() || entry.version !== version || !this.materialize(entry)) {
      this.delete(key);
      return null;
    }
    // Most recently used goes last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /**
   * Entries are kept as sent (compressed or not) and turned into a template on their first reuse,
   * so a page that is never asked for again costs its render nothing extra.
   */
  materialize(entry) {
    if (entry.template) return true;
    let body;
    try {
      body = decode(entry.sent, entry.encoding);
    } catch {
      body = null;
    }
    if (!body) return false;
    const template = buildTemplate(body, entry.nonce);
    this.bytes += template.bytes - entry.sent.length;
    entry.template = template;
    entry.sent = null;
    return true;
  }

  delete(key) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.template ? entry.template.bytes : entry.sent.length;
  }

  /**
   * Keeps a rendered 200 response as it was sent.
   * @param {string} key
   * @param {{ version: unknown, seconds: number, headers: Array<[string, string]>, sent: Buffer, encoding?: string }} response
   */
  set(key, { version, seconds, headers, sent, encoding }) {
    if (!(seconds > 0) || version === null || version === undefined) return;
    if (sent.length > this.maxBytes / 8) return;
    const csp = headers.find(([name]) => name === "content-security-policy")?.[1];
    this.delete(key);
    this.entries.set(key, { version, expires: this.now() + seconds * 1000, headers, nonce: nonceOf(csp), encoding, sent, template: null });
    this.bytes += sent.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.delete(this.entries.keys().next().value);
    }
  }

  /** The status, headers and body to send for a kept entry, with a fresh nonce. */
  render(entry, acceptEncoding) {
    const nonce = entry.nonce ? newNonce() : null;
    const gzip = acceptsGzip(acceptEncoding);
    const body = gzip ? renderGzip(entry.template, nonce) : renderPlain(entry.template, nonce);
    const headers = entry.headers.map(([name, value]) => [
      name,
      nonce && name === "content-security-policy" ? value.split(entry.nonce).join(nonce) : value,
    ]);
    headers.push(["vary", "Accept-Encoding"], ["content-length", String(body.length)]);
    if (gzip) headers.push(["content-encoding", "gzip"]);
    return { headers, body };
  }
}

/**
 * Wires the cache into a node:http request: serves a hit and returns true, or watches the response
 * the app writes and keeps it when it is marked. Returns false when the app must answer. With no
 * cache (RESPONSE_CACHE=0) or no database it only makes sure the marker header is never sent.
 */
function handle(cache, req, res) {
  const key = cache ? cache.keyOf(req) : null;
  // Read once, before the app runs: a write during the render leaves the entry already stale.
  const version = key === null ? null : cache.version();
  if (key === null || version === null) {
    stripMarkOnHead(res);
    return false;
  }
  const entry = cache.get(key, version);
  if (entry) {
    const { headers, body } = cache.render(entry, req.headers["accept-encoding"]);
    res.statusCode = 200;
    for (const [name, value] of headers) res.setHeader(name, value);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }
  let chunks = [];
  let deciding = true; // until the head is written we cannot know whether the response is kept
  let keep = null;
  const originalWriteHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const seconds = Number(this.getHeader(MARK_HEADER));
    this.removeHeader(MARK_HEADER);
    const status = typeof statusCode === "number" ? statusCode : this.statusCode;
    if (req.method === "GET" && status === 200 && seconds > 0 && !this.hasHeader("set-cookie") && rest.length === 0) {
      keep = { seconds, encoding: this.getHeader("content-encoding") };
    }
    deciding = false;
    if (!keep) chunks = [];
    return originalWriteHead.call(this, statusCode, ...rest);
  };
  const originalWrite = res.write;
  res.write = function (chunk, encoding, callback) {
    if ((deciding || keep) && chunk != null) chunks.push(toBuffer(chunk, encoding));
    return originalWrite.call(this, chunk, encoding, callback);
  };
  const originalEnd = res.end;
  res.end = function (chunk, encoding, callback) {
    if ((deciding || keep) && chunk != null && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    const result = originalEnd.call(this, chunk, encoding, callback);
    if (keep) {
      const headers = Object.entries(this.getHeaders())
        .filter(([name]) => !DROPPED_HEADERS.has(name))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : String(value)]);
      cache.set(key, { version, seconds: keep.seconds, headers, sent: Buffer.concat(chunks), encoding: keep.encoding });
      keep = null;
      chunks = [];
    }
    return result;
  };
  return false;
}

function stripMarkOnHead(res) {
  const originalWriteHead = res.writeHead;
  res.writeHead = function (...args) {
    this.removeHeader(MARK_HEADER);
    return originalWriteHead.apply(this, args);
  };
}

function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? encoding : "utf8");
}

/** `PRAGMA data_version` of a read-only connection to the app's database, or null without one. */
function sqliteDataVersion(file) {
  let statement = null;
  let failed = false;
  return () => {
    if (failed) return null;
    if (!statement) {
      try {
        const Database = require("better-sqlite3");
        const db = new Database(file, { readonly: true, fileMustExist: true });
        statement = db.prepare("PRAGMA data_version").pluck();
      } catch {
        failed = true;
        return null;
      }
    }
    return statement.get();
  };
}

module.exports = {
  MARK_HEADER,
  ResponseCache,
  acceptsGzip,
  buildTemplate,
  handle,
  nonceOf,
  renderGzip,
  renderPlain,
  sqliteDataVersion,
};
