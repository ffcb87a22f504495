import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AccessError } from "~/access/errors";
import { databasePath, db } from "~/db/client.server";
import { auditLogs, credentials, users } from "~/db/schema";
import { parseCredentialMultipart, proofPath, sniffProofType, storeProof } from "~/models/credential-proof.server";
import { addMonths, bestOf, credentialStatus, CredentialFormSchema, defaultExpiry } from "~/models/credential.schema";
import {
  chapterReadiness,
  credentialAttention,
  filteredReadiness,
  getProofForRead,
  listCredentialsFor,
  listCredentialTypes,
  listPendingReviews,
  readinessExportForSearch,
  REVIEW_PAGE_SIZE,
  recordCredential,
  rejectCredential,
  saveCredentialType,
  verifyCredential,
} from "~/models/credential.server";
import { actor, chapter, join, person, team } from "./credential-fixtures";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from("%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n");

function refusal(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    if (e instanceof AccessError) return e.kind;
    throw e;
  }
  return null;
}

// The proofs this file stores go to a folder of its own, removed when the file ends.
beforeAll(() => {
  process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cert-uploads-"));
});
afterAll(() => fs.rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true }));

describe("credential status", () => {
  const verified = new Date("2026-01-01T00:00:00Z");
  it("is computed from dates: Valid, Expiring inside the window, Expired on and after the expiry day", () => {
    const c = { verifiedAt: verified, rejectedAt: null, expiresOn: "2027-01-31" };
    expect(credentialStatus(c, 60, "2026-11-23")).toBe("Valid");
    expect(credentialStatus(c, 60, "2026-12-02")).toBe("Expiring"); // 60 days left
    expect(credentialStatus(c, 60, "2026-12-01")).toBe("Valid"); // 61 days left
    expect(credentialStatus(c, 60, "2027-01-30")).toBe("Expiring");
    expect(credentialStatus(c, 60, "2027-01-31")).toBe("Expired");
    expect(credentialStatus(c, 60, "2028-01-01")).toBe("Expired");
  });
  it("is Pending until verified, Rejected when rejected, and Valid forever without an expiry", () => {
    expect(credentialStatus({ verifiedAt: null, rejectedAt: null, expiresOn: "2020-01-01" }, 60, "2026-11-23")).toBe(
      "Pending",
    );
    expect(credentialStatus({ verifiedAt: null, rejectedAt: verified, expiresOn: null }, 60, "2026-11-23")).toBe(
      "Rejected",
    );
    expect(credentialStatus({ verifiedAt: verified, rejectedAt: null, expiresOn: null }, 60, "2099-01-01")).toBe(
      "Valid",
    );
  });
  it("defaults expiry from the type's validity, clamping month ends", () => {
    expect(defaultExpiry("2026-11-23", 24)).toBe("2028-11-23");
    expect(defaultExpiry("2026-11-23", null)).toBeNull();
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2026-01-31", 1)).toBe("2026-02-28");
  });
  it("picks the credential that speaks for the member: best status, then latest expiry", () => {
    const best = bestOf([
      { status: "Expired" as const, expiresOn: "2025-01-01" },
      { status: "Valid" as const, expiresOn: "2027-01-01" },
      { status: "Valid" as const, expiresOn: "2028-01-01" },
      { status: "Pending" as const, expiresOn: "2029-01-01" },
    ]);
    expect(best?.expiresOn).toBe("2028-01-01");
  });
  it("the form refuses an expiry before the issue date and impossible dates", () => {
    expect(CredentialFormSchema.safeParse({ credentialTypeId: "cpr-aed", issuedOn: "2026-02-30" }).success).toBe(false);
    const r = CredentialFormSchema.safeParse({
      credentialTypeId: "cpr-aed",
      issuedOn: "2026-05-01",
      expiresOn: "2026-04-01",
    });
    expect(r.success).toBe(false);
  });
});

