// The fingerprinted assets (public/build: the route modules, the shared chunks, the stylesheet),
// read and compressed once per process instead of on every request. A name never changes content,
// so a file's bytes, and its compressed bytes the first time a client asks for that encoding, are
// kept in memory, and every later request is answered from them with the headers express.static and
// compression() gave it (Content-Type, Cache-Control immutable, Last-Modified, the weak size-mtime
// ETag, Accept-Ranges, Vary). A fresh browser fetches twenty to thirty of them on its first page:
// reading each from disk and compressing it again cost the server ~33 ms of CPU per visit, ~12 ms
// this way (docs/performance.md, "The test suite", eighth session; decision 047).
//
// What this does not answer goes on to express.static and compression() as before: a Range request,
// a name that is not a file in the folder.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import Negotiator from "negotiator";

/** compression()'s choice, in its order of preference: br first when the client takes both. */
const ENCODINGS = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
/** compression()'s threshold: smaller bodies are sent as they are. */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|xml|manifest\+json)|image\/svg\+xml)/;

/**
 * Brotli at quality 5: about the size of quality 11 (within 6 % on this app's assets) for a thirtieth
 * of the CPU (53 ms against 1.7 s for all of public/build), paid once per process and asset.
 */
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP = { level: 9 };

/**
 * @param {string} root the assets' folder (the build's assetsBuildDirectory)
 * @returns {import("express").RequestHandler & { entries: Map<string, unknown> }}
 */
export function compressedAssets(root) {
  const base = path.resolve(root);
  /**
   * One entry per file asked for: its headers, and each encoding's bytes once made (a promise, so
   * requests that arrive while it is being compressed share the one compression).
   * @type {Map<string, { compressible: boolean, encodable: boolean, type: string, etag: string, lastModified: string, encoded: Map<string, Promise<Buffer>> }>}
   */
  const entries = new Map();

  /** @param {string} file */
  function entryFor(file) {
    let entry = entries.get(file);
    if (entry) return entry;
    let stat;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile()) return null;
    const mime = express.static.mime;
    const type = mime.lookup(file);
    const charset = mime.charsets.lookup(type);
    const compressible = COMPRESSIBLE.test(type);
    entry = {
      compressible,
      // compression()'s rule: small or non-text bodies are sent as they are.
      encodable: compressible && stat.size >= THRESHOLD,
      // What send (express.static) writes for the same file.
      type: charset ? `${type}; charset=${charset}` : type,
      etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
      lastModified: stat.mtime.toUTCString(),
      encoded: new Map(),
    };
    entries.set(file, entry);
    return entry;
  }

  /** @param {string} file @param {string} encoding */
  function encode(file, encoding) {
    if (encoding === "identity") return fs.promises.readFile(file);
    return fs.promises.readFile(file).then(
      (bytes) =>
        new Promise((resolve, reject) => {
          const done = (/** @type {Error | null} */ error, /** @type {Buffer} */ out) =>
            error ? reject(error) : resolve(out);
          if (encoding === "br") zlib.brotliCompress(bytes, BROTLI, done);
          else zlib.gzip(bytes, GZIP, done);
        }),
    );
  }

  /** @type {import("express").RequestHandler} */
  const handler = (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || req.headers.range) return next();
    let name;
    try {
      name = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    if (name.includes("\0")) return next();
    const file = path.join(base, path.normalize(name));
    if (!file.startsWith(base + path.sep)) return next();
    const entry = entryFor(file);
    if (!entry) return next();
    const chosen = entry.encodable ? new Negotiator(req).encoding(ENCODINGS, PREFERRED) : "identity";
    // No acceptable encoding at all (`identity;q=0`): express.static and compression() answer as before.
    if (!chosen) return next();
    const encoding = /** @type {string} */ (chosen);

    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Last-Modified", entry.lastModified);
    res.setHeader("ETag", entry.etag);
    res.setHeader("Content-Type", entry.type);
    // As send: a Range request goes on to it (above).
    res.setHeader("Accept-Ranges", "bytes");
    if (entry.compressible) res.vary("Accept-Encoding");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    let bytes = entry.encoded.get(encoding);
    if (!bytes) {
      bytes = encode(file, encoding);
      entry.encoded.set(encoding, bytes);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => entry.encoded.delete(encoding));
    }
    bytes.then(
      (body) => {
        if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
        res.setHeader("Content-Length", body.length);
        if (req.method === "HEAD") res.end();
        else res.end(body);
      },
      (error) => next(error),
    );
  };
  return Object.assign(handler, { entries });
}
