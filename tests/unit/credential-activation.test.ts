import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AccessError } from "~/access/errors";
import { db } from "~/db/client.server";
import { activationResponses, activations } from "~/db/schema";
import { ActivationApiSchema } from "~/models/activation.schema";
import { createActivation } from "~/models/activation-send.server";
import { getActivationRoster } from "~/models/activation-roster.server";
import { recordCredential, rejectCredential, verifyCredential } from "~/models/credential.server";
import { actor, join, person, team } from "./credential-fixtures";

/** An activation that requires a credential alerts only current holders; the roster says why the others were not. */
const BASE = "http://app.test";
const input = (chapterId: string, requiredCredentialTypeId?: string) => ({
  chapterId,
  kind: "Drill" as const,
  title: "Shelter call-out",
  details: "Open the shelter at the rec centre",
  location: "Rec centre",
  reportAt: new Date(Date.now() + 3600_000),
  needed: 3,
  requiredCredentialTypeId,
});

describe("activations that require a credential", () => {
  it("alert only members with a current credential; the roster lists the others and why", () => {
    const { chapter, leader, member } = team();
    const valid = person(["Member"], "Vera Valid");
    const expiring = person(["Member"], "Eli Expiring");
    const expired = person(["Member"], "Ed Expired");
    const pending = person(["Member"], "Pat Pending");
    const rejected = person(["Member"], "Rae Rejected");
    for (const p of [valid, expiring, expired, pending, rejected]) join(p.id, chapter.id);
    const today = new Date().toISOString().slice(0, 10);
    const soon = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
    const add = (userId: string, expiresOn: string, review: "verify" | "reject" | null) => {
      const c = recordCredential(actor(userId), { credentialTypeId: "cpr-aed", issuedOn: "2024-01-01", expiresOn });
      if (review === "verify") verifyCredential(actor(leader.id), c.id);
      if (review === "reject") rejectCredential(actor(leader.id), c.id, "Wrong person");
    };
    add(valid.id, "2030-01-01", "verify");
    add(expiring.id, soon, "verify");
    add(expired.id, today, "verify"); // expires today: no longer valid
    add(pending.id, "2030-01-01", null);
    add(rejected.id, "2030-01-01", "reject");

    const created = createActivation(actor(leader.id), input(chapter.id, "cpr-aed"), { baseUrl: BASE });
    expect(created.alerted).toBe(2);
    expect(
      db.select().from(activations).where(eq(activations.id, created.activation.id)).get()!.requiredCredentialTypeId,
    ).toBe("cpr-aed");
    const alerted = db
      .select()
      .from(activationResponses)
      .where(eq(activationResponses.activationId, created.activation.id))
      .all()
      .map((r) => r.userId);
    expect(new Set(alerted)).toEqual(new Set([valid.id, expiring.id]));

    const roster = getActivationRoster(actor(leader.id), created.activation.id);
    expect(roster.requiredCredential).toEqual({ id: "cpr-aed", name: "CPR/AED" });
    expect(roster.notAlerted.map((m) => [m.displayName, m.reason])).toEqual([
      ["Ed Expired", `CPR/AED expired on ${today}`],
      ["Lee Leader", "No CPR/AED on record"],
      ["Morgan Member", "No CPR/AED on record"],
      ["Pat Pending", "CPR/AED not yet verified"],
      ["Rae Rejected", "CPR/AED rejected"],
    ]);
    expect(member.id).not.toBe(valid.id);
  });

  it("without a required credential every approved member is alerted and nobody is listed as left out", () => {
    const { chapter, leader } = team();
    const created = createActivation(actor(leader.id), input(chapter.id), { baseUrl: BASE });
    expect(created.alerted).toBe(2);
    const roster = getActivationRoster(actor(leader.id), created.activation.id);
    expect(roster.requiredCredential).toBeNull();
    expect(roster.notAlerted).toEqual([]);
  });

  it("an unknown credential type is refused and nothing is sent", () => {
    const { chapter, leader } = team();
    const before = db.select().from(activations).all().length;
    expect(() => createActivation(actor(leader.id), input(chapter.id, "no-such-type"), { baseUrl: BASE })).toThrow(
      AccessError,
    );
    expect(db.select().from(activations).all().length).toBe(before);
  });

  it("the API payload accepts requiredCredentialTypeId", () => {
    const parsed = ActivationApiSchema.parse({ ...input("c1", "first-aid"), reportAt: new Date().toISOString() });
    expect(parsed.requiredCredentialTypeId).toBe("first-aid");
  });
});
