// Raw HTTP against the app on loopback: bytes as they come off the wire (no transparent gunzip).
import http from "node:http";
import zlib from "node:zlib";

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as transferred (gzip when the server compressed it). */
  wire: Buffer;
  /** The decoded body. */
  body: Buffer;
  ms: number;
}

export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { "Accept-Encoding": "gzip", ...headers }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const wire = Buffer.concat(chunks);
        const enc = res.headers["content-encoding"];
        let body = wire;
        try {
          if (enc === "gzip") body = zlib.gunzipSync(wire);
          else if (enc === "br") body = zlib.brotliDecompressSync(wire);
          else if (enc === "deflate") body = zlib.inflateSync(wire);
        } catch (e) {
          return reject(e);
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, wire, body, ms: performance.now() - started });
      });
    });
    req.on("error", reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

/** gzip size at the level the compression middleware uses (zlib default, 6). */
export function gzipSize(buf: Buffer | string) {
  return zlib.gzipSync(buf, { level: 6 }).length;
}

/** Size in gzip: the wire size when the server sent gzip, else what gzip would make of it. */
export function gzipBytes(res: RawResponse) {
  return res.headers["content-encoding"] === "gzip" ? res.wire.length : gzipSize(res.body);
}

export const kb = (bytes: number) => bytes / 1024;
