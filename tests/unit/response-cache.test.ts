// The server's response cache (scripts/response-cache.cjs) on a real node:http server and a real
// SQLite file: what it keeps, when it lets go, and that every reuse is byte-for-byte the page with a
// fresh nonce, gzipped or not.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import zlib from "node:zlib";
import Database from "better-sqlite3";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const rc = require("../../scripts/response-cache.cjs") as {
  MARK_HEADER: string;
  ResponseCache: new (opts: { version: () => unknown; now?: () => number; maxEntries?: number; maxBytes?: number }) => {
    entries: Map<string, unknown>;
  };
  acceptsGzip: (header: string | undefined) => boolean;
  buildTemplate: (body: Buffer, nonce: string | null) => unknown;
  renderGzip: (template: unknown, nonce: string | null) => Buffer;
  renderPlain: (template: unknown, nonce: string | null) => Buffer;
  handle: (cache: unknown | null, req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  sqliteDataVersion: (file: string) => () => unknown;
};

describe("template rendering", () => {
  it("joins the parts around a fresh nonce, plain and as one valid gzip member", () => {
    const nonceArb = fc.base64String({ minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme", maxLength: 300 }), { minLength: 1, maxLength: 6 }), nonceArb, nonceArb, (pieces, oldNonce, newNonce) => {
        fc.pre(oldNonce !== newNonce && pieces.every((p) => !p.includes(oldNonce) && !p.includes(newNonce)));
        const body = Buffer.from(pieces.join(oldNonce));
        const expected = Buffer.from(pieces.join(newNonce));
        const template = rc.buildTemplate(body, oldNonce);
        expect(rc.renderPlain(template, newNonce).equals(expected)).toBe(true);
        expect(zlib.gunzipSync(rc.renderGzip(template, newNonce)).equals(expected)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("handles bodies without a nonce and larger than one stored block", () => {
    const big = Buffer.from("x".repeat(200_000) + "NONCE" + "y".repeat(70_000));
    const template = rc.buildTemplate(big, "NONCE");
    const nonce = "n".repeat(70_000); // longer than a stored block's 65,535 bytes
    expect(zlib.gunzipSync(rc.renderGzip(template, nonce)).toString()).toBe("x".repeat(200_000) + nonce + "y".repeat(70_000));
    const plain = rc.buildTemplate(Buffer.from("{\"a\":1}"), null);
    expect(rc.renderPlain(plain, null).toString()).toBe("{\"a\":1}");
    expect(zlib.gunzipSync(rc.renderGzip(plain, null)).toString()).toBe("{\"a\":1}");
  });

  it("reads Accept-Encoding the way clients send it", () => {
    expect(rc.acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(rc.acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(rc.acceptsGzip("gzip;q=0")).toBe(false);
    expect(rc.acceptsGzip("br")).toBe(false);
    expect(rc.acceptsGzip("*")).toBe(true);
    expect(rc.acceptsGzip(undefined)).toBe(false);
  });
});

describe("the cache in front of an app", () => {
  let dir: string;
  let dbFile: string;
  let db: Database.Database;
  let server: http.Server;
  let base: string;
  let cache: InstanceType<typeof rc.ResponseCache>;
  let clock = 1_000_000;
  let renders = 0;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cert-rcache-"));
    dbFile = path.join(dir, "app.db");
    db = new Database(dbFile);
    db.pragma("journal_mode = WAL");
    db.exec("create table notes (id integer primary key, text text not null)");
    db.prepare("insert into notes (text) values (?)").run("first");
    cache = new rc.ResponseCache({ version: rc.sqliteDataVersion(dbFile), now: () => clock, maxEntries: 3 });
    // The "app": renders the notes with a nonce, the way entry.server.tsx marks documents.
    server = http.createServer((req, res) => {
      const url = new URL(req.url ?? "/", "http://x");
      // ?off=1: the cache turned off (RESPONSE_CACHE=0), as the server preload passes it.
      if (rc.handle(url.searchParams.get("off") === "1" ? null : cache, req, res)) return;
      renders++;
      const nonce = `nonce${renders}abcdefghij==`;
      const notes = (db.prepare("select text from notes order by id").all() as { text: string }[]).map((n) => n.text);
      const html = `<html><script nonce="${nonce}"></script><p>${notes.join(",")}</p><p>cookie=${req.headers.cookie ?? ""}</p><script nonce="${nonce}">x</script></html>`;
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      if (url.searchParams.get("mark") !== "no") res.setHeader(rc.MARK_HEADER, url.searchParams.get("seconds") ?? "10");
      if (url.searchParams.get("cookie") === "set") res.setHeader("Set-Cookie", "a=b");
      if (url.searchParams.get("status")) res.statusCode = Number(url.searchParams.get("status"));
      if (url.searchParams.get("gzip") === "1") {
        res.setHeader("Content-Encoding", "gzip");
        res.end(zlib.gzipSync(html));
      } else {
        // In pieces, as React streams it.
        res.write(html.slice(0, 20));
        res.end(html.slice(20));
      }
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    clock += 60_000; // every test starts with the previous one's entries expired
  });

  async function get(pathname: string, headers: Record<string, string> = {}) {
    const res = await fetch(base + pathname, { headers });
    const body = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    return { res, body, nonce };
  }

  it("serves the second request from the cache with a new nonce that the page and the header agree on", async () => {
    const before = renders;
    const first = await get("/page");
    const second = await get("/page");
    expect(renders - before).toBe(1);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.split(first.nonce!).join(second.nonce!));
    expect(second.body.split(`nonce="${second.nonce}"`).length).toBe(3);
    expect(second.res.headers.get(rc.MARK_HEADER)).toBeNull();
    expect(first.res.headers.get(rc.MARK_HEADER)).toBeNull();
  });

  it("serves gzip to clients that take it (Node's fetch sends Accept-Encoding: gzip and decodes)", async () => {
    const before = renders;
    await get("/gz?gzip=1");
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + "/gz?gzip=1", { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(renders - before).toBe(1);
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
    expect(zlib.gunzipSync(raw.body).toString()).toContain("<p>first");
  });

  it("lets go of every entry when the database changes, through any connection", async () => {
    await get("/notes");
    const before = renders;
    const other = new Database(dbFile);
    other.prepare("insert into notes (text) values (?)").run("second");
    other.close();
    const after = await get("/notes");
    expect(renders - before).toBe(1);
    expect(after.body).toContain("first,second");
  });

  it("keys entries by the cookies, so a page rendered for one session never reaches another", async () => {
    const before = renders;
    const alice = await get("/who", { Cookie: "session=alice" });
    const bob = await get("/who", { Cookie: "session=bob" });
    const anonymous = await get("/who");
    expect(renders - before).toBe(3);
    expect(alice.body).toContain("cookie=session=alice");
    expect(bob.body).toContain("cookie=session=bob");
    expect(anonymous.body).toContain("cookie=</p>");
    expect((await get("/who", { Cookie: "session=bob" })).body).toContain("cookie=session=bob");
    expect(renders - before).toBe(3);
    // API clients sign in with a bearer token instead of a cookie.
    await get("/who", { Authorization: "Bearer admin-token" });
    expect(renders - before).toBe(4);
  });

  it("keeps nothing unmarked, nothing that sets a cookie, no error and no POST", async () => {
    for (const pathname of ["/x?mark=no", "/x?cookie=set", "/x?status=404", "/x?seconds=0"]) {
      const before = renders;
      await get(pathname);
      await get(pathname);
      expect(renders - before, pathname).toBe(2);
    }
    const before = renders;
    const post = await fetch(base + "/post", { method: "POST", body: "a=1" });
    expect(post.headers.get(rc.MARK_HEADER)).toBeNull();
    await fetch(base + "/post", { method: "POST", body: "a=1" });
    await get("/post");
    expect(renders - before).toBe(3);
  });

  it("with the cache off, renders every time and still never sends the marker header", async () => {
    const before = renders;
    for (let i = 0; i < 2; i++) expect((await get("/off?off=1")).res.headers.get(rc.MARK_HEADER)).toBeNull();
    expect(renders - before).toBe(2);
  });

  it("expires entries after their seconds, and answers HEAD from a kept GET", async () => {
    await get("/ttl?seconds=5");
    const before = renders;
    const head = await fetch(base + "/ttl?seconds=5", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(renders - before).toBe(0);
    clock += 5_001;
    await get("/ttl?seconds=5");
    expect(renders - before).toBe(1);
  });

  it("holds at most maxEntries, dropping the least recently used", async () => {
    for (const p of ["/a", "/b", "/c"]) await get(p);
    await get("/a"); // a is now the most recently used
    await get("/d"); // drops b
    expect(cache.entries.size).toBe(3);
    const before = renders;
    await get("/a");
    await get("/b");
    expect(renders - before).toBe(1);
  });
});
