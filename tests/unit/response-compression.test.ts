// The server's response compression (server/compression.js, decision 052), on a real server: a CSV
// download compressed with gzip at zlib's fastest level, everything else at the default level, the
// encoding chosen as compression() chooses it, a body already encoded (the waitlist export's own
// gzip) sent as it is.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOAD_LEVEL, isCsvDownload, responseCompression } from "../../server/compression.js";

const csv = Buffer.from(
  Array.from(
    { length: 3000 },
    (_, i) => `"Chapter ${i % 7}","Member ${i}","m${i}@example.org","CPR ${i % 11}"\r\n`,
  ).join(""),
);
const html = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Shelter drill on the river</p>".repeat(2000)}</body></html>`,
);
const gzipped = zlib.gzipSync(csv);

let server: http.Server;
let port: number;
beforeAll(async () => {
  const app = express();
  app.use(responseCompression());
  app.get("/dashboard/readiness/export.csv", (_req, res) => res.type("text/csv").send(csv));
  app.get("/dashboard/readiness", (_req, res) => res.type("text/html").send(html));
  app.get("/dashboard/waitlist/export.csv", (_req, res) =>
    res.set({ "Content-Type": "text/csv", "Content-Encoding": "gzip" }).send(gzipped),
  );
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, acceptEncoding: string) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path, headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

describe("response compression", () => {
  it("compresses a CSV download with gzip at the fastest level", async () => {
    expect(DOWNLOAD_LEVEL).toBe(1);
    const res = await get("/dashboard/readiness/export.csv?chapter=x", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(res.body).equals(csv)).toBe(true);
    expect(res.body.equals(zlib.gzipSync(csv, { level: 1 }))).toBe(true);
    expect(res.body.length).toBeGreaterThan(zlib.gzipSync(csv).length);
  });

  it("compresses pages at the default level", async () => {
    const res = await get("/dashboard/readiness", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body.equals(zlib.gzipSync(html))).toBe(true);
  });

  it("chooses the encoding as compression() does, and sends what a client without one asked for as it is", async () => {
    const br = await get("/dashboard/readiness/export.csv", "gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(csv)).toBe(true);
    const identity = await get("/dashboard/readiness/export.csv", "identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.equals(csv)).toBe(true);
  });

  it("leaves a body already encoded as it is", async () => {
    const res = await get("/dashboard/waitlist/export.csv", "gzip");
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body.equals(gzipped)).toBe(true);
  });

  it("takes a download by its path, not its query", () => {
    expect(isCsvDownload("/dashboard/hours/export.csv")).toBe(true);
    expect(isCsvDownload("/api/activations/a1/check-in-list.csv")).toBe(true);
    expect(isCsvDownload("/dashboard/hours")).toBe(false);
    expect(isCsvDownload("/dashboard/hours.csv/x")).toBe(false);
  });
});
