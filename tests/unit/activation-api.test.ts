import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createSessionRow } from "~/access/sessions.server";
import { db, sqlite } from "~/db/client.server";
import { activations, chapters, memberships, messageQueue, users } from "~/db/schema";
import { replyByToken } from "~/models/activation-reply.server";
import { responseTokenFor } from "~/models/activation-common.server";
import { ReplySchema } from "~/models/activation.schema";
import * as closeRoute from "~/routes/api.activations.$id.close";
import * as oneRoute from "~/routes/api.activations.$id";
import * as updatesRoute from "~/routes/api.activations.$id.updates";
import * as listRoute from "~/routes/api.activations";

let n = 0;
function quickUser(roles: string[] = []) {
  const u = db
    .insert(users)
    .values({ email: `api-act${n++}@example.test`, displayName: `Api ${n}`, passwordHash: "!", phone: "555-0100" })
    .returning()
    .get();
  for (const role of roles)
    sqlite().prepare("insert into user_roles (user_id, role, created_at) values (?, ?, ?)").run(u.id, role, Date.now());
  return u;
}
function setup() {
  const c = db
    .insert(chapters)
    .values({
      name: `Api Act ${n++}`,
      slug: `api-act-${n}-${Date.now()}`,
      city: "Austin",
      state: "TX",
      status: "Approved",
    })
    .returning()
    .get();
  const leader = quickUser(["ChapterLeader"]);
  const member = quickUser(["Member"]);
  const outsider = quickUser(["ChapterLeader"]);
  const admin = quickUser(["GlobalAdmin"]);
  db.insert(memberships).values({ userId: leader.id, chapterId: c.id, role: "Leader", status: "Approved" }).run();
  db.insert(memberships).values({ userId: member.id, chapterId: c.id, role: "Member", status: "Approved" }).run();
  return { chapter: c, leader, member, outsider, admin };
}
const token = (userId: string) => createSessionRow(userId, "api").token;
const ctx = {} as never;

function call(
  handler: (args: { request: Request; params: Record<string, string>; context: never }) => Promise<Response>,
  method: string,
  url: string,
  opts: { user?: string; body?: unknown; raw?: string; params?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.user) headers.Authorization = `Bearer ${token(opts.user)}`;
  let body: string | undefined;
  if (opts.raw !== undefined || opts.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = opts.raw ?? JSON.stringify(opts.body);
  }
  return handler({
    request: new Request(`http://localhost${url}`, { method, headers, body }),
    params: opts.params ?? {},
    context: ctx,
  });
}

const payload = (chapterId: string) => ({
  chapterId,
  kind: "Drill",
  title: "Night search drill",
  details: "Missing hiker scenario in the north woods",
  location: "Trailhead parking lot",
  reportAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
  needed: 1,
});