describe("the catalogue", () => {
  it("is seeded with the ten types, CPR/AED and First Aid 2 years, amateur radio 10 years, 60-day windows", () => {
    const types = listCredentialTypes();
    const byName = Object.fromEntries(types.map((t) => [t.name, t]));
    for (const name of [
      "CERT Basic Training",
      "IS-100",
      "IS-200",
      "IS-700",
      "IS-800",
      "CPR/AED",
      "First Aid",
      "Stop the Bleed",
      "Teen CERT",
      "Amateur radio licence",
    ]) {
      expect(byName[name], name).toBeTruthy();
    }
    expect(byName["CPR/AED"]!.validityMonths).toBe(24);
    expect(byName["First Aid"]!.validityMonths).toBe(24);
    expect(byName["Amateur radio licence"]!.validityMonths).toBe(120);
    expect(types.every((t) => t.renewalWindowDays === 60)).toBe(true);
  });
  it("only admins edit it, and edits are audited", () => {
    const admin = person(["GlobalAdmin"]);
    const leader = person(["ChapterLeader"]);
    expect(
      refusal(() => saveCredentialType(actor(leader.id), { name: "Shelter Ops", renewalWindowDays: 30, active: true })),
    ).toBe("forbidden");
    const t = saveCredentialType(actor(admin.id), {
      name: "Shelter Ops",
      validityMonths: 36,
      renewalWindowDays: 30,
      active: true,
    });
    expect(t.validityMonths).toBe(36);
    expect(
      refusal(() => saveCredentialType(actor(admin.id), { name: "shelter ops", renewalWindowDays: 30, active: true })),
    ).toBe("invalid");
    expect(
      db
        .select()
        .from(auditLogs)
        .where(eq(auditLogs.targetId, t.id))
        .all()
        .map((a) => a.action),
    ).toEqual(["create_credential_type"]);
  });
});

