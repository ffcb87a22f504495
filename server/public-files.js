// The public folder's files (the favicon, the manifest, the service worker, icons, media) by
// express.static, reached only by paths that can name one of them. express.static looks every
// request up on disk (an fs.stat, and on a miss an ENOENT error built and thrown away): every page
// and API request of the app passed through it on its way to Remix, about 0.15 ms of CPU each
// (docs/performance.md, "Twelfth session: public"). The names at the folder's top are read at start
// and again whenever the folder changes (fs.watch); a path whose first segment is none of them goes
// straight on. Paths express.static would normalise (dot segments, doubled or back slashes, NUL)
// and names that do not decode still go to express.static, so what it answers is unchanged.
import fs from "node:fs";
import express from "express";

/**
 * @param {string} root the folder
 * @param {Parameters<typeof express.static>[1]} options express.static's
 * @returns {import("express").RequestHandler}
 */
export function publicFiles(root, options) {
  const serve = express.static(root, options);
  const read = () => {
    try {
      return new Set(fs.readdirSync(root));
    } catch {
      return null;
    }
  };
  /** The folder's top names; null: unknown (every request goes to express.static). */
  let names = read();
  try {
    const watcher = fs.watch(root, () => {
      names = read();
    });
    watcher.on("error", () => {
      names = null;
    });
    watcher.unref();
  } catch {
    names = null;
  }
  return (req, res, next) => {
    if (names && !mayName(req.path, names)) return next();
    return serve(req, res, next);
  };
}

/**
 * Whether `pathname` may name a file of the folder whose top names are `names` (true when unsure).
 * @param {string} pathname
 * @param {Set<string>} names
 */
export function mayName(pathname, names) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  if (/\/\.|\/\/|\\|\0/.test(decoded)) return true;
  const end = decoded.indexOf("/", 1);
  const first = decoded.slice(1, end === -1 ? undefined : end);
  // `/` is the folder itself: express.static answers it with an index.html, if there is one.
  return names.has(first === "" ? "index.html" : first);
}
