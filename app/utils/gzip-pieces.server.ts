import { constants, crc32, deflateRawSync } from "node:zlib";
import { DEFLATE_END, GZIP_HEADER } from "../../server/response-cache.js";

// One gzip member put together from pieces deflated on their own (docs/decisions/046), as the
// response cache does for kept pages (server/response-cache.js): each piece is raw deflate ending
// on a sync flush (byte-aligned, not final), so pieces can follow each other in any order and be
// reused; the member is the gzip header, the pieces, an empty final block, and the CRC-32 and
// length of the whole text. The CRC is combined from the pieces' own CRCs (zlib's
// crc32_combine), so a reused piece's text need not be kept nor read again.

/** A piece of text deflated on its own: its deflate bytes, and its text's CRC-32 and byte length. */
export type DeflatedPiece = { deflated: Buffer; crc: number; length: number };

/** Deflates `text` (level 6, compression's default) as a piece that can be joined to others. */
export function deflatePiece(text: string | Buffer): DeflatedPiece {
  const bytes = typeof text === "string" ? Buffer.from(text, "utf8") : text;
  return {
    deflated: deflateRawSync(bytes, { level: 6, finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(bytes),
    length: bytes.length,
  };
}

/** The gzip header the response cache writes (deflate, no name, no time, unknown OS). */
export { GZIP_HEADER };

/** The end of the member: an empty final block, then the text's CRC-32 and length (mod 2^32). */
export function gzipTrailer(crc: number, length: number) {
  const trailer = Buffer.alloc(10);
  DEFLATE_END.copy(trailer, 0);
  trailer.writeUInt32LE(crc >>> 0, 2);
  trailer.writeUInt32LE(length % 2 ** 32, 6);
  return trailer;
}

const POLY = 0xedb88320;

/** a(x) * b(x) modulo the CRC-32 polynomial (bit-reflected, as zlib's multmodp). */
function multmodp(a: number, b: number) {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if ((a & m) !== 0) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const X2N: number[] = [];
for (let k = 0, p = 0x40000000; k < 32; k++) {
  X2N.push(p);
  p = multmodp(p, p);
}

/** x^(n * 2^k) modulo the polynomial. */
function x2nmodp(n: number, k: number) {
  let p = 0x80000000; // x^0
  while (n > 0) {
    if (n % 2 === 1) p = multmodp(X2N[k & 31]!, p);
    n = Math.floor(n / 2);
    k++;
  }
  return p;
}

/** The CRC-32 of A followed by B, from A's CRC, B's CRC and B's length in bytes (zlib's crc32_combine). */
export function crc32Combine(crcA: number, crcB: number, lengthB: number) {
  return (multmodp(x2nmodp(lengthB, 3), crcA) ^ crcB) >>> 0;
}
