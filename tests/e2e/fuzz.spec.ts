import Database from "better-sqlite3";
import fc from "fast-check";
import { db } from "~/db/client.server";
import { eq } from "drizzle-orm";
import { events, users } from "~/db/schema";
import { loadActor } from "~/access/actor.server";
import { createActivation } from "~/models/activation-send.server";
import { createSessionRow } from "~/access/sessions.server";
import { authSessionStorage, SESSION_KEY } from "~/utils/session.server";
import { expect, insertChapter, insertMembership, insertUser, isJsProject, test } from "../helpers/e2e";
import { textTheApp, uniquePhone } from "../helpers/sms-provider";

// Hostile input at every form action and API route: never a 5xx, and the database stays sound.
test.beforeEach(() => test.skip(!isJsProject(), "HTTP-level tests run once, in the js project"));
test.describe.configure({ timeout: 240_000 });

/**
 * The arbitraries below are built on first use, not when the file is imported: a grapheme string
 * arbitrary builds fast-check's reverse mapping of every grapheme (~0.8 CPU-seconds), and the
 * Playwright runner imports every spec to list its tests before the first test can start.
 */
function once<T>(build: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= build());
}

const hostileString = once(() =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: "grapheme", maxLength: 40 }),
    fc.constantFrom(
      "",
      " ",
      "\u0000",
      "'; DROP TABLE users; --",
      "<script>alert(1)</script>",
      '=HYPERLINK("http://x")',
      "../../etc/passwd",
      "javascript:alert(1)",
      "💥🔥\u202e",
      // Control characters (NUL broke the directory's FTS query) and text a Latin-1 header cannot carry.
      "a\u0000b",
      "\u0001\u0008\u001b[31m\u007f",
      "✓ Ωμέγα 中文 ü",
      "\ud800",
      "/\u2028x",
      "a".repeat(5000),
      "x".repeat(70000),
      "2026-13-45T99:99",
      "NaN",
      "-1",
      "1e309",
      "true",
      "null",
      "{}",
      "[]",
    ),
  ),
);
const hostileValue = once(() =>
  fc.oneof(
    hostileString(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(hostileString(), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 8 }), hostileString(), { maxKeys: 3 }),
  ),
);

type Target = { path: string; fields: string[]; intents?: string[] };

async function cookieFor(userId: string) {
  const row = createSessionRow(userId);
  const session = await authSessionStorage.getSession();
  session.set(SESSION_KEY, row.token);
  return (await authSessionStorage.commitSession(session)).split(";")[0]!;
}

function formBody(values: Record<string, unknown>) {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) body.append(k, String(item));
    else if (v && typeof v === "object") body.append(k, JSON.stringify(v));
    else body.append(k, String(v));
  }
  return body;
}

/**
 * Checked through a fresh connection: this process's long-lived one can hold FTS5 structure cached
 * from before the server's last writes and then report the chapters_fts index as corrupt while the
 * file itself is sound (seen once; a new connection on the same file said "ok").
 */
