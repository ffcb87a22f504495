/**
 * A cell a spreadsheet would run as a formula (= + - @, or a leading tab / CR / LF that some
 * programs skip before looking for one) is prefixed with a single quote, which makes it text
 * (OWASP "CSV injection").
 */
export function neutraliseFormula(value: string) {
  return /^[=+\-@\t\r\n]/.test(value) ? `'${value}` : value;
}

/** One cell as RFC 4180 writes it: quoted (quotes doubled) when it holds a comma, quote or line break. */
function csvCell(value: string) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One record, every cell neutralised, with Windows line endings (what spreadsheet programs expect). */
function csvLine(width: number, row: readonly (string | null | undefined)[]) {
  let line = "";
  for (let i = 0; i < width; i++) {
    if (i) line += ",";
    const value = row[i];
    if (value != null && value !== "") line += csvCell(neutraliseFormula(String(value)));
  }
  return line + "\r\n";
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
  const encoder = new TextEncoder();
  let iterator: Iterator<readonly (string | null | undefined)[]> | null = null;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!iterator) {
          // The header alone, before a row is asked for: a lazily read export (its rows a generator
          // that queries as it goes) starts downloading before its first query runs.
          iterator = rows[Symbol.iterator]();
          controller.enqueue(encoder.encode(csvLine(width, header)));
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
          piece += csvLine(width, next.value);
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
  return new Response(csvStream(header, rows), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
