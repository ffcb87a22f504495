// The fingerprinted assets kept and compressed once per process (server/static-assets.js), mounted
// as server/index.js mounts it (its compression in front, express.static behind), on a real server,
// beside a reference server with only compression() and express.static (what the app did before):
// the encoding chosen as compression() chooses it, bytes that decompress to the file, the same
// headers as the reference, 304s, HEAD, and what it leaves to express.static (Range requests, names
// that are not files in the folder).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { responseCompression } from "../../server/compression.js";
import { compressedAssets } from "../../server/static-assets.js";

let server: http.Server;
let port: number;
let reference: http.Server;
let referencePort: number;
let dir: string;
let assets: ReturnType<typeof compressedAssets>;
const script = Buffer.from(
  Array.from({ length: 400 }, (_, i) => `export const value${i} = "${"x".repeat(i % 17)}";\n`).join(""),
);
const style = Buffer.from(Array.from({ length: 200 }, (_, i) => `.c${i}{margin:${i}px}\n`).join(""));
const small = Buffer.from('export const tiny = "small";\n');
const image = Buffer.alloc(4096, 7);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "static-assets-"));
  fs.mkdirSync(path.join(dir, "build", "routes"), { recursive: true });
  fs.writeFileSync(path.join(dir, "build", "routes", "page-ABC123.js"), script);
  fs.writeFileSync(path.join(dir, "build", "tailwind-XYZ.css"), style);
  fs.writeFileSync(path.join(dir, "build", "entry-SMALL.js"), small);
  fs.writeFileSync(path.join(dir, "build", "logo-1.png"), image);
  fs.writeFileSync(path.join(dir, "secret.js"), script);
  const root = path.join(dir, "build");
  assets = compressedAssets(root);
  const app = express();
  app.use(responseCompression());
  app.use("/build/", assets, express.static(root, { immutable: true, maxAge: "1y" }));
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
  const plain = express();
  plain.use(compression());
  plain.use("/build/", express.static(root, { immutable: true, maxAge: "1y" }));
  reference = plain.listen(0, "127.0.0.1");
  await new Promise((resolve) => reference.once("listening", resolve));
  referencePort = (reference.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => reference.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

const CHROME = "gzip, deflate, br, zstd";

function get(
  url: string,
  headers: Record<string, string> = {},
  method = "GET",
  to = port,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: to, method, path: url, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** The headers that must match the reference server's (Date and the connection's aside). */
const SAME = ["content-type", "cache-control", "etag", "last-modified", "vary", "accept-ranges", "content-encoding"];

/** Our answer and the reference's, for the same request; the bodies decoded. */
async function both(url: string, accept: string, method = "GET") {
  const ours = await get(url, { "Accept-Encoding": accept }, method);
  const theirs = await get(url, { "Accept-Encoding": accept }, method, referencePort);
  return { ours, theirs };
}

function decoded(res: { headers: http.IncomingHttpHeaders; body: Buffer }) {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return zlib.brotliDecompressSync(res.body);
  if (encoding === "gzip") return zlib.gunzipSync(res.body);
  return res.body;
}

describe("kept and compressed assets", () => {
  it("answers every file, type and encoding with the reference's status, headers and bytes", async () => {
    const cases: Array<[string, Buffer]> = [
      ["/build/routes/page-ABC123.js", script],
      ["/build/tailwind-XYZ.css", style],
      ["/build/entry-SMALL.js", small],
      ["/build/logo-1.png", image],
    ];
    for (const [url, file] of cases) {
      for (const accept of [CHROME, "gzip, deflate", "br;q=0.5, gzip", "identity", "", "gzip;q=0, br;q=0"]) {
        const { ours, theirs } = await both(url, accept);
        const what = `${url} ${accept}`;
        expect(ours.status, what).toBe(200);
        expect(theirs.status, what).toBe(200);
        for (const name of SAME) expect(ours.headers[name], `${what}: ${name}`).toBe(theirs.headers[name]);
        expect(decoded(ours).equals(file), what).toBe(true);
        expect(decoded(theirs).equals(file), what).toBe(true);
        expect(Number(ours.headers["content-length"]), what).toBe(ours.body.length);
      }
    }
  });

  it("answers a browser with brotli, bytes that decompress to the file, and express.static's headers", async () => {
    const plain = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.equals(script)).toBe(true);

    const res = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": CHROME });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(res.body).equals(script)).toBe(true);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 4);
    expect(res.headers.vary).toBe("Accept-Encoding");
    for (const name of ["content-type", "cache-control", "etag", "last-modified"]) {
      expect(res.headers[name], name).toBe(plain.headers[name]);
    }
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
  });

  it("answers gzip to a client that takes gzip and not brotli, and follows the client's weights", async () => {
    const res = await get("/build/tailwind-XYZ.css", { "Accept-Encoding": "gzip, deflate" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(zlib.gunzipSync(res.body).equals(style)).toBe(true);

    const weighted = await get("/build/tailwind-XYZ.css", { "Accept-Encoding": "br;q=0.5, gzip" });
    expect(weighted.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(weighted.body).equals(style)).toBe(true);
  });

  it("sends the file as it is when the client refuses compression", async () => {
    for (const accept of ["identity", "gzip;q=0, br;q=0", "deflate;q=0"]) {
      const res = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": accept });
      expect(res.status, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBeUndefined();
      expect(res.body.equals(script), accept).toBe(true);
    }
  });

  it("compresses a file once: later requests get the kept bytes", async () => {
    const file = path.join(dir, "build", "routes", "page-ABC123.js");
    const [a, b] = await Promise.all([
      get("/build/routes/page-ABC123.js", { "Accept-Encoding": "gzip" }),
      get("/build/routes/page-ABC123.js", { "Accept-Encoding": "gzip" }),
    ]);
    expect(a.body.equals(b.body)).toBe(true);
    const entry = assets.entries.get(file) as { encoded: Map<string, Promise<Buffer>> };
    expect([...entry.encoded.keys()].sort()).toEqual(["br", "gzip", "identity"]);
    expect((await entry.encoded.get("gzip"))!.equals(a.body)).toBe(true);
  });

  it("answers 304 to a matching If-None-Match, and HEAD with the headers only", async () => {
    const first = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": CHROME });
    const again = await get("/build/routes/page-ABC123.js", {
      "Accept-Encoding": CHROME,
      "If-None-Match": String(first.headers.etag),
    });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);

    const head = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": CHROME }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-length"]).toBe(first.headers["content-length"]);
    expect(head.body.length).toBe(0);
  });

  it("sends small files and other types as they are, from memory", async () => {
    const tiny = await get("/build/entry-SMALL.js", { "Accept-Encoding": CHROME });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.equals(small)).toBe(true);
    const png = await get("/build/logo-1.png", { "Accept-Encoding": CHROME });
    expect(png.headers["content-encoding"]).toBeUndefined();
    expect(png.body.equals(image)).toBe(true);
    const entry = assets.entries.get(path.join(dir, "build", "logo-1.png")) as { encoded: Map<string, unknown> };
    expect([...entry.encoded.keys()]).toEqual(["identity"]);
  });

  it("leaves Range requests, missing names and names outside the folder to express.static", async () => {
    const range = await get("/build/routes/page-ABC123.js", { "Accept-Encoding": "identity", Range: "bytes=0-9" });
    expect(range.status).toBe(206);
    expect(range.body.equals(script.subarray(0, 10))).toBe(true);

    expect((await get("/build/routes/missing-1.js", { "Accept-Encoding": CHROME })).status).toBe(404);
    for (const url of ["/build/..%2Fsecret.js", "/build/%2e%2e/secret.js", "/build/routes/%00.js", "/build/%E0%A4%A"]) {
      const res = await get(url, { "Accept-Encoding": CHROME });
      expect(res.status, url).not.toBe(200);
    }
    expect(assets.entries.has(path.join(dir, "secret.js"))).toBe(false);
  });
});
