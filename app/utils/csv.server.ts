/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab / CR / LF that some
 * programs skip before looking for one) is prefixed with a single quote, which makes it text
 * (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

const NEEDS_QUOTES = /[",\r\n]/;
const QUOTE = /"/g;

/**
 * One non-empty cell as written to the file: neutralised (`neutraliseFormula`), then quoted as
 * RFC 4180 does (quotes doubled) when it holds a comma, quote or line break. The first character
 * is compared by its code rather than with a regular expression: an export runs this for every
 * cell of up to 50,000 rows.
 */
function csvCell(value: string) {
  const first = value.charCodeAt(0);
  // = + - @ tab CR LF
  if (first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13 || first === 10) {
    value = `'${value}`;
  }
  return NEEDS_QUOTES.test(value) ? `"${value.replace(QUOTE, '""')}"` : value;
}

/** One record, every cell neutralised, with Windows line endings (what spreadsheet programs expect). */
function csvLine(width: number, row: readonly (string | null | undefined)[]) {
  let line = "";
  for (let i = 0; i < width; i++) {
    if (i) line += ",";
    const value = row[i];
    if (value != null && value !== "") line += csvCell(typeof value === "string" ? value : String(value));
  }
  return line + "\r\n";
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, "0"));
const THREE_DIGITS = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, "0"));
let isoDay = NaN;
let isoDayPrefix = "";

/**
 * `new Date(ms).toISOString()` for an export's timestamps, without a Date per row: rows come
 * sorted by time, so the "YYYY-MM-DDT" of the last day seen is kept and only the time of day is
 * put together (toISOString was a sixth of the waitlist export's CPU). Anything but a whole number
 * of milliseconds between the years 1970 and 9999 goes through Date, so the text is always the same.
 */
export function isoInstant(ms: number) {
  if (!Number.isInteger(ms) || ms < 0 || ms >= 253402300800000) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  if (day !== isoDay) {
    isoDay = day;
    isoDayPrefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
  }
  let rest = ms - day * DAY_MS;
  const millis = rest % 1000;
  rest = (rest - millis) / 1000;
  const seconds = rest % 60;
  rest = (rest - seconds) / 60;
  const minutes = rest % 60;
  const hours = (rest - minutes) / 60;
  return `${isoDayPrefix}${TWO_DIGITS[hours]}:${TWO_DIGITS[minutes]}:${TWO_DIGITS[seconds]}.${THREE_DIGITS[millis]}Z`;
}

/** About how much text one piece of a download holds (one write, one gzip flush on the way out). */
const PIECE_CHARS = 64 * 1024;

/**
 * Streams rows as CSV (RFC 4180 quoting: commas, quotes and line breaks are quoted; every cell is
 * neutralised), pulling from the iterable only as fast as the client reads: each read of the
 * stream formats the next ~64 KB of rows, nothing more. The first piece (the header) is handed on
 * at once, so the download starts before any row is read; between pieces
 * the stream lets the event loop turn (the socket, gzip and other requests run), so a 50,000-row
 * export never holds the process for its whole length nor builds the file in memory.
 */
export function csvStream(header: readonly string[], rows: Iterable<readonly (string | null | undefined)[]>) {
  const width = header.length;
  return pieceStream(csvLine(width, header), rows, (row) => csvLine(width, row));
}

/**
 * `csvStream` for an export that writes its records itself (each item one record, its cells made
 * with `csvField`, ending in CRLF): a large export skips building an array per row.
 */
export function csvRecordStream(header: readonly string[], records: Iterable<string>) {
  return pieceStream(csvLine(header.length, header), records, (record) => record);
}

/** The header line `csvStream` and `csvRecordStream` write first (CRLF-terminated). */
export function csvHeaderLine(header: readonly string[]) {
  return csvLine(header.length, header);
}

/** One cell of a record as `csvStream` writes it: empty for null or "", else neutralised and quoted as needed. */
export function csvField(value: string | null | undefined) {
  return value == null || value === "" ? "" : csvCell(value);
}

function pieceStream<T>(header: string, items: Iterable<T>, format: (item: T) => string) {
  const encoder = new TextEncoder();
  let iterator: Iterator<T> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!iterator) {
          // The header alone, before a row is asked for: a lazily read export (its rows a generator
          // that queries as it goes) starts downloading before its first query runs.
          iterator = items[Symbol.iterator]();
          controller.enqueue(encoder.encode(header));
          return;
        }
        await new Promise((resolve) => setImmediate(resolve));
        let piece = "";
        while (piece.length < PIECE_CHARS) {
          const next = iterator.next();
          if (next.done) {
            if (piece) controller.enqueue(encoder.encode(piece));
            controller.close();
            return;
          }
          piece += format(next.value);
        }
        controller.enqueue(encoder.encode(piece));
      },
      cancel() {
        iterator?.return?.();
      },
    },
    { highWaterMark: 0 },
  );
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
  return csvDownload(fileName, csvStream(header, rows));
}

/** `csvResponse` for an export that writes its records itself (see `csvRecordStream`). */
export function csvRecordResponse(fileName: string, header: readonly string[], records: Iterable<string>) {
  return csvDownload(fileName, csvRecordStream(header, records));
}

function csvDownload(fileName: string, body: ReadableStream<Uint8Array>) {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
