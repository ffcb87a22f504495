import { Readable, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { stringify } from "csv-stringify";

/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab / CR / LF that some
 * programs skip before looking for one) is prefixed with a single quote, which makes it text
 * (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/**
 * Streams rows as CSV (RFC 4180 quoting by csv-stringify: commas, quotes and newlines are quoted),
 * pulling from the iterable only as fast as the client reads. Every cell is neutralised.
 */
export function csvStream(header: readonly string[], rows: Iterable<readonly (string | null | undefined)[]>) {
  const stringifier = stringify({
    header: true,
    columns: [...header],
    // Windows line endings: what spreadsheet programs expect from a .csv download.
    record_delimiter: "windows",
  });
  // Arrays, not objects, and a generous object buffer: the cheapest way through the stream.
  const source = Readable.from(
    (function* () {
      for (const row of rows) yield header.map((_, i) => neutraliseFormula(row[i] ?? ""));
    })(),
    { highWaterMark: 256 },
  );
  source.on("error", (error) => stringifier.destroy(error));
  const batched = batchChunks(64 * 1024);
  stringifier.on("error", (error) => batched.destroy(error));
  source.pipe(stringifier).pipe(batched);
  return createReadableStreamFromReadable(batched);
}

/**
 * csv-stringify emits one small chunk per record; every chunk then costs a write (and a gzip flush)
 * on the way out. Gathering them into ~64 KB pieces keeps a 10,000-row export well under a second
 * with compression on. The first chunk is passed on alone, so the first byte leaves at once.
 */
function batchChunks(size: number) {
  let pending: Buffer[] = [];
  let length = 0;
  let started = false;
  return new Transform({
    transform(chunk: Buffer | string, _encoding, callback) {
      const buf = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      // The first piece (the header and first row) goes out at once: the download starts now.
      if (!started) {
        started = true;
        callback(null, buf);
        return;
      }
      pending.push(buf);
      length += buf.length;
      if (length >= size) {
        const out = Buffer.concat(pending, length);
        pending = [];
        length = 0;
        callback(null, out);
      } else {
        callback();
      }
    },
    flush(callback) {
      callback(null, length ? Buffer.concat(pending, length) : undefined);
    },
  });
}

/** Today's date (UTC) as YYYY-MM-DD, for file names like waitlist-2025-01-31.csv. */
export function fileDate(now = new Date()) {
  return now.toISOString().slice(0, 10);
}

/** A name as a file-name part: "Austin CERT #2" → "austin-cert-2". */
export function fileSlug(name: string) {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** A private CSV download: streamed rows, an attachment file name, never cached or sniffed. */
export function csvResponse(
  fileName: string,
  header: readonly string[],
  rows: Iterable<readonly (string | null | undefined)[]>,
) {
  return new Response(csvStream(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
