import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { auditLogs, credentials } from "~/db/schema";
import { proofPath } from "~/models/credential-proof.server";
import { editOutcome } from "~/models/credential.schema";
import {
  deleteCredential,
  getMemberForRecording,
  NOT_YOUR_CREDENTIAL,
  patchCredential,
  recordCredentialFor,
  updateCredential,
} from "~/models/credential-edit.server";
import { recordCredential, rejectCredential, verifyCredential } from "~/models/credential.server";
import { refusal } from "../helpers/actor";
import { actor, chapter, join, person, team } from "./credential-fixtures";

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n");

// The proofs this file stores go to a folder of its own, removed when the file ends.
beforeAll(() => {
  process.env.UPLOADS_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cert-uploads-edit-"));
});
afterAll(() => fs.rmSync(process.env.UPLOADS_DIR!, { recursive: true, force: true }));

const row = (id: string) => db.select().from(credentials).where(eq(credentials.id, id)).get();
const auditFor = (id: string) =>
  db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.targetId, id))
    .all()
    .map((a) => ({ action: a.action, subjectId: a.subjectId, chapterId: a.chapterId, metadata: a.metadata }));
const facts = { credentialTypeId: "first-aid", issuedOn: "2026-03-01", certificateNumber: "FA-1" };

describe("the rules", () => {
  it("credential.edit: only the owner; credential.recordFor: a leader of one of the member's chapters, never for oneself", () => {
    const { chapter: c, leader, member } = team();
    const outsider = person(["ChapterLeader", "Member"]);
    join(outsider.id, chapter().id, "Leader");
    const admin = person(["GlobalAdmin"]);
    const ref = { userId: member.id, chapterIds: [c.id] };
    expect(can(actor(member.id), "credential.edit", { userId: member.id })).toBe(true);
    expect(can(actor(leader.id), "credential.edit", { userId: member.id })).toBe(false);
    expect(can(actor(admin.id), "credential.edit", { userId: member.id })).toBe(false);
    expect(can(actor(leader.id), "credential.recordFor", ref)).toBe(true);
    expect(can(actor(admin.id), "credential.recordFor", ref)).toBe(true);
    expect(can(actor(outsider.id), "credential.recordFor", ref)).toBe(false);
    expect(can(actor(member.id), "credential.recordFor", ref)).toBe(false);
    expect(can(actor(leader.id), "credential.recordFor", { userId: leader.id, chapterIds: [c.id] })).toBe(false);
  });

  it("editOutcome: a verified credential goes back for review when a fact changes; a rejected one is resubmitted", () => {
    const at = new Date();
    expect(editOutcome({ verifiedAt: at, rejectedAt: null }, true)).toBe("reverify");
    expect(editOutcome({ verifiedAt: at, rejectedAt: null }, false)).toBe("unchanged");
    expect(editOutcome({ verifiedAt: null, rejectedAt: at }, false)).toBe("resubmit");
    expect(editOutcome({ verifiedAt: null, rejectedAt: null }, true)).toBe("saved");
  });
});

