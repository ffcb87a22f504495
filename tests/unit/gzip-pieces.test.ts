import { crc32, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, deflatePiece, GZIP_HEADER, gzipTrailer } from "~/utils/gzip-pieces.server";

/** Deterministic text of `n` bytes-ish, with repeats and non-ASCII, from a seed. */
function text(seed: number, n: number) {
  let s = "";
  let x = seed >>> 0 || 1;
  while (s.length < n) {
    x = (x * 1103515245 + 12345) >>> 0;
    s += ["café,", "Zoë ", "a,b,c\r\n", String(x % 997), '"q"', "日本", ""][x % 7];
  }
  return s.slice(0, n);
}

describe("gzip from pieces deflated on their own", () => {
  it("combines CRC-32s as zlib computes the CRC of the joined text", () => {
    for (const [a, b] of [
      [0, 0],
      [0, 5],
      [7, 0],
      [1, 1],
      [1000, 33333],
      [70000, 12],
      [65536, 65537],
    ] as const) {
      const first = Buffer.from(text(a + 1, a));
      const second = Buffer.from(text(b + 7, b));
      expect(crc32Combine(crc32(first), crc32(second), second.length)).toBe(
        crc32(Buffer.concat([first, second])) >>> 0,
      );
    }
  });

  it("joins pieces into one gzip member that decompresses to the whole text", () => {
    const texts = ["Email,First Name\r\n", text(3, 150_000), "", text(9, 10), text(11, 70_000)];
    const pieces = texts.map((t) => deflatePiece(t));
    let crc = 0;
    let length = 0;
    for (const piece of pieces) {
      crc = crc32Combine(crc, piece.crc, piece.length);
      length += piece.length;
    }
    const file = Buffer.concat([GZIP_HEADER, ...pieces.map((p) => p.deflated), gzipTrailer(crc, length)]);
    // gunzipSync checks the CRC and the length of the trailer.
    expect(gunzipSync(file).toString("utf8")).toBe(texts.join(""));
    // A piece reused in another order is still a valid member.
    const reordered = [pieces[4]!, pieces[1]!];
    const crc2 = crc32Combine(pieces[4]!.crc, pieces[1]!.crc, pieces[1]!.length);
    const file2 = Buffer.concat([
      GZIP_HEADER,
      ...reordered.map((p) => p.deflated),
      gzipTrailer(crc2, pieces[4]!.length + pieces[1]!.length),
    ]);
    expect(gunzipSync(file2).toString("utf8")).toBe(texts[4]! + texts[1]!);
  });
});
