// Response compression, as compression() gives it, at two levels (docs/decisions/052): pages, API
// answers and other files at zlib's default level (6); the CSV downloads (paths ending in `.csv`)
// at its fastest level (1). A CSV export is sent once to the one person who asked for it, and large
// ones are the server's most expensive compressions: the 297 KB readiness CSV of a 300-member
// chapter takes 2.9 ms of CPU at level 6 and 0.7 ms at level 1, for a file 17 % larger (16.0 ->
// 18.8 KB). Everything else about the response (the encoding chosen, Vary, the threshold, flush,
// a body already encoded, like the waitlist export's own gzip) is compression()'s, unchanged.
import zlib from "node:zlib";
import compression from "compression";

/** The zlib level of the CSV downloads. */
export const DOWNLOAD_LEVEL = zlib.constants.Z_BEST_SPEED;

/** Whether a request path is a CSV download, compressed at `DOWNLOAD_LEVEL`. */
export const isCsvDownload = (/** @type {string} */ pathname) => pathname.endsWith(".csv");

/** compression() at the default level, or at `DOWNLOAD_LEVEL` for a CSV download. */
export function responseCompression() {
  const pages = compression();
  const downloads = compression({ level: DOWNLOAD_LEVEL });
  return (
    /** @type {import("express").Request} */ req,
    /** @type {import("express").Response} */ res,
    /** @type {import("express").NextFunction} */ next,
  ) => (isCsvDownload(req.path) ? downloads : pages)(req, res, next);
}