describe("a member edits their credential", () => {
  it("a verified credential whose dates change goes back to Pending, audited with the member as subject", () => {
    const { leader, member } = team();
    const cred = recordCredential(actor(member.id), facts);
    verifyCredential(actor(leader.id), cred.id);
    expect(row(cred.id)?.verifiedAt).toBeTruthy();
    const result = updateCredential(actor(member.id), cred.id, { ...facts, issuedOn: "2026-04-01" });
    expect(result.outcome).toBe("reverify");
    const after = row(cred.id)!;
    expect(after.issuedOn).toBe("2026-04-01");
    expect(after.verifiedAt).toBeNull();
    expect(after.verifiedById).toBeNull();
    const audit = auditFor(cred.id).find((a) => a.action === "update_credential");
    // A member's own change names them; like recording, it belongs to no one chapter (decision 025).
    expect(audit).toMatchObject({ subjectId: member.id, chapterId: null });
    expect(audit?.metadata).toMatchObject({ reverify: true, changed: ["issuedOn", "expiresOn"] });
  });

  it("saving a verified credential unchanged keeps it verified and writes nothing", () => {
    const { leader, member } = team();
    const cred = recordCredential(actor(member.id), facts);
    verifyCredential(actor(leader.id), cred.id);
    const before = auditFor(cred.id).length;
    expect(updateCredential(actor(member.id), cred.id, facts).outcome).toBe("unchanged");
    expect(row(cred.id)?.verifiedAt).toBeTruthy();
    expect(auditFor(cred.id)).toHaveLength(before);
  });

  it("replacing the proof of a verified credential sends it back for review and removes the old file", () => {
    const { leader, member } = team();
    const cred = recordCredential(actor(member.id), facts, { bytes: PDF, name: "old.pdf" });
    const oldKey = row(cred.id)!.proofKey!;
    verifyCredential(actor(leader.id), cred.id);
    const result = updateCredential(actor(member.id), cred.id, facts, { bytes: PNG, name: "new.png" });
    expect(result.outcome).toBe("reverify");
    const after = row(cred.id)!;
    expect(after.proofName).toBe("new.png");
    expect(after.proofType).toBe("image/png");
    expect(after.verifiedAt).toBeNull();
    expect(fs.existsSync(proofPath(oldKey))).toBe(false);
    expect(fs.existsSync(proofPath(after.proofKey!))).toBe(true);
  });

  it("a refused proof changes nothing", () => {
    const { member } = team();
    const cred = recordCredential(actor(member.id), facts);
    const error = refusal(() =>
      updateCredential(
        actor(member.id),
        cred.id,
        { ...facts, issuedOn: "2026-02-02" },
        { bytes: Buffer.from("nope"), name: "x.txt" },
      ),
    );
    expect(error.kind).toBe("invalid");
    expect(error.fieldErrors?.proof).toBeTruthy();
    expect(row(cred.id)?.issuedOn).toBe("2026-03-01");
  });

  it("resubmitting a rejected credential clears the rejection, changed or not", () => {
    const { leader, member } = team();
    const cred = recordCredential(actor(member.id), facts);
    rejectCredential(actor(leader.id), cred.id, "Blurry scan");
    expect(updateCredential(actor(member.id), cred.id, facts).outcome).toBe("resubmit");
    const after = row(cred.id)!;
    expect(after.rejectedAt).toBeNull();
    expect(after.rejectionReason).toBeNull();
    expect(auditFor(cred.id).map((a) => a.action)).toContain("resubmit_credential");
    // Pending again: a leader may review it again.
    verifyCredential(actor(leader.id), cred.id);
    expect(row(cred.id)?.verifiedAt).toBeTruthy();
  });

  it("a leader of the member's chapter is refused (403) and anyone else is told it does not exist", () => {
    const { leader, member } = team();
    const stranger = person();
    const cred = recordCredential(actor(member.id), facts);
    const asLeader = refusal(() => updateCredential(actor(leader.id), cred.id, { ...facts, issuedOn: "2026-01-01" }));
    expect(asLeader.kind).toBe("forbidden");
    expect(asLeader.message).toBe(NOT_YOUR_CREDENTIAL);
    expect(refusal(() => deleteCredential(actor(stranger.id), cred.id)).kind).toBe("not_found");
    expect(row(cred.id)?.issuedOn).toBe("2026-03-01");
  });

  it("PATCH merges the fields sent over the stored ones and checks the result like the form", () => {
    const { member } = team();
    const cred = recordCredential(actor(member.id), { ...facts, expiresOn: "2028-01-01" });
    patchCredential(actor(member.id), cred.id, { certificateNumber: "FA-2" });
    expect(row(cred.id)).toMatchObject({ certificateNumber: "FA-2", issuedOn: "2026-03-01", expiresOn: "2028-01-01" });
    const error = refusal(() => patchCredential(actor(member.id), cred.id, { expiresOn: "2026-01-01" }));
    expect(error.kind).toBe("invalid");
    expect(error.fieldErrors?.expiresOn).toEqual(["Expiry must be after the issue date"]);
    // null: the type's usual validity again (First Aid: 24 months).
    patchCredential(actor(member.id), cred.id, { expiresOn: null });
    expect(row(cred.id)?.expiresOn).toBe("2028-03-01");
  });

  it("the member deletes a credential: row and proof file go, the audit row keeps what it was", () => {
    const { member } = team();
    const cred = recordCredential(actor(member.id), facts, { bytes: PDF, name: "card.pdf" });
    const key = row(cred.id)!.proofKey!;
    deleteCredential(actor(member.id), cred.id);
    expect(row(cred.id)).toBeUndefined();
    expect(fs.existsSync(proofPath(key))).toBe(false);
    expect(auditFor(cred.id).find((a) => a.action === "delete_credential")).toMatchObject({
      subjectId: member.id,
      chapterId: null,
      metadata: { title: "First Aid", memberId: member.id },
    });
    expect(refusal(() => deleteCredential(actor(member.id), cred.id)).kind).toBe("not_found");
  });
});

describe("a leader records a credential for a member", () => {
  it("is saved verified by the leader, source leader, audited naming the member and the chapter", () => {
    const { chapter: c, leader, member } = team();
    const { row: cred } = recordCredentialFor(actor(leader.id), member.id, facts);
    expect(row(cred.id)).toMatchObject({ userId: member.id, source: "leader", verifiedById: leader.id });
    expect(row(cred.id)?.verifiedAt).toBeTruthy();
    expect(auditFor(cred.id)[0]).toMatchObject({
      action: "record_credential",
      subjectId: member.id,
      chapterId: c.id,
    });
  });

  it("refuses themselves, a leader of another chapter (404) and a plain member (404)", () => {
    const { leader, member } = team();
    const other = person(["ChapterLeader", "Member"]);
    join(other.id, chapter().id, "Leader");
    expect(refusal(() => recordCredentialFor(actor(leader.id), leader.id, facts)).kind).toBe("forbidden");
    expect(refusal(() => getMemberForRecording(actor(other.id), member.id)).kind).toBe("not_found");
    expect(refusal(() => recordCredentialFor(actor(member.id), leader.id, facts)).kind).toBe("not_found");
  });
});