function soundDatabase() {
  const fresh = new Database(process.env.DATABASE_PATH!, { readonly: true });
  try {
    expect(fresh.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(fresh.pragma("foreign_key_check")).toEqual([]);
  } finally {
    fresh.close();
  }
}

test("form actions survive hostile input", async () => {
  const admin = await insertUser({ roles: ["GlobalAdmin", "ChapterLeader", "Member"] });
  const chapter = insertChapter({ createdById: admin.id });
  insertMembership(admin.id, chapter.id, "Leader", "Approved");
  const event = db
    .insert(events)
    .values({
      chapterId: chapter.id,
      title: "Fuzz Event",
      startAt: new Date(Date.now() + 86400000),
      locationText: "Hall",
    })
    .returning()
    .get();
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const targets: Target[] = [
    { path: "/auth/login", fields: ["email", "password", "redirectTo"] },
    {
      path: "/auth/register",
      fields: ["role", "displayName", "email", "password", "confirmPassword", "justification"],
    },
    { path: "/auth/forgot-password", fields: ["email"] },
    { path: "/auth/reset-password/not-a-live-link", fields: ["password", "confirmPassword"] },
    { path: "/auth/verify-email/not-a-live-link", fields: [] },
    { path: "/auth/verify-email", fields: ["redirectTo"] },
    { path: "/waitlist", fields: ["email", "firstName", "lastName", "city", "state", "interestLevel", "website"] },
    { path: `/chapters/${chapter.slug}`, fields: ["chapterId"], intents: ["join", "bogus"] },
    { path: `/chapters/${chapter.slug}/contact`, fields: ["name", "email", "message"] },
    { path: "/dashboard/chapters/new", fields: ["name", "slug", "description", "city", "state", "regionCode"] },
    { path: "/dashboard/chapters", fields: ["chapterId", "reason"], intents: ["approve", "reject", "bogus"] },
    {
      path: "/dashboard/members",
      fields: ["membershipId", "reason"],
      intents: ["approve", "reject", "promote", "demote"],
    },
    { path: "/dashboard/events/new", fields: ["title", "description", "chapterId", "startAt", "endAt", "location"] },
    { path: "/dashboard/events", fields: ["eventId", "status"], intents: ["rsvp"] },
    {
      path: "/dashboard/resources/new",
      fields: ["title", "description", "accessLevel", "fileUrl", "linkUrl", "chapterId"],
    },
    { path: "/dashboard/announcements/new", fields: ["title", "body", "scope", "chapterId", "sendEmail"] },
    { path: "/dashboard/announcements", fields: ["announcementId"], intents: ["send-email", "sendEmail"] },
    { path: "/dashboard/waitlist", fields: ["entryId", "status"], intents: ["status", "set-status"] },
    {
      path: "/dashboard/settings",
      fields: [
        "displayName",
        "phone",
        "bio",
        "theme",
        "language",
        "timezone",
        "currentPassword",
        "newPassword",
        "confirmPassword",
        "justification",
      ],
      intents: ["profile", "notifications", "preferences", "password", "request-role"],
    },
    { path: "/admin/role-requests", fields: ["requestId"], intents: ["approve", "reject"] },
    // The activation form, its named backups and their search (a post with Conform's intent).
    {
      path: "/dashboard/activations/new",
      fields: [
        "chapterId",
        "kind",
        "title",
        "details",
        "location",
        "reportAt",
        "needed",
        "backups.afterMinutes",
        "backups.people",
        "backupQuery",
        "__intent__",
      ],
    },
    { path: "/resources/guide-chat", fields: ["message"] },
    { path: "/resources/theme", fields: ["theme", "redirectTo"] },
  ];
  const cookie = await cookieFor(admin.id);
  const failures: string[] = [];
  for (const target of targets) {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of target.fields) record[f] = hostileValue();
    record.intent = target.intents
      ? fc.oneof(fc.constantFrom(...target.intents), hostileValue())
      : fc.constant(undefined);
    await fc.assert(
      fc.asyncProperty(fc.record(record, { requiredKeys: [] }), fc.boolean(), async (values, signedIn) => {
        const res = await fetch(base + target.path, {
          method: "POST",
          body: formBody(values as Record<string, unknown>),
          signal: AbortSignal.timeout(15_000),
          headers: signedIn ? { Cookie: cookie } : {},
          redirect: "manual",
        });
        await res.arrayBuffer();
        if (res.status >= 500)
          failures.push(`${target.path} → ${res.status} for ${JSON.stringify(values).slice(0, 300)}`);
        return res.status < 500;
      }),
      { numRuns: 15, seed: 42 + target.path.length },
    );
  }
  expect(failures).toEqual([]);
  // The RSVP target uses the real event id too, to reach the deeper validation.
  const res = await fetch(`${base}/dashboard/events`, {
    method: "POST",
    body: formBody({ intent: "rsvp", eventId: event.id, status: "Nonsense" }),
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  expect(res.status).toBeLessThan(500);
  soundDatabase();
});

test("API routes survive hostile JSON", async () => {
  const admin = await insertUser({ roles: ["GlobalAdmin", "ChapterLeader", "Member"] });
  const token = createSessionRow(admin.id, "api").token;
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const targets: Target[] = [
    { path: "/api/auth/login", fields: ["email", "password"] },
    { path: "/api/auth/register", fields: ["email", "password", "displayName", "role"] },
    {
      path: "/api/waitlist",
      fields: ["email", "firstName", "lastName", "interestLevel", "city", "state", "interests"],
    },
    { path: "/api/chapters", fields: ["name", "slug", "description", "city", "state", "regionCode"] },
    { path: "/api/chapters/not-a-real-id/approve", fields: [] },
    { path: "/api/memberships", fields: ["chapterId", "role"] },
    { path: "/api/memberships/not-a-real-id/approve", fields: [] },
    { path: "/api/events", fields: ["title", "description", "chapterId", "startAt", "endAt", "location"] },
    { path: "/api/rsvps", fields: ["eventId", "status"] },
    { path: "/api/resources", fields: ["title", "description", "accessLevel", "fileUrl", "linkUrl", "chapterId"] },
    { path: "/api/announcements", fields: ["title", "body", "scope", "chapterId", "sendEmail"] },
    { path: "/api/notifications/email", fields: ["recipients", "subject", "body", "type", "announcementId"] },
    { path: "/api/admin/role-requests/not-a-real-id/approve", fields: [] },
    { path: "/api/admin/role-requests/not-a-real-id/reject", fields: [] },
    { path: "/api/emergency-guide/chat", fields: ["message"] },
    // Last: it ends the token's session.
    { path: "/api/auth/logout", fields: [] },
  ];
  const failures: string[] = [];
  for (const target of targets) {
    const record: Record<string, fc.Arbitrary<unknown>> = {};
    for (const f of target.fields) record[f] = hostileValue();
    const body = fc.oneof(
      fc.record(record, { requiredKeys: [] }).map((v) => JSON.stringify(v)),
      hostileString(),
      fc.constantFrom("{", "[1,2", "null", "42", '"str"', '{"__proto__": {"x": 1}}'),
    );
    await fc.assert(
      fc.asyncProperty(body, fc.boolean(), async (raw, withToken) => {
        const res = await fetch(base + target.path, {
          method: "POST",
          body: raw,
          headers: { "Content-Type": "application/json", ...(withToken ? { Authorization: `Bearer ${token}` } : {}) },
          signal: AbortSignal.timeout(15_000),
          redirect: "manual",
        });
        await res.arrayBuffer();
        if (res.status >= 500) failures.push(`${target.path} → ${res.status} for ${raw.slice(0, 300)}`);
        return res.status < 500;
      }),
      { numRuns: 15, seed: 7 + target.path.length },
    );
  }
  expect(failures).toEqual([]);
  soundDatabase();
});

test("the SMS webhook survives hostile texts, signed as the provider signs them", async () => {
  // A member with a phone and an open call-out, so hostile texts from that number reach the reply
  // parser and the recording, not only the unknown-number answer.
  const leader = await insertUser({ roles: ["ChapterLeader", "Member"] });
  const chapter = insertChapter({ createdById: leader.id });
  insertMembership(leader.id, chapter.id, "Leader", "Approved");
  const member = await insertUser({ roles: ["Member"] });
  insertMembership(member.id, chapter.id, "Member", "Approved");
  const phone = uniquePhone();
  db.update(users).set({ phone: phone.typed }).where(eq(users.id, member.id)).run();
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  createActivation(
    loadActor(leader.id)!,
    {
      chapterId: chapter.id,
      kind: "Drill",
      title: "Fuzz texts",
      details: "Hostile replies",
      location: "Station",
      reportAt: new Date(Date.now() + 3_600_000),
      needed: 2,
    },
    { baseUrl: base },
  );
  const from = fc.oneof(fc.constant(phone.e164), fc.constant(phone.typed), hostileString());
  const body = fc.oneof(
    hostileString(),
    fc.constantFrom("1", "2 20", "2 99999", "3", "A1 1", "A999999999 2 5", "sí", "OUI", "2", "a0 1", "A 1"),
  );
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), hostileString(), { maxKeys: 3 });
  const failures: string[] = [];
  await fc.assert(
    fc.asyncProperty(from, body, extra, fc.boolean(), async (sender, text, more, signed) => {
      const fields = { ...more, From: sender, Body: text };
      const res = await textTheApp(base, sender, text, {
        fields,
        ...(signed ? {} : { signature: "bm90IGEgc2lnbmF0dXJl" }),
      });
      // Over 64 KB the request guard answers 413 before the route reads anything.
      const ok =
        res.status === 413 ||
        (signed ? res.status === 200 && res.message !== null : res.status === 403 && res.message === null);
      if (!ok)
        failures.push(`${signed ? "signed" : "forged"} → ${res.status} for ${JSON.stringify(fields).slice(0, 300)}`);
      return ok;
    }),
    { numRuns: 60, seed: 30 },
  );
  expect(failures).toEqual([]);
  soundDatabase();
});

