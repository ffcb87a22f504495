import { and, eq, isNull } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound } from "~/access/errors";
import { assertCan, can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { credentials, credentialTypes, users } from "~/db/schema";
import { writeAudit } from "./audit.server";
import { removeProof, storeProof, type UploadedProof } from "./credential-proof.server";
import {
  CredentialFormSchema,
  editOutcome,
  type CredentialFormValue,
  type CredentialPatch,
  type EditOutcome,
} from "./credential.schema";
import { checkedCredentialFacts, insertCredential, memberRef } from "./credential.server";

/**
 * A member's own credentials after they are recorded: edit, replace the proof, resubmit a rejected
 * one, delete (rule `credential.edit`); and a leader recording a credential on a member's behalf
 * (rule `credential.recordFor`). What an edit does to the review is `editOutcome` (decision 032).
 */

export const NOT_YOUR_CREDENTIAL = "You can only change your own credentials.";
export const CREDENTIAL_CHANGED = "This credential was just reviewed. Reload the page and try again.";

/**
 * The credential, if it is the actor's own. Someone who may read it (a leader of the member's
 * chapter) is told why not (403); anyone else is told it does not exist.
 */
export function getOwnCredential(actor: Actor, credentialId: string) {
  const row = db
    .select({ c: credentials, typeName: credentialTypes.name })
    .from(credentials)
    .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId))
    .where(eq(credentials.id, credentialId))
    .get();
  if (!row) throw notFound("Credential not found");
  const owner = { userId: row.c.userId };
  if (!can(actor, "credential.edit", owner)) {
    if (can(actor, "credential.read", memberRef(row.c.userId)))
      assertCan(actor, "credential.edit", owner, NOT_YOUR_CREDENTIAL);
    throw notFound("Credential not found");
  }
  return row;
}

type Own = ReturnType<typeof getOwnCredential>;

/** The form's values as they are stored (the edit page fills the form with them). */
export function credentialFormValues(c: Own["c"]) {
  return {
    credentialTypeId: c.credentialTypeId,
    issuedOn: c.issuedOn,
    expiresOn: c.expiresOn ?? "",
    certificateNumber: c.certificateNumber ?? "",
  };
}

/**
 * The member saves their credential: new facts, and a new proof file when given (the old file goes
 * once the change has committed). The review follows `editOutcome`. One update guarded on the review
 * as it was read, so a leader verifying at the same moment is not overwritten (409), audited in the
 * same transaction.
 */
export function updateCredential(
  actor: Actor,
  credentialId: string,
  input: CredentialFormValue,
  proof: UploadedProof | null = null,
): { outcome: EditOutcome; typeName: string } {
  const { c } = getOwnCredential(actor, credentialId);
  const { type, expiresOn } = checkedCredentialFacts(input, c.credentialTypeId);
  const facts = {
    credentialTypeId: type.id,
    issuedOn: input.issuedOn,
    expiresOn,
    certificateNumber: input.certificateNumber || null,
  };
  const changedFields: string[] = (Object.keys(facts) as Array<keyof typeof facts>).filter((k) => facts[k] !== c[k]);
  if (proof) changedFields.push("proof");
  const outcome = editOutcome(c, changedFields.length > 0);
  if (outcome === "unchanged") return { outcome, typeName: type.name };
  const stored = proof ? storeProof(proof) : null;
  const backToPending =
    outcome === "reverify" || outcome === "resubmit"
      ? { verifiedAt: null, verifiedById: null, rejectedAt: null, rejectedById: null, rejectionReason: null }
      : {};
  try {
    db.transaction((tx) => {
      const done = tx
        .update(credentials)
        .set({
          ...facts,
          ...(stored
            ? { proofKey: stored.key, proofName: stored.name, proofType: stored.type, proofSize: stored.size }
            : {}),
          ...backToPending,
        })
        .where(
          and(
            eq(credentials.id, c.id),
            c.verifiedAt ? eq(credentials.verifiedAt, c.verifiedAt) : isNull(credentials.verifiedAt),
            c.rejectedAt ? eq(credentials.rejectedAt, c.rejectedAt) : isNull(credentials.rejectedAt),
          ),
        )
        .run();
      if (done.changes !== 1) throw conflict(CREDENTIAL_CHANGED);
      writeAudit(tx, {
        actorId: actor.id,
        action: outcome === "resubmit" ? "resubmit_credential" : "update_credential",
        targetType: "credential",
        targetId: c.id,
        metadata: {
          title: type.name,
          memberId: c.userId,
          changed: changedFields,
          ...(outcome === "reverify" ? { reverify: true } : {}),
        },
      });
    });
  } catch (error) {
    if (stored) removeProof(stored.key);
    throw error;
  }
  if (stored && c.proofKey) removeProof(c.proofKey);
  return { outcome, typeName: type.name };
}

