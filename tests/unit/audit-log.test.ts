import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { serverT } from "~/i18n/catalogue.server";
import { writeAudit } from "~/models/audit.server";
import {
  AUDIT_CSV_HEADER,
  auditCsvRows,
  describeAuditRow,
  listAuditLog,
  resolveAuditFilters,
  type AuditCursor,
} from "~/models/audit-log.server";
import { recordCredential, verifyCredential } from "~/models/credential.server";
import { csvStream } from "~/utils/csv.server";
import { actor, chapter, join, person, team } from "./credential-fixtures";
import { refusal } from "../helpers/actor";

const en = { t: serverT("en"), lang: "en" as const };

describe("audit rows name who was affected", () => {
  it("a credential verification says whose credential, and belongs to the chapter the leader leads", () => {
    const { chapter: c, leader, member } = team();
    const cred = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2026-06-01" });
    verifyCredential(actor(leader.id), cred.id);
    const page = listAuditLog(actor(leader.id), { action: "verify_credential" });
    const mine = page.rows.find((r) => r.targetId === cred.id)!;
    expect(mine.chapterId).toBe(c.id);
    expect(mine.subjectId).toBe(member.id);
    expect(describeAuditRow(mine, en)).toMatch(/^Lee Leader verified Morgan Member’s credential “.+”\.$/);
  });
});

describe("the audit log's scope", () => {
  it("leaders see their chapters' rows, never another chapter's; admins see every row", () => {
    const a = chapter("Scope A");
    const b = chapter("Scope B");
    const leaderA = person(["ChapterLeader", "Member"], "Lead A");
    join(leaderA.id, a.id, "Leader");
    const admin = person(["GlobalAdmin"], "Admin Scope");
    db.transaction((tx) => {
      writeAudit(tx, { actorId: admin.id, action: "update_chapter", targetType: "chapter", targetId: a.id });
      writeAudit(tx, { actorId: admin.id, action: "update_chapter", targetType: "chapter", targetId: b.id });
      writeAudit(tx, { actorId: admin.id, action: "update_profile", targetType: "user", targetId: admin.id });
    });
    const seen = listAuditLog(actor(leaderA.id), { actorId: admin.id }).rows;
    expect(seen.map((r) => r.chapterId)).toEqual([a.id]);
    expect(refusal(() => listAuditLog(actor(leaderA.id), { chapterId: b.id })).kind).toBe("forbidden");
    const all = listAuditLog(actor(admin.id), { actorId: admin.id }).rows;
    expect(all.map((r) => r.action).sort()).toEqual(["update_chapter", "update_chapter", "update_profile"]);
    const member = person();
    expect(refusal(() => listAuditLog(actor(member.id), {})).kind).toBe("forbidden");
    // A leader of no chapter yet: nothing, not the network.
    const newLeader = person(["ChapterLeader", "Member"]);
    expect(listAuditLog(actor(newLeader.id), {}).rows).toEqual([]);
  });
});

describe("keyset paging", () => {
  it("walks older and back newer without repeating or skipping, rows of one instant in write order", () => {
    const admin = person(["GlobalAdmin"], "Pager");
    // Seven rows in one transaction: several share a millisecond; rowid orders them.
    db.transaction((tx) => {
      for (let i = 0; i < 7; i++)
        writeAudit(tx, { actorId: admin.id, action: "create_chapter", metadata: { chapterName: `P${i}` } });
    });
    const names = (rows: { metadata: Record<string, unknown> | null }[]) => rows.map((r) => r.metadata?.chapterName);
    const f = { actorId: admin.id };
    const p1 = listAuditLog(actor(admin.id), f, { limit: 3 });
    expect(names(p1.rows)).toEqual(["P6", "P5", "P4"]);
    expect(p1.newer).toBeNull();
    const p2 = listAuditLog(actor(admin.id), f, { limit: 3, before: p1.older });
    expect(names(p2.rows)).toEqual(["P3", "P2", "P1"]);
    const p3 = listAuditLog(actor(admin.id), f, { limit: 3, before: p2.older });
    expect(names(p3.rows)).toEqual(["P0"]);
    expect(p3.older).toBeNull();
    const back = listAuditLog(actor(admin.id), f, { limit: 3, after: p3.newer as AuditCursor });
    expect(names(back.rows)).toEqual(["P3", "P2", "P1"]);
    const top = listAuditLog(actor(admin.id), f, { limit: 3, after: back.newer as AuditCursor });
    expect(names(top.rows)).toEqual(["P6", "P5", "P4"]);
    expect(top.newer).toBeNull();
  });
});

describe("filters", () => {
  it("reads an actor by email, a chapter by name or web address, whole days in the viewer's zone", () => {
    const c = chapter("Filter Falls CERT");
    const who = person(["Member"], "Filter Person");
    const { filters, errors } = resolveAuditFilters(
      { actor: who.email.toUpperCase(), chapter: "filter falls cert", from: "2026-03-01", to: "2026-03-01" },
      "America/Chicago",
    );
    expect(errors).toEqual({});
    expect(filters.actorId).toBe(who.id);
    expect(filters.chapterId).toBe(c.id);
    // March 1 in Chicago (UTC-6): 06:00 UTC to 06:00 UTC the next day.
    expect(filters.since?.toISOString()).toBe("2026-03-01T06:00:00.000Z");
    expect(filters.until?.toISOString()).toBe("2026-03-02T06:00:00.000Z");
    expect(resolveAuditFilters({ chapter: c.slug }, "UTC").filters.chapterId).toBe(c.id);
    const bad = resolveAuditFilters(
      { actor: "nobody@example.test", chapter: "No Such Chapter", action: "Drop Table", from: "2026-02-30", to: "x" },
      "UTC",
    );
    expect(bad.errors).toEqual({
      actor: "admin.log.error.unknownActor",
      chapter: "admin.log.error.unknownChapter",
      action: "admin.log.error.unknownAction",
      from: "admin.log.error.badDate",
      to: "admin.log.error.badDate",
    });
    expect(resolveAuditFilters({ from: "2026-03-02", to: "2026-03-01" }, "UTC").errors).toEqual({
      to: "admin.log.error.dateOrder",
    });
  });

  it("a date range keeps only that range's rows", () => {
    const admin = person(["GlobalAdmin"], "Ranger");
    db.transaction((tx) => writeAudit(tx, { actorId: admin.id, action: "update_profile" }));
    const today = new Date().toISOString().slice(0, 10);
    const { filters } = resolveAuditFilters({ from: today, to: today }, "UTC");
    expect(listAuditLog(actor(admin.id), { ...filters, actorId: admin.id }).rows).toHaveLength(1);
    const { filters: past } = resolveAuditFilters({ from: "2020-01-01", to: "2020-01-31" }, "UTC");
    expect(listAuditLog(actor(admin.id), { ...past, actorId: admin.id }).rows).toHaveLength(0);
  });
});

describe("the CSV export", () => {
  it("holds every matching row with its sentence, formula-like names made text", async () => {
    const admin = person(["GlobalAdmin"], '=HYPERLINK("http://evil")');
    db.transaction((tx) => {
      for (let i = 0; i < 3; i++) writeAudit(tx, { actorId: admin.id, action: "update_profile" });
    });
    const csv = await new Response(
      csvStream(AUDIT_CSV_HEADER, auditCsvRows(actor(admin.id), { actorId: admin.id }, en)),
    ).text();
    const lines = csv.trim().split("\r\n");
    expect(lines[0]).toBe(AUDIT_CSV_HEADER.join(","));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(lines[1]).toContain("updated their profile.");
  });
});