describe("member credentials", () => {
  it("a recorded credential is Pending, with the expiry defaulted from the type", () => {
    const { member } = team();
    const c = recordCredential(actor(member.id), { credentialTypeId: "cpr-aed", issuedOn: "2026-03-01" });
    expect(c.expiresOn).toBe("2028-03-01");
    const [v] = listCredentialsFor(actor(member.id), member.id, "2026-11-23");
    expect(v!.status).toBe("Pending");
  });

  it("a leader of the member's chapter verifies it (audited); it becomes Valid", () => {
    const { leader, member } = team();
    const c = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2026-06-01" });
    verifyCredential(actor(leader.id), c.id);
    const [v] = listCredentialsFor(actor(leader.id), member.id, "2026-11-23");
    expect(v!.status).toBe("Valid");
    expect(v!.verifiedByName).toBe("Lee Leader");
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, c.id), eq(auditLogs.action, "verify_credential")))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(leader.id);
    expect(refusal(() => verifyCredential(actor(leader.id), c.id))).toBe("invalid"); // already reviewed
  });

  it("rejection needs a reason and is audited with it", () => {
    const { leader, member } = team();
    const c = recordCredential(actor(member.id), { credentialTypeId: "is-100", issuedOn: "2026-06-01" });
    expect(refusal(() => rejectCredential(actor(leader.id), c.id, "  "))).toBe("invalid");
    rejectCredential(actor(leader.id), c.id, "Certificate is for someone else");
    const row = db.select().from(credentials).where(eq(credentials.id, c.id)).get()!;
    expect(row.rejectionReason).toBe("Certificate is for someone else");
    const audit = db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetId, c.id), eq(auditLogs.action, "reject_credential")))
      .get();
    expect(audit?.metadata).toMatchObject({ reason: "Certificate is for someone else" });
  });

  it("a leader of another chapter cannot see or review it; a leader cannot verify their own", () => {
    const { leader, member } = team();
    const other = chapter();
    const stranger = person(["ChapterLeader"]);
    join(stranger.id, other.id, "Leader");
    const c = recordCredential(actor(member.id), { credentialTypeId: "is-200", issuedOn: "2026-06-01" });
    expect(refusal(() => verifyCredential(actor(stranger.id), c.id))).toBe("not_found");
    expect(refusal(() => listCredentialsFor(actor(stranger.id), member.id))).toBe("forbidden");
    expect(refusal(() => verifyCredential(actor(member.id), c.id))).toBe("forbidden");
    const own = recordCredential(actor(leader.id), { credentialTypeId: "is-200", issuedOn: "2026-06-01" });
    expect(refusal(() => verifyCredential(actor(leader.id), own.id))).toBe("forbidden");
    expect(listPendingReviews(actor(leader.id)).pending.map((p) => p.id)).toContain(c.id);
    expect(listPendingReviews(actor(leader.id)).pending.map((p) => p.id)).not.toContain(own.id);
    expect(listPendingReviews(actor(stranger.id)).pending.map((p) => p.id)).not.toContain(c.id);
    const admin = person(["GlobalAdmin"]);
    verifyCredential(actor(admin.id), own.id);
  });

  it("the review queue comes a page at a time, oldest first", () => {
    const { leader, member } = team();
    const recorded = Array.from({ length: REVIEW_PAGE_SIZE + 2 }, (_, i) =>
      recordCredential(actor(member.id), {
        credentialTypeId: "is-700",
        issuedOn: `2026-01-${String(i + 1).padStart(2, "0")}`,
      }),
    );
    const first = listPendingReviews(actor(leader.id));
    expect(first.pending).toHaveLength(REVIEW_PAGE_SIZE);
    expect(first.hasNext).toBe(true);
    const second = listPendingReviews(actor(leader.id), 2);
    expect(second.hasNext).toBe(false);
    expect([...first.pending, ...second.pending].map((p) => p.id)).toEqual(recorded.map((c) => c.id));
  });

  it("a leader's queue orders credentials recorded in the same millisecond by member, type, expiry, then entry", () => {
    const c = chapter();
    const leader = person(["ChapterLeader", "Member"], "Lee Leader");
    join(leader.id, c.id, "Leader");
    const members = [person(), person(), person()];
    for (const m of members) join(m.id, c.id);
    const recorded = [];
    for (const m of members) {
      for (const [type, issuedOn] of [
        ["is-700", "2026-03-01"],
        ["is-100", "2026-02-01"],
        ["is-100", "2026-01-01"],
        ["is-700", "2026-03-01"],
      ] as const) {
        recorded.push(
          recordCredential(actor(m.id), {
            credentialTypeId: type,
            issuedOn,
            expiresOn: issuedOn.replace("2026", "2028"),
          }),
        );
      }
    }
    // One older credential, first whatever its member.
    const older = recordCredential(actor(members[2]!.id), { credentialTypeId: "is-200", issuedOn: "2026-01-01" });
    const ids = members.map((m) => m.id);
    db.update(credentials)
      .set({ createdAt: new Date("2026-04-01T00:00:00Z") })
      .where(inArray(credentials.userId, ids))
      .run();
    db.update(credentials)
      .set({ createdAt: new Date("2026-03-01T00:00:00Z") })
      .where(eq(credentials.id, older.id))
      .run();
    const rowids = new Map(
      db
        .select({ id: credentials.id, rowid: sql<number>`"credentials"."rowid"` })
        .from(credentials)
        .where(inArray(credentials.userId, ids))
        .all()
        .map((x) => [x.id, x.rowid]),
    );
    const expected = [
      older,
      ...recorded.sort(
        (a, b) =>
          (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
          (a.credentialTypeId < b.credentialTypeId ? -1 : a.credentialTypeId > b.credentialTypeId ? 1 : 0) ||
          String(a.expiresOn).localeCompare(String(b.expiresOn)) ||
          rowids.get(a.id)! - rowids.get(b.id)!,
      ),
    ].map((x) => x.id);
    const queue = listPendingReviews(actor(leader.id)).pending.map((p) => p.id);
    expect(queue).toEqual(expected);
  });

  it("an unknown or inactive type is refused", () => {
    const { member } = team();
    expect(
      refusal(() => recordCredential(actor(member.id), { credentialTypeId: "nope", issuedOn: "2026-06-01" })),
    ).toBe("invalid");
  });
});

describe("proof files", () => {
  it("types come from the bytes: PDF, PNG, JPEG, WebP; anything else is refused", () => {
    expect(sniffProofType(PDF)).toBe("application/pdf");
    expect(sniffProofType(PNG)).toBe("image/png");
    expect(sniffProofType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("image/jpeg");
    expect(sniffProofType(Buffer.from("RIFF\0\0\0\0WEBPVP8 "))).toBe("image/webp");
    expect(sniffProofType(Buffer.from("<html><script>alert(1)</script>"))).toBeNull();
    expect(refusal(() => storeProof({ bytes: Buffer.from("MZ executable"), name: "card.pdf" }))).toBe("invalid");
    expect(
      refusal(() => storeProof({ bytes: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]), name: "big.pdf" })),
    ).toBe("invalid");
  });

  it("are stored outside public/ and served only to the owner, leaders of the owner's chapters and admins", () => {
    const { leader, member } = team();
    const c = recordCredential(
      actor(member.id),
      { credentialTypeId: "stop-the-bleed", issuedOn: "2026-06-01" },
      { bytes: PDF, name: "card.pdf" },
    );
    const proof = getProofForRead(actor(member.id), c.id);
    expect(proof.type).toBe("application/pdf");
    const file = proofPath(proof.key);
    expect(file.startsWith(process.env.UPLOADS_DIR!)).toBe(true);
    expect(fs.readFileSync(file).equals(PDF)).toBe(true);
    expect(getProofForRead(actor(leader.id), c.id).key).toBe(proof.key);
    expect(getProofForRead(actor(person(["GlobalAdmin"]).id), c.id).key).toBe(proof.key);
    const outsider = person(["ChapterLeader"]);
    join(outsider.id, chapter().id, "Leader");
    expect(refusal(() => getProofForRead(actor(outsider.id), c.id))).toBe("not_found");
    expect(refusal(() => getProofForRead(actor(person().id), c.id))).toBe("not_found");
    expect(() => proofPath("../../etc/passwd")).toThrow();
  });
});