/** Posts or gets without following redirects; the status and the Location. */
async function hit(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(15_000), ...init });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}

const hostileTarget = once(() =>
  fc.oneof(
    fc.string({ unit: "binary", maxLength: 40 }).map((s) => `/${s}`),
    fc.string({ unit: "grapheme", maxLength: 40 }).map((s) => `/${s}`),
    fc.constantFrom(
      "/✓",
      "/chapters?q=Español",
      "/中文?q=ü#ß",
      "/a\u0000b",
      "/a\r\nSet-Cookie: x=1",
      "/\ud800",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/%E2%9C%93",
      `/${"a".repeat(5000)}`,
    ),
  ),
);

test("every redirect built from a parameter takes hostile targets: never a 5xx, always same-site", async () => {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const user = await insertUser({ roles: ["GlobalAdmin", "ChapterLeader", "Member"] });
  const cookie = await cookieFor(user.id);
  const form = (values: Record<string, string>) => new URLSearchParams(values);
  // Each redirect parameter the app reads, signed in where the redirect needs it.
  const senders: Array<[string, (to: string) => Promise<{ status: number; location: string | null }>]> = [
    ["GET /language", (to) => hit(`${base}/language?${form({ lng: "es", redirectTo: to })}`)],
    ["POST /language", (to) => hit(`${base}/language`, { method: "POST", body: form({ lng: "fr", redirectTo: to }) })],
    [
      "POST /resources/theme",
      (to) => hit(`${base}/resources/theme`, { method: "POST", body: form({ theme: "dark", redirectTo: to }) }),
    ],
    [
      "GET /auth/login (signed in)",
      (to) => hit(`${base}/auth/login?${form({ redirectTo: to })}`, { headers: { Cookie: cookie } }),
    ],
    [
      "POST /auth/login",
      (to) =>
        hit(`${base}/auth/login`, {
          method: "POST",
          body: form({ email: user.email, password: user.password, redirectTo: to }),
        }),
    ],
    [
      "POST /resources/guide-chat",
      (to) => hit(`${base}/resources/guide-chat`, { method: "POST", body: form({ intent: "clear", redirectTo: to }) }),
    ],
    [
      "POST /dashboard/events",
      (to) =>
        hit(`${base}/dashboard/events`, {
          method: "POST",
          headers: { Cookie: cookie },
          body: form({ intent: "rsvp", eventId: "not-a-real-event", status: "Going", redirectTo: to }),
        }),
    ],
  ];
  const failures: string[] = [];
  for (const [name, send] of senders) {
    await fc.assert(
      fc.asyncProperty(hostileTarget(), async (to) => {
        const { status, location } = await send(to);
        const ok =
          status < 500 && (location === null || (/^\/(?![/\\])/.test(location) && /^[\x21-\x7e]*$/.test(location)));
        if (!ok) failures.push(`${name} → ${status} ${location} for ${JSON.stringify(to).slice(0, 120)}`);
        return ok;
      }),
      { numRuns: 20, seed: 11 + name.length },
    );
  }
  expect(failures).toEqual([]);
});

