// The server's in-process cache for anonymous public pages (server/response-cache.js) as Express
// middleware on a real server, over this test's migrated SQLite file: what it keeps, for whom, when
// it lets go (only when public content changes), and that every reuse is byte-for-byte the page
// with its own request's nonce, gzipped or not. Also where the client address comes from.
import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import express from "express";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { sqlite } from "~/db/client.server";
import { cacheHeaders, PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from "~/utils/cache-control";
import { enforceRateLimit } from "~/utils/rate-limit.server";
import { contentVersionReader } from "../../server/content-version.js";
import { getLoadContext, trustedHops } from "../../server/index.js";
import {
  acceptsGzip,
  buildTemplate,
  renderGzip,
  renderPlain,
  ResponseCache,
  responseCacheMiddleware,
  SESSION_CACHE_HEADER,
  sharedMaxAge,
} from "../../server/response-cache.js";
import { securityHeaders } from "../../server/security-headers.js";

describe("template rendering", () => {
  it("joins the parts around a fresh nonce, plain and as one valid gzip member", () => {
    const nonceArb = fc.base64String({ minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: "grapheme", maxLength: 300 }), { minLength: 1, maxLength: 6 }),
        nonceArb,
        nonceArb,
        (pieces, oldNonce, newNonce) => {
          fc.pre(oldNonce !== newNonce && pieces.every((p) => !p.includes(oldNonce) && !p.includes(newNonce)));
          const body = Buffer.from(pieces.join(oldNonce));
          const expected = Buffer.from(pieces.join(newNonce));
          const template = buildTemplate(body, oldNonce);
          expect(renderPlain(template, newNonce).equals(expected)).toBe(true);
          expect(zlib.gunzipSync(renderGzip(template, newNonce)).equals(expected)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("handles bodies without a nonce and larger than one stored block", () => {
    const big = Buffer.from("x".repeat(200_000) + "NONCE" + "y".repeat(70_000));
    const template = buildTemplate(big, "NONCE");
    const nonce = "n".repeat(70_000); // longer than a stored block's 65,535 bytes
    expect(zlib.gunzipSync(renderGzip(template, nonce)).toString()).toBe(
      "x".repeat(200_000) + nonce + "y".repeat(70_000),
    );
    const plain = buildTemplate(Buffer.from('{"a":1}'), null);
    expect(renderPlain(plain, null).toString()).toBe('{"a":1}');
    expect(zlib.gunzipSync(renderGzip(plain, null)).toString()).toBe('{"a":1}');
  });

  it("reads Accept-Encoding the way clients send it", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("br;q=1.0, gzip;q=0.8")).toBe(true);
    expect(acceptsGzip("gzip;q=0")).toBe(false);
    expect(acceptsGzip("br")).toBe(false);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it("keeps only what a shared cache may keep", () => {
    const ok = (headers: Record<string, string>, status = 200) => sharedMaxAge(new Response("x", { status, headers }));
    expect(ok({ "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "Cookie, Authorization" })).toBe(10);
    expect(ok({ "Cache-Control": PRIVATE_CACHE_CONTROL })).toBe(0);
    expect(ok({ "Cache-Control": "public, max-age=60" })).toBe(0);
    expect(ok({ "Cache-Control": PUBLIC_CACHE_CONTROL, "Set-Cookie": "a=b" })).toBe(0);
    expect(ok({ "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "User-Agent" })).toBe(0);
    // Visitors' pages vary on their language (issue 19): kept, keyed by the negotiated language.
    expect(ok({ "Cache-Control": PUBLIC_CACHE_CONTROL, Vary: "Cookie, Authorization, Accept-Language" })).toBe(10);
    expect(ok({ "Cache-Control": PUBLIC_CACHE_CONTROL }, 404)).toBe(0);
  });
});

describe("the cache in front of an app", () => {
  let server: http.Server;
  let base: string;
  let clock = 1_000_000;
  let renders = 0;
  const cache = new ResponseCache({ now: () => clock, maxEntries: 3 });
  let chapterCounter = 0;

  function insertChapter(name: string) {
    const now = Date.now();
    sqlite()
      .prepare(
        "insert into chapters (id, name, slug, city, state, status, created_at, updated_at) values (?, ?, ?, 'Austin', 'TX', 'Approved', ?, ?)",
      )
      .run(`rc-${++chapterCounter}-${now}`, name, `rc-${chapterCounter}-${now}`, now, now);
  }

  beforeAll(async () => {
    insertChapter("First");
    const app = express();
    app.use(securityHeaders({ hsts: false }));
    // The "app": the chapter names with the request's nonce in two scripts, the way Remix renders a
    // document; query parameters choose what the response says about caching.
    const render = async (req: express.Request, res: express.Response) => {
      renders++;
      const nonce = res.locals.cspNonce as string;
      const names = (
        sqlite().prepare("select name from chapters order by created_at, name").pluck().all() as string[]
      ).join(",");
      const html = `<html><script nonce="${nonce}"></script><p>${names}</p><script nonce="${nonce}">x</script></html>`;
      const headers = new Headers({
        "Content-Type": "text/html; charset=utf-8",
        "Cache-Control": PUBLIC_CACHE_CONTROL,
        Vary: "Cookie, Authorization",
      });
      if (req.query.private) headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
      if (req.query.seconds) headers.set("Cache-Control", `public, s-maxage=${String(req.query.seconds)}`);
      if (req.query.cookie) headers.set("Set-Cookie", "a=b");
      if (req.query.vary) headers.set("Vary", String(req.query.vary));
      // Like entry.server.tsx: the opt-in is only set where the cache reads it (no bearer token).
      if (req.query.session && !req.headers.authorization) {
        headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
        headers.set(SESSION_CACHE_HEADER, "10");
      }
      return new Response(`${html}<p>cookie=${req.headers.cookie ?? ""}</p>`, {
        status: req.query.status ? Number(req.query.status) : 200,
        headers,
      });
    };
    const send = async (res: express.Response, response: Response) => {
      res.status(response.status);
      response.headers.forEach((value, name) => res.setHeader(name, value));
      res.end(Buffer.from(await response.arrayBuffer()));
    };
    const { lookup, fill } = responseCacheMiddleware({
      cache,
      version: contentVersionReader(process.env.DATABASE_PATH!),
      render,
      send,
    });
    app.use(lookup);
    app.use(fill);
    app.all("*", async (req, res) => send(res, await render(req, res)));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
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

  it("serves the second anonymous request from the cache with its own nonce, in the page and the header", async () => {
    const before = renders;
    const first = await get("/page");
    const second = await get("/page");
    expect(renders - before).toBe(1);
    expect(second.nonce).toBeTruthy();
    expect(second.nonce).not.toBe(first.nonce);
    expect(second.body).toBe(first.body.split(first.nonce!).join(second.nonce!));
    expect(second.body.split(`nonce="${second.nonce}"`).length).toBe(3);
    expect(second.res.headers.get("cache-control")).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.res.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves gzip to clients that take it", async () => {
    await get("/gz");
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(base + "/gz", { headers: { "Accept-Encoding": "gzip" } }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(Number(raw.headers["content-length"])).toBe(raw.body.length);
    const nonce = /'nonce-([^']+)'/.exec(String(raw.headers["content-security-policy"]))?.[1];
    expect(zlib.gunzipSync(raw.body).toString()).toContain(`<script nonce="${nonce}">x</script>`);
  });

  it("lets go when public content changes, and not on a session, a rate-limit row or a chat message", async () => {
    await get("/notes");
    const before = renders;
    const now = Date.now();
    sqlite()
      .prepare(
        "insert into users (id, email, display_name, password_hash, created_at, updated_at) values (?, ?, 'U', 'x', ?, ?)",
      )
      .run(`rc-user-${now}`, `rc-${now}@example.test`, now, now);
    sqlite()
      .prepare(
        "insert into sessions (id, user_id, kind, created_at, last_seen_at, expires_at) values (?, ?, 'browser', ?, ?, ?)",
      )
      .run(`rc-session-${now}`, `rc-user-${now}`, now, now, now + 60_000);
    sqlite()
      .prepare("update sessions set last_seen_at = ? where id = ?")
      .run(now + 1, `rc-session-${now}`);
    await enforceRateLimit({ clientAddress: "192.0.2.1" }, "login");
    sqlite()
      .prepare(
        "insert into chat_messages (id, visitor_id, is_user, content, created_at) values (?, 'rc-visitor', 1, 'hello', ?)",
      )
      .run(`rc-message-${now}`, now);
    await get("/notes");
    expect(renders - before).toBe(0);
    insertChapter("Second");
    const after = await get("/notes");
    expect(renders - before).toBe(1);
    expect(after.body).toContain("First,Second");
  });

  it("never looks up or keeps a request with a cookie or credentials", async () => {
    await get("/who");
    const before = renders;
    const alice = await get("/who", { Cookie: "session=alice" });
    const again = await get("/who", { Cookie: "session=alice" });
    const api = await get("/who", { Authorization: "Bearer admin-token" });
    expect(renders - before).toBe(3);
    expect(alice.body).toContain("cookie=session=alice");
    expect(again.body).toContain("cookie=session=alice");
    expect(api.body).toContain("cookie=</p>");
    // The anonymous copy is still there for anonymous visitors.
    expect((await get("/who")).body).toContain("cookie=</p>");
    expect(renders - before).toBe(3);
  });

  it("keeps an opted-in signed-in page only for the exact cookie that asked, until a session ends", async () => {
    const before = renders;
    const alice = await get("/mine?session=1", { Cookie: "session=alice" });
    const aliceAgain = await get("/mine?session=1", { Cookie: "session=alice" });
    expect(renders - before).toBe(1);
    expect(aliceAgain.body).toContain("cookie=session=alice");
    expect(aliceAgain.nonce).not.toBe(alice.nonce);
    // The opt-in header stays inside the server; browsers and proxies see a private page.
    expect(alice.res.headers.get(SESSION_CACHE_HEADER)).toBeNull();
    expect(aliceAgain.res.headers.get(SESSION_CACHE_HEADER)).toBeNull();
    expect(aliceAgain.res.headers.get("cache-control")).toBe(PRIVATE_CACHE_CONTROL);
    // Nobody else gets Alice's page: another cookie, no cookie, a bearer token.
    const bob = await get("/mine?session=1", { Cookie: "session=bob" });
    const visitor = await get("/mine?session=1");
    const api = await get("/mine?session=1", { Authorization: "Bearer x", Cookie: "session=alice" });
    expect(bob.body).toContain("cookie=session=bob");
    expect(visitor.body).toContain("cookie=</p>");
    expect(api.body).toContain("cookie=session=alice");
    expect(renders - before).toBe(4);
    // Ending a session (sign-out deletes its row) moves the version: the kept page is let go.
    const now = Date.now();
    sqlite()
      .prepare(
        "insert into users (id, email, display_name, password_hash, created_at, updated_at) values (?, ?, 'U', 'x', ?, ?)",
      )
      .run(`rc-user2-${now}`, `rc2-${now}@example.test`, now, now);
    sqlite()
      .prepare(
        "insert into sessions (id, user_id, kind, created_at, last_seen_at, expires_at) values (?, ?, 'browser', ?, ?, ?)",
      )
      .run(`rc-session2-${now}`, `rc-user2-${now}`, now, now, now + 60_000);
    await get("/mine?session=1", { Cookie: "session=alice" });
    expect(renders - before).toBe(4);
    sqlite().prepare("delete from sessions where id = ?").run(`rc-session2-${now}`);
    await get("/mine?session=1", { Cookie: "session=alice" });
    expect(renders - before).toBe(5);
  });

  it("keeps nothing private, nothing that sets a cookie or varies on other headers, no error and no POST", async () => {
    for (const pathname of ["/x?private=1", "/x?cookie=1", "/x?status=404", "/x?vary=User-Agent", "/x?seconds=0"]) {
      const before = renders;
      await get(pathname);
      await get(pathname);
      expect(renders - before, pathname).toBe(2);
    }
    const before = renders;
    await fetch(base + "/post", { method: "POST", body: "a=1" });
    await fetch(base + "/post", { method: "POST", body: "a=1" });
    await get("/post");
    expect(renders - before).toBe(3);
  });

  it("expires entries after their s-maxage, and answers HEAD from a kept GET", async () => {
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

describe("the app's Cache-Control", () => {
  const get = (headers: Record<string, string> = {}) => new Request("http://localhost/chapters", { headers });

  it("is public for an anonymous 200 of a public page, private otherwise", () => {
    expect(cacheHeaders(get(), { publicPage: true })).toEqual({
      "Cache-Control": PUBLIC_CACHE_CONTROL,
      Vary: "Cookie, Authorization, Accept-Language",
    });
    const privateOnly = { "Cache-Control": PRIVATE_CACHE_CONTROL };
    expect(cacheHeaders(get({ Cookie: "__session=abc" }), { publicPage: true })).toEqual(privateOnly);
    expect(cacheHeaders(get({ Cookie: "theme=dark" }), { publicPage: true })).toEqual(privateOnly);
    expect(cacheHeaders(get({ Authorization: "Bearer t" }), { publicPage: true })).toEqual(privateOnly);
    expect(cacheHeaders(get(), { publicPage: true, status: 404 })).toEqual(privateOnly);
    expect(cacheHeaders(get(), { publicPage: false })).toEqual(privateOnly);
    const post = new Request("http://localhost/chapters", { method: "POST", body: "a=1" });
    expect(cacheHeaders(post, { publicPage: true })).toEqual(privateOnly);
  });
});

describe("the client address", () => {
  async function addressSeen(trustProxy: number, forwardedFor?: string) {
    const app = express();
    app.set("trust proxy", trustProxy);
    app.use(securityHeaders({ hsts: false }));
    app.get("/", (req, res) => {
      res.json(getLoadContext(req, res));
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
        headers: forwardedFor ? { "X-Forwarded-For": forwardedFor } : {},
      });
      return (await res.json()) as { clientAddress: string; cspNonce: string };
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }

  it("is the socket's address unless TRUST_PROXY names the hops, and a forged header changes nothing", async () => {
    expect((await addressSeen(0)).clientAddress).toBe("127.0.0.1");
    expect((await addressSeen(0, "203.0.113.9")).clientAddress).toBe("127.0.0.1");
    // One proxy: the address it appended (the last entry), never what the client wrote before it.
    expect((await addressSeen(1, "198.51.100.1, 203.0.113.9")).clientAddress).toBe("203.0.113.9");
    expect((await addressSeen(0)).cspNonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
  });

  it("reads TRUST_PROXY as a hop count and refuses anything else", () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops("")).toBe(0);
    expect(trustedHops("2")).toBe(2);
    expect(() => trustedHops("true")).toThrow(/number of proxy hops/);
    expect(() => trustedHops("-1")).toThrow();
  });
});
