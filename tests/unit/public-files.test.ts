// The public folder served only to paths that can name one of its files (server/public-files.js),
// on a real server beside a reference with express.static alone (what the app did before): the same
// status, headers and bytes for the folder's files, its directories, index.html, dot segments,
// encoded names and names that are not there (both hand them to what follows: here a 404 marked
// "next"), and a file added or removed while the server runs.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mayName, publicFiles } from "../../server/public-files.js";

let dir: string;
const servers: http.Server[] = [];
let ours: number;
let reference: number;

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

function app(handler: express.RequestHandler) {
  const a = express();
  a.use(handler);
  // What follows the folder in the app (Remix): a mark that the request went on.
  a.use((req, res) => res.status(404).type("text/plain").send(`next ${req.method} ${req.path}`));
  return a;
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "public-files-"));
  fs.mkdirSync(path.join(dir, "icons"));
  fs.writeFileSync(path.join(dir, "icons", "icon-192.png"), Buffer.alloc(300, 3));
  fs.writeFileSync(path.join(dir, "sw.js"), "self.addEventListener('fetch', () => {});\n");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg/>");
  fs.writeFileSync(path.join(dir, "a b.txt"), "spaced");
  fs.writeFileSync(path.join(dir, ".hidden"), "dot");
  ours = await listen(app(publicFiles(dir, { maxAge: "1h" })));
  reference = await listen(app(express.static(dir, { maxAge: "1h" })));
});
afterAll(async () => {
  for (const s of servers) await new Promise((resolve) => s.close(resolve));
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(port: number, url: string, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, method, path: url }, (res) => {
      let body = "";
      res.on("data", (d: Buffer) => (body += d.toString("latin1")));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end();
  });
}

const SAME = ["content-type", "cache-control", "etag", "last-modified", "location", "content-length"];

async function expectSame(url: string, method = "GET") {
  const a = await get(ours, url, method);
  const b = await get(reference, url, method);
  expect(a.status, `${method} ${url}`).toBe(b.status);
  expect(a.body, `${method} ${url}`).toBe(b.body);
  for (const name of SAME) expect(a.headers[name], `${method} ${url}: ${name}`).toBe(b.headers[name]);
  return a;
}

const URLS = [
  "/sw.js",
  "/favicon.svg",
  "/icons/icon-192.png",
  "/icons",
  "/icons/",
  "/icons/missing.png",
  "/a%20b.txt",
  "/%73w.js",
  "/sw.js/more",
  "/",
  "/chapters",
  "/chapters/austin-tx-78701",
  "/api/chapters",
  "/.hidden",
  "/./sw.js",
  "/icons/../sw.js",
  "/..%2fetc%2fpasswd",
  "//sw.js",
  "/%E0%A4%A",
  "/sw.js%00",
  "/SW.JS",
];

describe("the public folder behind the names it holds", () => {
  it("answers every path as express.static alone does", async () => {
    for (const url of URLS) await expectSame(url);
    for (const url of ["/sw.js", "/chapters", "/"]) {
      await expectSame(url, "HEAD");
      await expectSame(url, "POST");
    }
    // A file, and a page that is not one, for sure.
    expect((await expectSame("/sw.js")).status).toBe(200);
    expect((await expectSame("/chapters")).body).toBe("next GET /chapters");
  });

  it("serves a file added while it runs, and stops serving one removed", async () => {
    expect((await get(ours, "/late.txt")).body).toBe("next GET /late.txt");
    fs.writeFileSync(path.join(dir, "late.txt"), "late");
    fs.writeFileSync(path.join(dir, "index.html"), "<p>index</p>");
    await expect.poll(async () => (await get(ours, "/late.txt")).body, { timeout: 5000 }).toBe("late");
    await expect.poll(async () => (await get(ours, "/")).body, { timeout: 5000 }).toBe("<p>index</p>");
    await expectSame("/");
    fs.rmSync(path.join(dir, "late.txt"));
    await expect.poll(async () => (await get(ours, "/late.txt")).status, { timeout: 5000 }).toBe(404);
    await expectSame("/late.txt");
  });

  it("passes on only paths that cannot name a top entry", () => {
    const names = new Set(["sw.js", "icons", "a b.txt"]);
    expect(mayName("/chapters", names)).toBe(false);
    expect(mayName("/", names)).toBe(false);
    expect(mayName("/icons/x", names)).toBe(true);
    expect(mayName("/a%20b.txt", names)).toBe(true);
    for (const unsure of ["/./x", "//sw.js", "/x\\..\\sw.js", "/%ZZ", "/x%00"])
      expect(mayName(unsure, names)).toBe(true);
  });
});