/**
 * PATCH /api/credentials/:id: the fields sent over the stored ones (`expiresOn: null`: the type's
 * usual validity), the result checked like the form, then saved as `updateCredential` saves it.
 */
export function patchCredential(actor: Actor, credentialId: string, patch: CredentialPatch) {
  const { c } = getOwnCredential(actor, credentialId);
  const has = (key: keyof CredentialPatch) => Object.prototype.hasOwnProperty.call(patch, key);
  const merged = {
    credentialTypeId: patch.credentialTypeId ?? c.credentialTypeId,
    issuedOn: patch.issuedOn ?? c.issuedOn,
    expiresOn: has("expiresOn") ? patch.expiresOn || undefined : (c.expiresOn ?? undefined),
    certificateNumber: has("certificateNumber")
      ? (patch.certificateNumber ?? undefined)
      : (c.certificateNumber ?? undefined),
  };
  const parsed = CredentialFormSchema.safeParse(merged);
  if (!parsed.success) {
    const fieldErrors = parsed.error.flatten().fieldErrors as Record<string, string[]>;
    throw invalid(Object.values(fieldErrors)[0]?.[0] ?? "Invalid credential", fieldErrors);
  }
  return updateCredential(actor, credentialId, parsed.data);
}

/** The member deletes one of their credentials (its proof file too); the audit row keeps what it was. */
export function deleteCredential(actor: Actor, credentialId: string) {
  const { c, typeName } = getOwnCredential(actor, credentialId);
  db.transaction((tx) => {
    // The audit row first: it reads the credential's owner and chapter while the row still exists.
    writeAudit(tx, {
      actorId: actor.id,
      action: "delete_credential",
      targetType: "credential",
      targetId: c.id,
      subjectId: c.userId,
      metadata: {
        title: typeName,
        memberId: c.userId,
        issuedOn: c.issuedOn,
        expiresOn: c.expiresOn,
        wasVerified: !!c.verifiedAt,
      },
    });
    const gone = tx.delete(credentials).where(eq(credentials.id, c.id)).run();
    if (gone.changes !== 1) throw notFound("Credential not found");
  });
  if (c.proofKey) removeProof(c.proofKey);
  return { id: c.id, typeName };
}

// ---- a leader records for a member --------------------------------------------------------------

/** The member a leader is about to record a credential for: their name, if the leader may (else 403/404). */
export function getMemberForRecording(actor: Actor, userId: string) {
  const member = db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!member) throw notFound("Member not found");
  const ref = memberRef(member.id);
  // Someone who may not even see the member's records is told they do not exist.
  if (!can(actor, "credential.read", ref)) throw notFound("Member not found");
  assertCan(
    actor,
    "credential.recordFor",
    ref,
    "Only a leader of one of the member's chapters (not the member) or an administrator can record a credential for them.",
  );
  return member;
}

/**
 * A leader of one of the member's chapters, or an admin, records a credential for the member:
 * saved as verified by that leader (decision 032: the leader has seen the certificate, as when they
 * verify one), source "leader", audited naming the member.
 */
export function recordCredentialFor(
  actor: Actor,
  userId: string,
  input: CredentialFormValue,
  proof: UploadedProof | null = null,
) {
  const member = getMemberForRecording(actor, userId);
  const { row, typeName } = insertCredential(actor, input, proof, {
    userId: member.id,
    source: "leader",
    forMember: true,
  });
  return { row, member, typeName };
}