describe("the multipart reader", () => {
  const form = (file: Buffer | null) => {
    const fd = new FormData();
    fd.set("credentialTypeId", "cpr-aed");
    fd.set("issuedOn", "2026-01-01");
    fd.set("proof", new Blob(file ? [new Uint8Array(file)] : []), file ? "card.pdf" : "");
    return fd;
  };
  // Streamed without a Content-Length, as a chunked upload would be: the 5 MB cap holds mid-stream.
  const request = (fd: FormData) => {
    const r = new Request("http://x/dashboard/training/new", { method: "POST", body: fd });
    return new Request(r.url, {
      method: "POST",
      headers: { "Content-Type": r.headers.get("Content-Type")! },
      body: r.body,
      duplex: "half",
    } as RequestInit);
  };

  it("reads the fields and keeps the file", async () => {
    const { formData, proof } = await parseCredentialMultipart(request(form(PDF)));
    expect(formData.get("issuedOn")).toBe("2026-01-01");
    expect(proof?.bytes.equals(PDF)).toBe(true);
    expect(proof?.name).toBe("card.pdf");
  });

  it("an empty file input is no file", async () => {
    const { proof } = await parseCredentialMultipart(request(form(null)));
    expect(proof).toBeNull();
  });

  it("stops reading past 5 MB and answers with a field error", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    await expect(parseCredentialMultipart(request(form(big)))).rejects.toMatchObject({
      kind: "invalid",
      fieldErrors: { proof: ["The proof file must be 5 MB or smaller"] },
    });
  });
});

