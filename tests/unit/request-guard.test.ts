// The server's request guard (server/request-guard.js) as Express middleware on a real server: the
// methods it lets through, writes from other sites, body types, the body cap (declared or counted
// while reading), truncated multipart, and the Remix request built from the body it read.
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRemixRequest } from "../../server/index.js";
import { MAX_BODY_BYTES, requestGuard } from "../../server/request-guard.js";

let server: http.Server;
let port: number;

beforeAll(async () => {
  const app = express();
  app.use(
    requestGuard({
      allowedHosts: ["chapters.example.org"],
      refuse: (_req, res, { status, error }) => void res.status(status).json({ refused: error }),
    }),
  );
  // What Remix would get: the body the guard read, through the server's own Request builder.
  app.all("*", async (req, res) => {
    const request = createRemixRequest(req, res);
    const body = request.method === "GET" || request.method === "HEAD" ? "" : await request.text();
    res.json({ method: request.method, length: body.length, body: body.slice(0, 100) });
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function send(opts: {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunked?: boolean;
}): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const body = opts.body === undefined ? undefined : Buffer.from(opts.body);
    const headers: Record<string, string> = { ...opts.headers };
    if (body && !opts.chunked) headers["Content-Length"] = String(body.length);
    const req = http.request(
      { host: "127.0.0.1", port, method: opts.method ?? "POST", path: opts.path ?? "/waitlist", headers },
      (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, json: JSON.parse(text || "{}") }));
      },
    );
    req.on("error", reject);
    if (body && opts.chunked) {
      // Sent in pieces with no Content-Length, so only counting while reading can catch it.
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
    } else if (body) req.write(body);
    req.end();
  });
}

const form = { "Content-Type": "application/x-www-form-urlencoded" };
const json = { "Content-Type": "application/json" };

describe("methods", () => {
  it("answers TRACE, CONNECT-like and made-up methods with 405 and the allowed list", async () => {
    for (const method of ["TRACE", "PROPFIND", "OPTIONS"]) {
      const res = await send({ method, path: "/" });
      expect(res.status, method).toBe(405);
      expect(res.headers.allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE");
    }
  });

  it("lets GET, POST, PUT, PATCH and DELETE through", async () => {
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
      expect((await send({ method, path: "/x" })).json.method, method).toBe(method);
    }
  });
});

describe("writes from another site", () => {
  it("refuses an Origin or a Referer naming another site with 403, before any route", async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: "https://evil.example" },
      { Origin: "null" },
      { Referer: "https://evil.example/page" },
      { Origin: `http://127.0.0.1:${port + 1}` },
    ]) {
      const res = await send({ headers: { ...form, ...headers }, body: "email=a" });
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(res.json.refused).toBe("Cross-site request refused.");
    }
  });

  it("lets this site's own writes through, and clients that send neither header", async () => {
    for (const headers of <Record<string, string>[]>[
      { Origin: `http://127.0.0.1:${port}` },
      { Referer: `http://127.0.0.1:${port}/waitlist` },
      { Origin: "https://chapters.example.org" },
      {},
    ]) {
      const res = await send({ headers: { ...form, ...headers }, body: "email=a" });
      expect(res.status, JSON.stringify(headers)).toBe(200);
      expect(res.json.body).toBe("email=a");
    }
  });

  it("does not check reads", async () => {
    expect((await send({ method: "GET", headers: { Origin: "https://evil.example" } })).status).toBe(200);
  });
});

describe("body types", () => {
  it("the API reads only JSON: text/plain and forms are 415", async () => {
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const res = await send({ path: "/api/waitlist", headers: { "Content-Type": type }, body: '{"email":"a"}' });
      expect(res.status, type).toBe(415);
    }
    const ok = await send({
      path: "/api/waitlist",
      headers: { "Content-Type": "application/json; charset=utf-8" },
      body: "{}",
    });
    expect(ok.status).toBe(200);
  });

  it("pages read only what an HTML form sends", async () => {
    expect((await send({ headers: { "Content-Type": "text/plain" }, body: "hello" })).status).toBe(415);
    expect((await send({ headers: json, body: "{}" })).status).toBe(415);
    // An empty post (a button-only form) has no type to check.
    expect((await send({})).status).toBe(200);
  });
});

describe("body size", () => {
  const big = "email=" + "x".repeat(MAX_BODY_BYTES);

  it("refuses a declared body over 64 KB with 413", async () => {
    const res = await send({ headers: form, body: big });
    expect(res.status).toBe(413);
    expect(res.json.refused).toBe("Request body too large.");
  });

  it("refuses a chunked body over 64 KB while reading it", async () => {
    expect((await send({ headers: form, body: big, chunked: true })).status).toBe(413);
    expect((await send({ path: "/api/x", headers: json, body: `"${"x".repeat(70_000)}"`, chunked: true })).status).toBe(
      413,
    );
  });

  it("takes a body just under the cap whole, and the proof upload up to its own cap", async () => {
    const fits = "email=" + "x".repeat(MAX_BODY_BYTES - 10);
    expect((await send({ headers: form, body: fits, chunked: true })).json.length).toBe(fits.length);
    const boundary = "----b";
    const upload = `--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="p.pdf"\r\n\r\n${"x".repeat(1_000_000)}\r\n--${boundary}--\r\n`;
    const res = await send({
      path: "/dashboard/training/new",
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: upload,
    });
    expect(res.status).toBe(200);
    expect(res.json.length).toBe(upload.length);
  });
});

describe("multipart", () => {
  const boundary = "----x";
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.test\r\n`;

  it("refuses a truncated body or a missing boundary with 400", async () => {
    const truncated = await send({
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      body: part,
    });
    expect(truncated.status).toBe(400);
    const noBoundary = await send({ headers: { "Content-Type": "multipart/form-data" }, body: part });
    expect(noBoundary.status).toBe(400);
  });

  it("passes a complete body on", async () => {
    const body = `${part}--${boundary}--\r\n`;
    const res = await send({ headers: { "Content-Type": `multipart/form-data; boundary="${boundary}"` }, body });
    expect(res.status).toBe(200);
    expect(res.json.length).toBe(body.length);
  });
});
