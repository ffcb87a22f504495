// How the server sends a streamed body (server/index.js sendRemixResponse) on a real HTTP server
// with gzip: the first piece reaches the client before the rest of the body is produced, the body
// is produced only as fast as the connection takes it, and it arrives whole.
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { createRequire } from "node:module";
import express, { type RequestHandler } from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendRemixResponse } from "../../server/index.js";

// The server's own gzip middleware (untyped: required, as server/index.js imports it).
const compression = createRequire(import.meta.url)("compression") as () => RequestHandler;

const PIECES = 200;
const PIECE_BYTES = 64 * 1024;
// Random bytes: gzip cannot shrink them, so every piece really fills the connection's buffers.
const piece = crypto.randomBytes(PIECE_BYTES);
let pulled = 0;
let server: http.Server;
let port = 0;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  app.get("/download.csv", (_req, res, next) => {
    pulled = 0;
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          pulled++;
          controller.enqueue(new Uint8Array(piece));
          if (pulled === PIECES) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    sendRemixResponse(res, new Response(body, { headers: { "Content-Type": "text/csv" } })).catch(next);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe("sending a streamed body", () => {
  it("sends the first piece before producing the rest, and the whole body after", async () => {
    const { pulledAtFirstByte, body } = await new Promise<{ pulledAtFirstByte: number; body: Buffer }>(
      (resolve, reject) => {
        http
          .get({ port, host: "127.0.0.1", path: "/download.csv", headers: { "Accept-Encoding": "gzip" } }, (res) => {
            expect(res.headers["content-encoding"]).toBe("gzip");
            let pulledAtFirstByte = -1;
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => {
              if (pulledAtFirstByte < 0) pulledAtFirstByte = pulled;
              chunks.push(chunk);
            });
            res.on("end", () => resolve({ pulledAtFirstByte, body: zlib.gunzipSync(Buffer.concat(chunks)) }));
            res.on("error", reject);
          })
          .on("error", reject);
      },
    );
    // Remix's own writer produced all 200 pieces (12.5 MiB) before the first byte left.
    expect(pulledAtFirstByte).toBeGreaterThan(0);
    expect(pulledAtFirstByte).toBeLessThan(PIECES / 4);
    expect(body.length).toBe(PIECES * PIECE_BYTES);
    expect(body.subarray(0, PIECE_BYTES).equals(piece)).toBe(true);
    expect(body.subarray(-PIECE_BYTES).equals(piece)).toBe(true);
  });

  it("stops producing while the client does not read", async () => {
    const seen = await new Promise<{ early: number; later: number }>((resolve, reject) => {
      const req = http.get({ port, host: "127.0.0.1", path: "/download.csv" }, (res) => {
        res.once("data", () => {
          res.pause();
          const early = pulled;
          // The server's loop turns many times meanwhile; with no reader, the body stays unread.
          let turns = 0;
          const spin = () => {
            if (++turns < 200) setImmediate(spin);
            else {
              resolve({ early, later: pulled });
              req.destroy();
            }
          };
          setImmediate(spin);
        });
        res.on("error", () => {});
      });
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
    });
    // Bounded by the socket and kernel buffers (a few MiB), far from the 12.5 MiB body.
    expect(seen.later).toBeLessThan(PIECES / 2);
    expect(seen.later - seen.early).toBeLessThan(PIECES / 2);
  });
});