describe("activations API", () => {
  it("POST /api/activations creates (201, status Open) for the chapter's leader and refuses others", async () => {
    const w = setup();
    const res = await call(listRoute.action, "POST", "/api/activations", {
      user: w.leader.id,
      body: payload(w.chapter.id),
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({
      id: expect.any(String),
      status: "Open",
      kind: "Drill",
      title: "Night search drill",
      needed: 1,
      alerted: 2,
    });
    expect(
      db.select().from(messageQueue).where(eq(messageQueue.activationId, created.id)).all().length,
    ).toBeGreaterThanOrEqual(2);

    expect((await call(listRoute.action, "POST", "/api/activations", { body: payload(w.chapter.id) })).status).toBe(
      401,
    );
    const member = await call(listRoute.action, "POST", "/api/activations", {
      user: w.member.id,
      body: payload(w.chapter.id),
    });
    expect(member.status).toBe(403);
    expect(await member.json()).toEqual({ error: expect.any(String) });
    expect(
      (await call(listRoute.action, "POST", "/api/activations", { user: w.outsider.id, body: payload(w.chapter.id) }))
        .status,
    ).toBe(403);
    expect(
      (await call(listRoute.action, "POST", "/api/activations", { user: w.admin.id, body: payload(w.chapter.id) }))
        .status,
    ).toBe(201);
  });

  it("refuses bad input with 400 and field errors, never a 500", async () => {
    const w = setup();
    const bad = await call(listRoute.action, "POST", "/api/activations", {
      user: w.leader.id,
      body: { chapterId: w.chapter.id, kind: "Exercise", title: "x", reportAt: "not a date", needed: 0 },
    });
    expect(bad.status).toBe(400);
    const body = await bad.json();
    expect(Object.keys(body.fieldErrors)).toEqual(
      expect.arrayContaining(["kind", "title", "details", "location", "reportAt", "needed"]),
    );
    expect((await call(listRoute.action, "POST", "/api/activations", { user: w.leader.id, raw: "{nope" })).status).toBe(
      400,
    );
    const unknownChapter = await call(listRoute.action, "POST", "/api/activations", {
      user: w.leader.id,
      body: payload("no-such-chapter"),
    });
    expect(unknownChapter.status).toBe(400);
  });

  it("GET /api/activations lists alerted ones (details only after replying) and the ones a leader runs", async () => {
    const w = setup();
    const created = await (
      await call(listRoute.action, "POST", "/api/activations", { user: w.leader.id, body: payload(w.chapter.id) })
    ).json();
    const mine = await (await call(listRoute.loader, "GET", "/api/activations", { user: w.member.id })).json();
    const entry = mine.find((a: { id: string }) => a.id === created.id);
    expect(entry).toMatchObject({
      status: "Open",
      canRun: false,
      myReply: { reply: "NoReply" },
      details: null,
      location: null,
    });
    replyByToken(responseTokenFor(created.id, w.member.id)!, ReplySchema.parse({ reply: "Available" }), {
      baseUrl: "http://x",
    });
    const after = await (await call(listRoute.loader, "GET", "/api/activations", { user: w.member.id })).json();
    expect(after.find((a: { id: string }) => a.id === created.id)).toMatchObject({
      location: "Trailhead parking lot",
      myReply: { reply: "Available" },
    });
    const led = await (await call(listRoute.loader, "GET", "/api/activations", { user: w.leader.id })).json();
    expect(led.find((a: { id: string }) => a.id === created.id)).toMatchObject({
      canRun: true,
      figures: { alerted: 2, replied: 1 },
    });
    const outsider = await (await call(listRoute.loader, "GET", "/api/activations", { user: w.outsider.id })).json();
    expect(outsider.some((a: { id: string }) => a.id === created.id)).toBe(false);
    expect((await call(listRoute.loader, "GET", "/api/activations")).status).toBe(401);
  });

  it("GET /api/activations/:id gives counts and roster to leaders and admins only", async () => {
    const w = setup();
    const created = await (
      await call(listRoute.action, "POST", "/api/activations", { user: w.leader.id, body: payload(w.chapter.id) })
    ).json();
    replyByToken(responseTokenFor(created.id, w.member.id)!, ReplySchema.parse({ reply: "Delayed", eta: 15 }), {
      baseUrl: "http://x",
    });
    const res = await call(oneRoute.loader, "GET", `/api/activations/${created.id}`, {
      user: w.leader.id,
      params: { id: created.id },
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.counts).toEqual({ Available: 0, Delayed: 1, Unavailable: 0, NoReply: 1 });
    expect(body.roster.find((r: { userId: string }) => r.userId === w.member.id)).toMatchObject({
      reply: "Delayed",
      etaMinutes: 15,
      phone: "555-0100",
      repliedAt: expect.any(String),
    });
    expect((await call(oneRoute.loader, "GET", "/x", { user: w.admin.id, params: { id: created.id } })).status).toBe(
      200,
    );
    expect((await call(oneRoute.loader, "GET", "/x", { user: w.member.id, params: { id: created.id } })).status).toBe(
      403,
    );
    expect((await call(oneRoute.loader, "GET", "/x", { user: w.outsider.id, params: { id: created.id } })).status).toBe(
      403,
    );
    expect((await call(oneRoute.loader, "GET", "/x", { user: w.leader.id, params: { id: "missing" } })).status).toBe(
      404,
    );
    expect((await call(oneRoute.loader, "GET", "/x", { params: { id: created.id } })).status).toBe(401);
  });

  it("POST updates (201) and close (200, then 409), refusing members", async () => {
    const w = setup();
    const created = await (
      await call(listRoute.action, "POST", "/api/activations", { user: w.leader.id, body: payload(w.chapter.id) })
    ).json();
    const params = { id: created.id };
    const upd = await call(updatesRoute.action, "POST", "/x", {
      user: w.leader.id,
      body: { message: "Bring radios", audience: "Everyone" },
      params,
    });
    expect(upd.status).toBe(201);
    expect(await upd.json()).toMatchObject({ message: "Bring radios", audience: "Everyone", recipients: 2 });
    expect(
      (await call(updatesRoute.action, "POST", "/x", { user: w.leader.id, body: { message: "" }, params })).status,
    ).toBe(400);
    expect(
      (await call(updatesRoute.action, "POST", "/x", { user: w.member.id, body: { message: "hi" }, params })).status,
    ).toBe(403);
    expect((await call(closeRoute.action, "POST", "/x", { user: w.member.id, params })).status).toBe(403);
    const closed = await call(closeRoute.action, "POST", "/x", { user: w.leader.id, params });
    expect(closed.status).toBe(200);
    expect(await closed.json()).toMatchObject({ id: created.id, status: "Closed", closedAt: expect.any(String) });
    expect((await call(closeRoute.action, "POST", "/x", { user: w.leader.id, params })).status).toBe(409);
    expect(
      (await call(updatesRoute.action, "POST", "/x", { user: w.leader.id, body: { message: "late" }, params })).status,
    ).toBe(409);
    expect((await call(closeRoute.action, "POST", "/x", { user: w.leader.id, params: { id: "missing" } })).status).toBe(
      404,
    );
    expect(db.select().from(activations).where(eq(activations.id, created.id)).get()!.status).toBe("Closed");
  });
  it("PATCH /api/activations/:id edits (200 with what changed and who was told), refuses others, bad input and stale revisions", async () => {
    const w = setup();
    const created = await (
      await call(listRoute.action, "POST", "/api/activations", { user: w.leader.id, body: payload(w.chapter.id) })
    ).json();
    expect(created.revision).toBe(0);
    replyByToken(responseTokenFor(created.id, w.member.id)!, ReplySchema.parse({ reply: "Available" }), {
      baseUrl: "http://x",
    });
    const patch = (user: string | undefined, body: unknown) =>
      call(oneRoute.action, "PATCH", `/api/activations/${created.id}`, { user, body, params: { id: created.id } });
    const res = await patch(w.leader.id, { location: "Ranger station", needed: 3, revision: 0 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: created.id,
      location: "Ranger station",
      needed: 3,
      revision: 1,
      changed: ["location", "needed"],
      notified: 1,
      promoted: 0,
    });
    const notices = db
      .select()
      .from(messageQueue)
      .where(eq(messageQueue.activationId, created.id))
      .all()
      .filter((m) => m.kind === "activation_edit");
    expect(notices.map((m) => m.userId)).toEqual([w.member.id]);

    expect((await patch(undefined, { needed: 2 })).status).toBe(401);
    expect((await patch(w.member.id, { needed: 2 })).status).toBe(403);
    expect((await patch(w.outsider.id, { needed: 2 })).status).toBe(403);
    const stale = await patch(w.leader.id, { needed: 2, revision: 0 });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ error: expect.stringContaining("Reload") });
    const bad = await patch(w.leader.id, { needed: 0, reportAt: "soon" });
    expect(bad.status).toBe(400);
    expect(Object.keys((await bad.json()).fieldErrors)).toEqual(expect.arrayContaining(["needed", "reportAt"]));
    expect((await patch(w.leader.id, {})).status).toBe(400);
    const unknown = await call(oneRoute.action, "PATCH", "/api/activations/nope", {
      user: w.leader.id,
      body: { needed: 2 },
      params: { id: "nope" },
    });
    expect(unknown.status).toBe(404);
    expect(
      (await call(oneRoute.action, "DELETE", "/x", { user: w.leader.id, params: { id: created.id } })).status,
    ).toBe(405);
    expect((await patch(w.admin.id, { needed: 2 })).status).toBe(200);
    await call(closeRoute.action, "POST", "/x", { user: w.leader.id, params: { id: created.id } });
    expect((await patch(w.leader.id, { needed: 5 })).status).toBe(409);
  });
});