test("truncated multipart, oversized and mistyped bodies get 400, 413 and 415 at every form and API route", async () => {
  const base = `http://127.0.0.1:${process.env.E2E_PORT}`;
  const admin = await insertUser({ roles: ["GlobalAdmin", "ChapterLeader", "Member"] });
  const chapter = insertChapter({ createdById: admin.id });
  const cookie = await cookieFor(admin.id);
  const token = createSessionRow(admin.id, "api").token;
  const pages = [
    "/auth/login",
    "/auth/register",
    "/auth/forgot-password",
    "/waitlist",
    "/language",
    "/resources/theme",
    "/resources/guide-chat",
    `/chapters/${chapter.slug}`,
    `/chapters/${chapter.slug}/contact`,
    "/dashboard/chapters/new",
    "/dashboard/events/new",
    "/dashboard/hours",
    "/dashboard/settings/profile",
    "/dashboard/settings/security",
    "/dashboard/training/new",
  ];
  const boundary = "----fuzz";
  const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nsomeone@example.test\r\n--${boundary}\r\nContent-Disposition: form-data; name="proof"; filename="p.pdf"\r\n\r\n%PDF-1.4 cut here`;
  // The 9 MB form body, encoded once (fetch copies a byte body per request, and would encode a
  // URLSearchParams of 9 MB again for each of the 30 posts: ~2 CPU-seconds of this process), sent
  // with the type fetch gives a URLSearchParams body.
  const nineMegabytes = {
    body: new TextEncoder().encode(form({ email: "x".repeat(9 * 1024 * 1024) }).toString()),
    type: "application/x-www-form-urlencoded;charset=UTF-8",
  };
  const failures: string[] = [];
  const expectStatus = (what: string, got: number, want: number) => {
    if (got !== want) failures.push(`${what} → ${got} (want ${want})`);
  };
  for (const path of pages) {
    for (const signedIn of [false, true]) {
      const headers: Record<string, string> = signedIn ? { Cookie: cookie } : {};
      const cut = await hit(base + path, {
        method: "POST",
        headers: { ...headers, "Content-Type": `multipart/form-data; boundary=${boundary}` },
        body: truncated,
      });
      expectStatus(`truncated multipart ${path}`, cut.status, 400);
      const big = await hit(base + path, {
        method: "POST",
        headers: { ...headers, "Content-Type": nineMegabytes.type },
        body: nineMegabytes.body,
      });
      expectStatus(`9 MB form ${path}`, big.status, 413);
      const plain = await hit(base + path, {
        method: "POST",
        headers: { ...headers, "Content-Type": "text/plain" },
        body: "email=a@example.test",
      });
      expectStatus(`text/plain ${path}`, plain.status, 415);
    }
  }
  for (const path of [
    "/api/auth/login",
    "/api/waitlist",
    "/api/chapters",
    "/api/memberships",
    "/api/emergency-guide/chat",
  ]) {
    const auth = { Authorization: `Bearer ${token}` };
    const big = await hit(base + path, {
      method: "POST",
      headers: { ...auth, "Content-Type": "application/json" },
      body: JSON.stringify({ message: "x".repeat(70 * 1024) }),
    });
    expectStatus(`70 KB JSON ${path}`, big.status, 413);
    const plain = await hit(base + path, {
      method: "POST",
      headers: { ...auth, "Content-Type": "text/plain" },
      body: "{}",
    });
    expectStatus(`text/plain ${path}`, plain.status, 415);
  }
  expect(failures).toEqual([]);
  soundDatabase();
});

function form(values: Record<string, string>) {
  return new URLSearchParams(values);
}