describe("readiness", () => {
  it("counts current credentials per type and shows missing, expiring and expired cells", () => {
    const { chapter: c, leader, member } = team();
    const third = person(["Member"], "Taylor Third");
    join(third.id, c.id);
    const a = recordCredential(actor(member.id), { credentialTypeId: "cpr-aed", issuedOn: "2025-01-10" }); // expires 2027-01-10
    verifyCredential(actor(leader.id), a.id);
    const b = recordCredential(actor(third.id), { credentialTypeId: "cpr-aed", issuedOn: "2024-01-01" }); // expired 2026-01-01
    verifyCredential(actor(leader.id), b.id);
    const fourth = person(["Member"], "Riley Fourth");
    join(fourth.id, c.id);
    const rejected = recordCredential(actor(fourth.id), { credentialTypeId: "cpr-aed", issuedOn: "2025-06-01" });
    rejectCredential(actor(leader.id), rejected.id, "Unreadable");
    recordCredential(actor(fourth.id), { credentialTypeId: "first-aid", issuedOn: "2025-06-01" });
    const r = chapterReadiness(actor(leader.id), c.id, "2026-11-23");
    expect(r.totals["cpr-aed"]).toMatchObject({ current: 1, expiring: 1, expired: 1, missing: 2, total: 4 });
    expect(r.totals["first-aid"]).toMatchObject({ current: 0, pending: 1, missing: 3, total: 4 });
    const cells = Object.fromEntries(r.members.map((m) => [m.name, m.cells["cpr-aed"]!]));
    expect(cells).toEqual({
      "Lee Leader": { status: "Missing", expiresOn: null },
      "Morgan Member": { status: "Expiring", expiresOn: "2027-01-10" },
      "Riley Fourth": { status: "Rejected", expiresOn: "2027-06-01" },
      "Taylor Third": { status: "Expired", expiresOn: "2026-01-01" },
    });
    expect(r.members.find((m) => m.name === "Riley Fourth")!.cells["first-aid"]!.status).toBe("Pending");
    const other = person(["ChapterLeader"]);
    join(other.id, chapter().id, "Leader");
    expect(refusal(() => chapterReadiness(actor(other.id), c.id))).toBe("forbidden");
    expect(refusal(() => chapterReadiness(actor(member.id), c.id))).toBe("forbidden");
  });

  it("the CSV checks the chapter and the viewer at once, and reads the grid only as its rows are read", () => {
    const { chapter: c, leader, member } = team();
    const other = person(["ChapterLeader"]);
    join(other.id, chapter().id, "Leader");
    const query = new URLSearchParams({ chapter: c.id, type: "cpr-aed" });
    expect(refusal(() => readinessExportForSearch(actor(other.id), query))).toBe("forbidden");
    const file = readinessExportForSearch(actor(leader.id), query)!;
    expect(file.chapter.name).toBe(c.name);
    // Recorded after the call, before the rows are read: the file reads the grid as it is written.
    recordCredential(actor(member.id), { credentialTypeId: "cpr-aed", issuedOn: "2025-01-10" });
    expect([...file.records]).toEqual([
      `${c.name},Lee Leader,${leader.email},CPR/AED,Missing,\r\n`,
      `${c.name},Morgan Member,${member.email},CPR/AED,Pending,2027-01-10\r\n`,
    ]);
  });

  it("is kept while nothing it is read from changes, and shows every change at the next view (decision 057)", () => {
    const { chapter: c, leader, member } = team();
    const grid = (today = "2026-11-23") => filteredReadiness(actor(leader.id), c.id, {}, today);
    const cell = (name: string, type = "cpr-aed", today?: string) => {
      const r = grid(today);
      return r.cellOf(r.members.find((m) => m.name === name)!.id, type);
    };
    const first = grid();
    // Nothing changed: the same grid, not read again.
    expect(grid().allTypes).toBe(first.allTypes);
    // A credential recorded, then verified (credentials: migration 0050's counter).
    const a = recordCredential(actor(member.id), { credentialTypeId: "cpr-aed", issuedOn: "2025-01-10" });
    expect(cell("Morgan Member")).toEqual({ status: "Pending", expiresOn: "2027-01-10" });
    verifyCredential(actor(leader.id), a.id);
    expect(cell("Morgan Member").status).toBe("Expiring");
    // Another day: the same credential read on that day.
    expect(cell("Morgan Member", "cpr-aed", "2027-02-01").status).toBe("Expired");
    // A new member, a renamed one (memberships and users: content_version).
    const third = person(["Member"], "Taylor Third");
    join(third.id, c.id);
    expect(grid().members.map((m) => m.name)).toContain("Taylor Third");
    db.update(users).set({ displayName: "Taylor Renamed" }).where(eq(users.id, third.id)).run();
    expect(grid().members.map((m) => m.name)).toContain("Taylor Renamed");
    // Writes through another connection (another server process): a rejection, the catalogue.
    const other = new Database(databasePath());
    other.prepare("update credentials set rejected_at = ? where id = ?").run(Date.now(), a.id);
    expect(cell("Morgan Member").status).toBe("Rejected");
    other.prepare("update credential_types set active = 0 where id = 'first-aid'").run();
    expect(grid().types.map((t) => t.id)).not.toContain("first-aid");
    other.prepare("update credential_types set active = 1 where id = 'first-aid'").run();
    other.close();
    expect(grid().types.map((t) => t.id)).toContain("first-aid");
    expect(grid().totals["cpr-aed"]).toMatchObject({ current: 0, missing: 3, total: 3 });
  });

  it("the member's overview lists what is expiring and what is missing", () => {
    const { leader, member } = team();
    const a = recordCredential(actor(member.id), { credentialTypeId: "first-aid", issuedOn: "2024-12-01" }); // 2026-12-01
    verifyCredential(actor(leader.id), a.id);
    const { attention, missing } = credentialAttention(member, "2026-11-23");
    expect(attention.map((x) => [x.typeName, x.status])).toEqual([["First Aid", "Expiring"]]);
    expect(missing.map((m) => m.name)).toContain("CPR/AED");
    expect(missing.map((m) => m.name)).not.toContain("First Aid");
  });
});
