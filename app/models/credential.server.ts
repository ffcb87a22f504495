import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid, notFound } from "~/access/errors";
import { assertCan, can, ledChapterScope } from "~/access/rules.server";
import { db, sqlite, type DB } from "~/db/client.server";
import { contentVersionStamp, keptByStamp } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { columnValues, selectWithUser } from "~/db/query.server";
import { credentials, credentialTypes, memberships, users } from "~/db/schema";
import { csvField } from "~/utils/csv.server";
import { insertAudited, writeAudit, type AuditInput } from "./audit.server";
import { findChapterBrief, reportChapterChoice } from "./chapter-options.server";
import { removeProof, storeProof, type UploadedProof } from "./credential-proof.server";
import {
  bestOf,
  credentialStatus,
  daysBetween,
  defaultExpiry,
  isoDay,
  isCurrent,
  ReadinessQuerySchema,
  type CredentialFormValue,
  type CredentialStatus,
  type ReadinessCell,
  type ReadinessQuery,
} from "./credential.schema";

/**
 * Member credentials: recorded by the member (Pending), verified or rejected by a leader of one of
 * the member's chapters or an admin (audited), created already verified when a leader records
 * attendance at a training event. Status is computed from dates on every read.
 */

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

// ---- the catalogue ------------------------------------------------------------------------------

// The catalogue is read on every member home and training page: both lists are prepared once
// (decision 038's preparedOnce) instead of Drizzle building their SQL on every call.
const catalogueStatement = (includeInactive: boolean) =>
  preparedOnce(() =>
    db
      .select()
      .from(credentialTypes)
      .where(includeInactive ? undefined : eq(credentialTypes.active, true))
      .orderBy(asc(credentialTypes.sortOrder), asc(credentialTypes.name))
      .prepare(),
  );
const activeTypesStatement = catalogueStatement(false);
const allTypesStatement = catalogueStatement(true);

export function listCredentialTypes(opts: { includeInactive?: boolean } = {}) {
  return (opts.includeInactive ? allTypesStatement : activeTypesStatement)().all();
}

export function getCredentialType(id: string) {
  return db.select().from(credentialTypes).where(eq(credentialTypes.id, id)).get() ?? null;
}

export interface CredentialTypeInput {
  id?: string;
  name: string;
  description?: string;
  validityMonths?: number;
  renewalWindowDays: number;
  active: boolean;
}

/** Admins add or edit a credential type (audited). Names are unique. */
export function saveCredentialType(actor: Actor, input: CredentialTypeInput) {
  assertCan(actor, "training.catalogue.edit", null, "Only administrators can edit the credential catalog.");
  const clash = db
    .select({ id: credentialTypes.id })
    .from(credentialTypes)
    .where(
      and(
        sql`lower(${credentialTypes.name}) = lower(${input.name})`,
        input.id ? ne(credentialTypes.id, input.id) : undefined,
      ),
    )
    .get();
  if (clash)
    throw invalid("A credential type with that name exists", { name: ["A credential type with that name exists"] });
  const values = {
    name: input.name,
    description: input.description || null,
    validityMonths: input.validityMonths ?? null,
    renewalWindowDays: input.renewalWindowDays,
    active: input.active,
  };
  return db.transaction((tx) => {
    let row;
    if (input.id) {
      row = tx.update(credentialTypes).set(values).where(eq(credentialTypes.id, input.id)).returning().get();
      if (!row) throw notFound("Credential type not found");
    } else {
      row = tx.insert(credentialTypes).values(values).returning().get();
    }
    writeAudit(tx, {
      actorId: actor.id,
      action: input.id ? "update_credential_type" : "create_credential_type",
      targetType: "credential_type",
      targetId: row.id,
      metadata: { title: row.name, validityMonths: row.validityMonths, renewalWindowDays: row.renewalWindowDays },
    });
    return row;
  });
}

// ---- whose credentials --------------------------------------------------------------------------

/** The chapters where a user has an approved membership (the leaders who may review them). */
export function approvedChapterIdsOf(userId: string) {
  return columnValues(memberships.chapterId, and(eq(memberships.userId, userId), eq(memberships.status, "Approved")));
}

export function memberRef(userId: string) {
  return { userId, chapterIds: approvedChapterIdsOf(userId) };
}

const credentialColumns = {
  id: credentials.id,
  userId: credentials.userId,
  credentialTypeId: credentials.credentialTypeId,
  typeName: credentialTypes.name,
  renewalWindowDays: credentialTypes.renewalWindowDays,
  issuedOn: credentials.issuedOn,
  expiresOn: credentials.expiresOn,
  certificateNumber: credentials.certificateNumber,
  proofKey: credentials.proofKey,
  proofName: credentials.proofName,
  proofType: credentials.proofType,
  proofSize: credentials.proofSize,
  source: credentials.source,
  sourceEventId: credentials.sourceEventId,
  verifiedAt: credentials.verifiedAt,
  verifiedById: credentials.verifiedById,
  rejectedAt: credentials.rejectedAt,
  rejectionReason: credentials.rejectionReason,
  createdAt: credentials.createdAt,
};
function selectCredentials() {
  return db
    .select(credentialColumns)
    .from(credentials)
    .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId));
}
type CredentialRow = ReturnType<ReturnType<typeof selectCredentials>["all"]>[number];

export interface CredentialView extends Omit<CredentialRow, "proofKey"> {
  status: CredentialStatus;
  daysLeft: number | null;
  hasProof: boolean;
  verifiedByName: string | null;
}

function view(row: CredentialRow, today: string, names: Map<string, string>): CredentialView {
  const { proofKey, ...rest } = row;
  return {
    ...rest,
    status: credentialStatus(row, row.renewalWindowDays, today),
    daysLeft: row.expiresOn ? daysBetween(today, row.expiresOn) : null,
    hasProof: !!proofKey,
    verifiedByName: row.verifiedById ? (names.get(row.verifiedById) ?? null) : null,
  };
}

function namesOf(ids: Array<string | null>) {
  const wanted = [...new Set(ids.filter((v): v is string => !!v))];
  if (!wanted.length) return new Map<string, string>();
  return new Map(
    db
      .select({ id: users.id, name: users.displayName })
      .from(users)
      .where(inArray(users.id, wanted))
      .all()
      .map((u) => [u.id, u.name]),
  );
}

/** A member's credentials, newest first: for themselves, leaders of their chapters and admins. */
export function listCredentialsFor(actor: Actor, userId: string, today = isoDay()): CredentialView[] {
  assertCan(
    actor,
    "credential.read",
    memberRef(userId),
    "You can only see credentials of members of chapters you lead.",
  );
  const rows = selectCredentials()
    .where(eq(credentials.userId, userId))
    .orderBy(sql`${credentials.issuedOn} desc`, sql`${credentials.createdAt} desc`)
    .all();
  const names = namesOf(rows.map((r) => r.verifiedById));
  return rows.map((r) => view(r, today, names));
}

export function getCredentialView(actor: Actor, credentialId: string, today = isoDay()) {
  const row = selectCredentials().where(eq(credentials.id, credentialId)).get();
  if (!row || !can(actor, "credential.read", memberRef(row.userId))) throw notFound("Credential not found");
  return view(row, today, namesOf([row.verifiedById]));
}

// ---- recording ----------------------------------------------------------------------------------

/**
 * The type and expiry of a credential being recorded or edited: an active type (or the one it
 * already has, `keepTypeId`, even if the catalogue has since retired it), an issue date no later
 * than tomorrow (time zones), and the expiry given or the type's usual validity.
 */
export function checkedCredentialFacts(input: CredentialFormValue, keepTypeId?: string) {
  const type = getCredentialType(input.credentialTypeId);
  if (!type || (!type.active && type.id !== keepTypeId))
    throw invalid("Choose a credential type", { credentialTypeId: ["Choose a credential type"] });
  if (input.issuedOn > isoDay(new Date(Date.now() + 86400000))) {
    throw invalid("Date issued cannot be in the future", { issuedOn: ["Date issued cannot be in the future"] });
  }
  return { type, expiresOn: input.expiresOn ?? defaultExpiry(input.issuedOn, type.validityMonths) };
}

/**
 * A member records one of their own credentials: Pending until reviewed. The expiry defaults from
 * the type. The proof file, when given, is checked and stored before the row is written (and
 * removed again if the write fails).
 */
export function recordCredential(
  actor: Actor,
  input: CredentialFormValue,
  proof: UploadedProof | null = null,
  source: "member" | "api" = "member",
) {
  return insertCredential(actor, input, proof, { userId: actor.id, source }).row;
}

/**
 * Stores a credential and its proof file, audited as `record_credential`; the file is removed again
 * if the insert fails. A leader recording for a member (credential-edit.server.ts) passes the member
 * and `verified`: the row is then verified by the leader, and the audit row names the member.
 */
export function insertCredential(
  actor: Actor,
  input: CredentialFormValue,
  proof: UploadedProof | null,
  by: { userId: string; source: "member" | "api" | "leader"; forMember?: boolean },
) {
  const { type, expiresOn } = checkedCredentialFacts(input);
  const stored = proof ? storeProof(proof) : null;
  try {
    const row = insertAudited(
      credentials,
      {
        userId: by.userId,
        credentialTypeId: type.id,
        issuedOn: input.issuedOn,
        expiresOn,
        certificateNumber: input.certificateNumber || null,
        proofKey: stored?.key ?? null,
        proofName: stored?.name ?? null,
        proofType: stored?.type ?? null,
        proofSize: stored?.size ?? null,
        source: by.source,
        ...(by.forMember ? { verifiedAt: new Date(), verifiedById: actor.id } : {}),
      },
      (row) => ({
        actorId: actor.id,
        action: "record_credential",
        targetType: "credential",
        targetId: row.id,
        metadata: {
          title: type.name,
          ...(by.forMember ? { memberId: by.userId } : {}),
          issuedOn: row.issuedOn,
          expiresOn: row.expiresOn,
          withProof: !!stored,
          ...(by.forMember ? { verified: true } : {}),
        },
      }),
    );
    return { row, typeName: type.name };
  } catch (error) {
    if (stored) removeProof(stored.key);
    throw error;
  }
}

function loadForReview(actor: Actor, credentialId: string) {
  const row = db
    .select({ c: credentials, typeName: credentialTypes.name })
    .from(credentials)
    .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId))
    .where(eq(credentials.id, credentialId))
    .get();
  if (!row) throw notFound("Credential not found");
  const ref = memberRef(row.c.userId);
  // Someone who may not even read it is told it does not exist.
  if (!can(actor, "credential.read", ref)) throw notFound("Credential not found");
  assertCan(
    actor,
    "credential.review",
    ref,
    "Only a leader of one of the member's chapters (not the member) or an administrator can review this credential.",
  );
  if (row.c.verifiedAt || row.c.rejectedAt) throw invalid("This credential has already been reviewed.");
  return row;
}

/**
 * Verify or reject: one update guarded on the credential still being pending (two leaders at once:
 * the second is refused), audited in the same transaction.
 */
function decidePending(
  actor: Actor,
  review: ReturnType<typeof loadForReview>,
  change: Partial<typeof credentials.$inferInsert>,
  audit: { action: AuditInput["action"]; metadata: Record<string, unknown> },
) {
  const { c, typeName } = review;
  return db.transaction((tx) => {
    const row = tx
      .update(credentials)
      .set(change)
      .where(and(eq(credentials.id, c.id), isNull(credentials.verifiedAt), isNull(credentials.rejectedAt)))
      .returning()
      .get();
    if (!row) throw invalid("This credential has already been reviewed.");
    writeAudit(tx, {
      actorId: actor.id,
      action: audit.action,
      targetType: "credential",
      targetId: c.id,
      metadata: { title: typeName, memberId: c.userId, ...audit.metadata },
    });
    return row;
  });
}

/** A leader of one of the member's chapters, or an admin, verifies a pending credential (audited). */
export function verifyCredential(actor: Actor, credentialId: string) {
  const review = loadForReview(actor, credentialId);
  return decidePending(
    actor,
    review,
    { verifiedAt: new Date(), verifiedById: actor.id },
    { action: "verify_credential", metadata: { expiresOn: review.c.expiresOn } },
  );
}

/** Rejects a pending credential with a reason (audited). */
export function rejectCredential(actor: Actor, credentialId: string, reason: string) {
  const review = loadForReview(actor, credentialId);
  if (!reason.trim()) throw invalid("Give a reason for the rejection", { reason: ["Give a reason for the rejection"] });
  return decidePending(
    actor,
    review,
    { rejectedAt: new Date(), rejectedById: actor.id, rejectionReason: reason.trim() },
    { action: "reject_credential", metadata: { reason: reason.trim() } },
  );
}

/**
 * Attendance at a training event: creates the member's credential for the event's type, already
 * verified by the leader who recorded it (audited). Once per member and event; issued on the event
 * date, so a later expiry renews an older credential. Runs inside the attendance transaction.
 */
export function recordTrainingCredential(
  tx: Tx,
  input: { userId: string; credentialTypeId: string; eventId: string; eventDate: string; recordedById: string | null },
) {
  const type = tx.select().from(credentialTypes).where(eq(credentialTypes.id, input.credentialTypeId)).get();
  if (!type) return null;
  const row = tx
    .insert(credentials)
    .values({
      userId: input.userId,
      credentialTypeId: type.id,
      issuedOn: input.eventDate,
      expiresOn: defaultExpiry(input.eventDate, type.validityMonths),
      source: "attendance",
      sourceEventId: input.eventId,
      verifiedAt: new Date(),
      verifiedById: input.recordedById,
    })
    .onConflictDoNothing()
    .returning()
    .get();
  if (row) {
    writeAudit(tx, {
      actorId: input.recordedById,
      action: "verify_credential",
      targetType: "credential",
      targetId: row.id,
      metadata: {
        title: type.name,
        memberId: input.userId,
        expiresOn: row.expiresOn,
        via: "attendance",
        eventId: input.eventId,
      },
    });
  }
  return row ?? null;
}

// ---- review queue -------------------------------------------------------------------------------

/** Credentials per page of the review queue. */
export const REVIEW_PAGE_SIZE = 25;

const credentialRowid = sql<number>`"credentials"."rowid"`;

/**
 * A leader's page of the review queue (decision 064): the page's rowids chosen on
 * credentials_pending_user_idx alone (migration 0053: each member's pending credentials with the
 * order's columns in the entries), member by member of the led chapters, then only those rows read
 * and joined to their type. The order is the one the queue always had: oldest first, ties in the
 * order the members' credentials were read before (member, type, expiry, then rowid), now written
 * out. Prepared once (decision 038); the led chapters come as a JSON list.
 */
const ledQueueStatement = preparedOnce(() => {
  const order = [
    asc(credentials.createdAt),
    asc(credentials.userId),
    asc(credentials.credentialTypeId),
    asc(credentials.expiresOn),
    asc(credentialRowid),
  ];
  // INDEXED BY: without statistics (a new database) the planner takes credentials_user_event_uq,
  // whose entries hold neither the order nor the pending state, and reads every credential's row.
  const page = db
    .select({ rowid: credentialRowid })
    .from(sql`${credentials} indexed by "credentials_pending_user_idx"`)
    .where(
      and(
        isNull(credentials.verifiedAt),
        isNull(credentials.rejectedAt),
        ne(credentials.userId, sql.placeholder("actorId")),
        inArray(
          credentials.userId,
          db
            .select({ id: memberships.userId })
            .from(memberships)
            .where(
              and(
                sql`${memberships.chapterId} in (select value from json_each(${sql.placeholder("chapterIds")}))`,
                eq(memberships.status, "Approved"),
              ),
            ),
        ),
      ),
    )
    .orderBy(...order)
    .limit(REVIEW_PAGE_SIZE + 1)
    .offset(sql.placeholder("offset"));
  return selectCredentials()
    .where(inArray(credentialRowid, page))
    .orderBy(...order)
    .prepare();
});

/**
 * A leader's page of the queue, kept per leader, led chapters and page while its stamp holds
 * (decision 068; the latest 64): `readinessStamp`'s rows, content_version's first
 * (memberships: who is in the led chapters) and second (credentials and their types, migration
 * 0050). The stamp is read before the rows. Every reader gets the same rows: nothing may change them.
 */
const keptQueuePages = keptByStamp<ReturnType<ReturnType<typeof ledQueueStatement>["all"]>>(64);
function ledQueuePage(actorId: string, chapterIds: string, offset: number) {
  const stamp = readinessStamp();
  return keptQueuePages(`${actorId}|${chapterIds}|${offset}`, stamp, () =>
    ledQueueStatement().all({ actorId, chapterIds, offset }),
  );
}

/**
 * Pending credentials the actor may review, oldest first, one page at a time: members of chapters
 * they lead (admins: all), never their own. The queue is read through credentials_pending_idx
 * (admins) or credentials_pending_user_idx (leaders, `ledQueueStatement`), and each page's members'
 * chapters in one query.
 */
export function listPendingReviews(actor: Actor, page = 1, today = isoDay()) {
  assertCan(actor, "training.review", null, "Only chapter leaders and administrators review credentials.");
  const scope = ledChapterScope(actor);
  if (scope !== "all" && !scope.length) return { pending: [], hasNext: false };
  const offset = (page - 1) * REVIEW_PAGE_SIZE;
  const rows =
    scope === "all"
      ? selectCredentials()
          .where(and(isNull(credentials.verifiedAt), isNull(credentials.rejectedAt), ne(credentials.userId, actor.id)))
          .orderBy(asc(credentials.createdAt))
          .limit(REVIEW_PAGE_SIZE + 1)
          .offset(offset)
          .all()
      : ledQueuePage(actor.id, JSON.stringify(scope), offset);
  const pageUserIds = [...new Set(rows.slice(0, REVIEW_PAGE_SIZE).map((r) => r.userId))];
  const chaptersOf = approvedChapterIdsOfEach(pageUserIds);
  const people = new Map(
    (pageUserIds.length
      ? (pagePeopleStatement().all(JSON.stringify(pageUserIds)) as { id: string; displayName: string; email: string }[])
      : []
    ).map((u) => [u.id, u]),
  );
  const names = new Map<string, string>();
  return {
    pending: rows
      .slice(0, REVIEW_PAGE_SIZE)
      .filter((r) => can(actor, "credential.review", { userId: r.userId, chapterIds: chaptersOf.get(r.userId) ?? [] }))
      .map((r) => {
        const person = people.get(r.userId)!;
        return { ...view(r, today, names), memberName: person.displayName, memberEmail: person.email };
      }),
    hasNext: rows.length > REVIEW_PAGE_SIZE,
  };
}

/**
 * A review page's members (name, address) and their approved chapters, prepared once (decision 038):
 * the page's members as a JSON list, instead of Drizzle building an `in (...)` of their ids per view.
 */
const pagePeopleStatement = preparedOnce(() =>
  sqlite().prepare(
    'select "id", "display_name" as "displayName", "email" from "users" where "id" in (select value from json_each(?))',
  ),
);
const pageChaptersStatement = preparedOnce(() =>
  sqlite().prepare(
    'select "user_id" as "userId", "chapter_id" as "chapterId" from "memberships" where "user_id" in (select value from json_each(?)) and +"status" = \'Approved\'',
  ),
);

/** Each user's approved chapters, for a page of rows (one query instead of one per row). */
function approvedChapterIdsOfEach(userIds: readonly string[]) {
  const byUser = new Map<string, string[]>();
  if (!userIds.length) return byUser;
  const rows = pageChaptersStatement().all(JSON.stringify([...new Set(userIds)])) as {
    userId: string;
    chapterId: string;
  }[];
  for (const r of rows) byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), r.chapterId]);
  return byUser;
}

// ---- proof files --------------------------------------------------------------------------------

/** The proof of a credential, for its owner, leaders of the owner's chapters and admins (else 404). */
export function getProofForRead(actor: Actor, credentialId: string) {
  const row = db
    .select({
      userId: credentials.userId,
      key: credentials.proofKey,
      type: credentials.proofType,
      name: credentials.proofName,
    })
    .from(credentials)
    .where(eq(credentials.id, credentialId))
    .get();
  if (!row?.key || !row.type || !can(actor, "credential.read", memberRef(row.userId))) throw notFound("File not found");
  return { key: row.key, type: row.type, name: row.name ?? "proof" };
}

// ---- readiness ----------------------------------------------------------------------------------

type CellStatus = { status: CredentialStatus; expiresOn: string | null };
/** A credential as the readiness reads it, as stored: member, type, expiry, verified at, rejected at. */
type CredentialFacts = [string, string, string | null, number | null, number | null];

/**
 * A chapter's approved members' credentials (the readiness grid, its CSV and the API): one row per
 * member that holds any, their credentials joined into one text by SQLite (`cellsText`), each as
 * type id, unit separator (char 31), R (rejected), V (verified) or P (pending), then "=" and the
 * expiry when there is one; credentials apart by a record separator (char 30). Handing 300 rows
 * to JavaScript instead of 1,700 arrays of five values (two of them ids) halves the query's cost.
 * R and V test the timestamps as JavaScript does (a truthy integer), so `credentialStatus` sees
 * the same facts. Prepared once (decision 038). The chapter's members come as a subquery, not a
 * list of hundreds of ids: SQLite walks memberships_chapter_status_idx and probes the covering
 * credentials_user_type_idx per member, where a long IN list can tip the planner into reading
 * every credential.
 */
const chapterCredentialsStatement = preparedOnce(() =>
  db
    .select({
      userId: credentials.userId,
      cellsText: sql<string>`group_concat(${credentials.credentialTypeId} || char(31) || case when ${credentials.rejectedAt} then 'R' when ${credentials.verifiedAt} then 'V' else 'P' end || ifnull('=' || ${credentials.expiresOn}, ''), char(30))`,
    })
    .from(credentials)
    .where(
      inArray(
        credentials.userId,
        db
          .select({ id: memberships.userId })
          .from(memberships)
          .where(and(eq(memberships.chapterId, sql.placeholder("chapterId")), eq(memberships.status, "Approved"))),
      ),
    )
    .groupBy(credentials.userId)
    .prepare(),
);

/** `chapterCredentialsStatement`'s rows read back as the credentials' facts `bestCells` takes. */
function* chapterCredentialFacts(chapterId: string): Generator<CredentialFacts> {
  const rows = chapterCredentialsStatement().values({ chapterId }) as [string, string][];
  for (const [userId, text] of rows) {
    for (const credential of text.split("\x1e")) {
      const cut = credential.indexOf("\x1f");
      const flag = credential[cut + 1];
      yield [
        userId,
        credential.slice(0, cut),
        credential.length > cut + 2 ? credential.slice(cut + 3) : null,
        flag === "V" ? 1 : null,
        flag === "R" ? 1 : null,
      ];
    }
  }
}

/** A chapter's approved members by name (the readiness grid's rows), prepared once. */
const chapterMembersStatement = preparedOnce(() =>
  selectWithUser(memberships, { id: users.id, name: users.displayName, email: users.email })
    .where(and(eq(memberships.chapterId, sql.placeholder("chapterId")), eq(memberships.status, "Approved")))
    .orderBy(asc(users.displayName))
    .prepare(),
);

/**
 * Every credential of these members (of one type, when given) with its status on `today`, grouped
 * by `userId|typeId`: the readiness grid and the activation roster pick the best of each group.
 */
function statusesByMemberType(
  userIds: readonly string[] | { chapterId: string },
  today: string,
  credentialTypeId?: string,
  types: ReadonlyArray<{ id: string; renewalWindowDays: number }> = listCredentialTypes({ includeInactive: true }),
) {
  if (Array.isArray(userIds) && !userIds.length) return new Map<string, Map<string, CellStatus>>();
  // As arrays, as stored (Drizzle's `values()`): no row object or Date to map for each of them;
  // a status needs only whether verified_at and rejected_at are set.
  const rows: Iterable<CredentialFacts> =
    "chapterId" in userIds && !credentialTypeId
      ? chapterCredentialFacts(userIds.chapterId)
      : (db
          .select({
            userId: credentials.userId,
            typeId: credentials.credentialTypeId,
            expiresOn: credentials.expiresOn,
            verifiedAt: credentials.verifiedAt,
            rejectedAt: credentials.rejectedAt,
          })
          .from(credentials)
          .where(
            and(
              credentialTypeId ? eq(credentials.credentialTypeId, credentialTypeId) : undefined,
              inArray(
                credentials.userId,
                "chapterId" in userIds
                  ? db
                      .select({ id: memberships.userId })
                      .from(memberships)
                      .where(and(eq(memberships.chapterId, userIds.chapterId), eq(memberships.status, "Approved")))
                  : [...userIds],
              ),
            ),
          )
          .values() as CredentialFacts[]);
  return bestCells(rows, types, today);
}

/**
 * Each member's best credential of each type (member id → type id → cell), kept as the rows
 * arrive: no list per cell, and no composed key string to build and hash per lookup. The renewal
 * windows come from the catalogue the caller already holds: joining credential_types for them
 * cost a lookup per credential (1,700 for a chapter of 300 at national size).
 */
function bestCells(
  rows: Iterable<CredentialFacts>,
  types: ReadonlyArray<{ id: string; renewalWindowDays: number }>,
  today: string,
) {
  const best = new Map<string, Map<string, CellStatus>>();
  const windows = new Map(types.map((t) => [t.id, t.renewalWindowDays]));
  for (const [userId, typeId, expiresOn, verifiedAt, rejectedAt] of rows) {
    const window = windows.get(typeId);
    if (window === undefined) continue; // a type not in the list asked about
    const cell = { status: credentialStatus({ expiresOn, verifiedAt, rejectedAt }, window, today), expiresOn };
    let byType = best.get(userId);
    if (!byType) best.set(userId, (byType = new Map()));
    const prev = byType.get(typeId);
    byType.set(typeId, prev ? bestOf([prev, cell])! : cell);
  }
  return best;
}

export interface ReadinessMember {
  id: string;
  name: string;
  email: string;
  cells: Record<string, { status: ReadinessCell; expiresOn: string | null }>;
}

type ReadinessCellValue = ReadinessMember["cells"][string];

type ReadableChapter = NonNullable<ReturnType<typeof findChapterBrief>>;

/** The chapter whose readiness the actor asks for, once they may see it (readiness.view). */
function readableReadinessChapter(actor: Actor, chapterId: string): ReadableChapter {
  const chapter = findChapterBrief(chapterId);
  if (!chapter) throw notFound("Chapter not found");
  assertCan(
    actor,
    "readiness.view",
    chapterId,
    "Only leaders of this chapter and administrators can see its readiness.",
  );
  return chapter;
}

/**
 * A chapter's readiness as the grid, its CSV and the API read it: the approved members by name,
 * the active types, the per-type totals of the whole chapter, and each member's cell of a type on
 * demand (`cellOf`), so a page of 50 builds the cells of its 50 members only.
 */
function readinessOf(actor: Actor, chapterId: string, today: string) {
  return readinessOfChapter(readableReadinessChapter(actor, chapterId), today);
}

/**
 * What a chapter's readiness stays the same as: today, `content_version` (memberships, users'
 * names and emails, chapters) and its second row (credentials, the catalogue: migration 0050).
 */
const readinessStamp = contentVersionStamp(1, 2);

/**
 * A chapter's readiness, kept while its stamp is unchanged (decision 057): a leader pages and
 * filters the grid, downloads its CSV, several leaders of one chapter look, without the chapter's
 * 1,700 credentials read and sorted out again each time. Kept per chapter: the latest 32.
 */
const keptReadiness = keptByStamp<ReturnType<typeof readReadiness>>(32);

/** `readinessOf` a chapter whose readiness the viewer may see (readableReadinessChapter). */
function readinessOfChapter(chapter: ReadableChapter, today: string) {
  // Read before the rows: a write landing between them is seen by the next view.
  const stamp = `${today}|${readinessStamp()}`;
  return { chapter, ...keptReadiness(chapter.id, stamp, () => readReadiness(chapter.id, today)) };
}

/** A chapter's readiness read now: its members, the active types, the totals and each member's cells. */
function readReadiness(chapterId: string, today: string) {
  const types = listCredentialTypes();
  const members = chapterMembersStatement().all({ chapterId });
  const byMemberType = statusesByMemberType({ chapterId }, today, undefined, types);
  const MISSING: ReadinessCellValue = { status: "Missing", expiresOn: null };
  const cellOf = (memberId: string, typeId: string): ReadinessCellValue => {
    const best = byMemberType.get(memberId)?.get(typeId);
    return best ? { status: best.status, expiresOn: best.expiresOn } : { ...MISSING };
  };
  const totals: Record<
    string,
    { current: number; expiring: number; expired: number; pending: number; missing: number; total: number }
  > = {};
  for (const t of types) {
    totals[t.id] = { current: 0, expiring: 0, expired: 0, pending: 0, missing: 0, total: members.length };
  }
  // The chapter-wide totals in one pass over the members, from their best credentials (no cell built).
  for (const m of members) {
    const held = byMemberType.get(m.id);
    for (const t of types) {
      const s: ReadinessCell = held?.get(t.id)?.status ?? "Missing";
      const counts = totals[t.id]!;
      if (isCurrent(s)) counts.current++;
      if (s === "Expiring") counts.expiring++;
      if (s === "Expired") counts.expired++;
      if (s === "Pending") counts.pending++;
      if (s === "Missing" || s === "Rejected") counts.missing++;
    }
  }
  const typeRefs = types.map((t) => ({ id: t.id, name: t.name }));
  /** A member's cells of every active type, as the grid and the API give them. */
  const cellsOf = (memberId: string) => {
    const cells: ReadinessMember["cells"] = {};
    for (const t of typeRefs) cells[t.id] = cellOf(memberId, t.id);
    return cells;
  };
  return { types: typeRefs, members, totals, cellOf, cellsOf };
}

/**
 * A chapter's member × credential grid: each approved member's best credential of each active type
 * (Valid, Expiring, Pending, Expired, Rejected) or Missing, with per-type totals of current ones.
 */
export function chapterReadiness(actor: Actor, chapterId: string, today = isoDay()) {
  const r = readinessOf(actor, chapterId, today);
  const grid: ReadinessMember[] = r.members.map((m) => ({
    id: m.id,
    name: m.name,
    email: m.email,
    cells: r.cellsOf(m.id),
  }));
  return { chapter: r.chapter, types: r.types, members: grid, totals: r.totals };
}

// ---- the member's overview ----------------------------------------------------------------------

/**
 * What needs the member's attention: credentials expiring or expired (their best one per type), and
 * catalogue types they hold nothing for. Pending ones are listed so they know a review is due.
 */
const ownCredentialsStatement = preparedOnce(() =>
  selectCredentials()
    .where(eq(credentials.userId, sql.placeholder("userId")))
    .prepare(),
);

export function credentialAttention(actor: Pick<Actor, "id">, today = isoDay()) {
  const userId = actor.id; // only one's own
  const rows = ownCredentialsStatement().all({ userId });
  const names = new Map<string, string>();
  const byType = new Map<string, CredentialView[]>();
  for (const r of rows) {
    const v = view(r, today, names);
    byType.set(r.credentialTypeId, [...(byType.get(r.credentialTypeId) ?? []), v]);
  }
  const attention: CredentialView[] = [];
  let current = 0;
  for (const list of byType.values()) {
    const best = bestOf(list)!;
    if (best.status === "Expiring" || best.status === "Expired" || best.status === "Pending") attention.push(best);
    if (isCurrent(best.status)) current++;
  }
  const missing = listCredentialTypes()
    .filter((t) => !byType.get(t.id)?.some((c) => c.status !== "Rejected"))
    .map((t) => ({ id: t.id, name: t.name }));
  attention.sort((a, b) => (a.expiresOn ?? "9999").localeCompare(b.expiresOn ?? "9999"));
  return { attention, missing, current };
}

/** What the training pages show the actor (the same rules the loaders and actions check). */
export function trainingAccess(actor: Actor) {
  return { reviews: can(actor, "training.review"), editsCatalogue: can(actor, "training.catalogue.edit") };
}

const STATUS_FILTERS: Record<string, (s: ReadinessCell) => boolean> = {
  current: (s) => isCurrent(s),
  expiring: (s) => s === "Expiring",
  expired: (s) => s === "Expired",
  missing: (s) => s === "Missing" || s === "Rejected",
  pending: (s) => s === "Pending",
};

/**
 * The readiness grid narrowed by the page's filter: one credential type (or all), members whose
 * cell (in that type, or in any type) has a status, and a name search. Totals stay chapter-wide.
 * The members come without their cells: `cellsOf` gives a member's (every active type, as the
 * grid shows them) and `cellOf` one, so a page builds only the cells it shows.
 */
export function filteredReadiness(
  actor: Actor,
  chapterId: string,
  filter: { type?: string; status?: string; q?: string },
  today = isoDay(),
) {
  return filterReadiness(readinessOf(actor, chapterId, today), filter);
}

/** `filteredReadiness` of a chapter's readiness already read. */
function filterReadiness(r: ReturnType<typeof readinessOf>, filter: { type?: string; status?: string; q?: string }) {
  const types =
    filter.type && r.types.some((t) => t.id === filter.type) ? r.types.filter((t) => t.id === filter.type) : r.types;
  const test = filter.status ? STATUS_FILTERS[filter.status] : undefined;
  const q = filter.q?.trim().toLowerCase();
  const members = r.members.filter(
    (m) =>
      (!q || m.name.toLowerCase().includes(q) || m.email.toLowerCase().includes(q)) &&
      (!test || types.some((t) => test(r.cellOf(m.id, t.id).status))),
  );
  return {
    chapter: r.chapter,
    types,
    members,
    totals: r.totals,
    allTypes: r.types,
    cellOf: r.cellOf,
    cellsOf: r.cellsOf,
  };
}

/**
 * The readiness page's and the CSV's grid for a query: the chapter the picker resolves (an id, or
 * a name typed into the search field; see `reportChapterChoice`), or the first the actor leads.
 */
export function readinessForQuery(actor: Actor, query: ReadinessQuery, today = isoDay()) {
  const picker = reportChapterChoice(actor, query.chapter, query.pick);
  const readiness = picker.chapterId
    ? filteredReadiness(
        actor,
        picker.chapterId,
        { type: query.type, status: query.status === "all" ? undefined : query.status, q: query.q },
        today,
      )
    : null;
  return { picker, chapterId: picker.chapterId, readiness };
}

/** The readiness page's and the CSV's grid for a query string, with the filter as read from it. */
export function readinessForSearch(actor: Actor, searchParams: URLSearchParams) {
  const query = ReadinessQuerySchema.parse(Object.fromEntries(searchParams));
  return { query, ...readinessForQuery(actor, query) };
}

/**
 * The readiness CSV for a query string: the chapter resolved and the viewer's right to it checked
 * now (a refusal or a missing chapter answers before any download starts), the grid itself computed
 * only when the file's rows are read, so the download starts before the chapter's credentials are
 * read. Null when the query names no chapter to report on.
 */
export function readinessExportForSearch(actor: Actor, searchParams: URLSearchParams) {
  const today = isoDay();
  const query = ReadinessQuerySchema.parse(Object.fromEntries(searchParams));
  const chapterId = reportChapterChoice(actor, query.chapter, query.pick).chapterId;
  if (!chapterId) return null;
  const chapter = readableReadinessChapter(actor, chapterId);
  const filter = { type: query.type, status: query.status === "all" ? undefined : query.status, q: query.q };
  return {
    chapter,
    records: (function* () {
      yield* readinessCsvRecords(filterReadiness(readinessOfChapter(chapter, today), filter));
    })(),
  };
}

/**
 * The readiness CSV's records: one per member and credential type (chapter, member, email,
 * credential, status, expires), written as `csvStream` writes them. The cells that repeat (the
 * chapter's name, a member's name and email, a type's name) are made once, not once per line:
 * a chapter of 300 has 3,700 lines.
 */
export function* readinessCsvRecords(r: ReturnType<typeof filteredReadiness>) {
  const chapter = csvField(r.chapter.name);
  const types = r.types.map((t) => ({ id: t.id, name: csvField(t.name) }));
  for (const m of r.members) {
    const member = `${chapter},${csvField(m.name)},${csvField(m.email)},`;
    for (const t of types) {
      const cell = r.cellOf(m.id, t.id);
      yield `${member}${t.name},${csvField(cell.status)},${csvField(cell.expiresOn)}\r\n`;
    }
  }
}

/** A credential as the API returns it (status computed today). */
export function toApiCredential(c: CredentialView) {
  return {
    id: c.id,
    userId: c.userId,
    credentialTypeId: c.credentialTypeId,
    credentialType: c.typeName,
    issuedOn: c.issuedOn,
    expiresOn: c.expiresOn,
    certificateNumber: c.certificateNumber,
    status: c.status,
    daysLeft: c.daysLeft,
    source: c.source,
    proofUrl: c.hasProof ? `/dashboard/training/proof/${c.id}` : null,
    verifiedAt: c.verifiedAt?.toISOString() ?? null,
    verifiedBy: c.verifiedByName,
    rejectedAt: c.rejectedAt?.toISOString() ?? null,
    rejectionReason: c.rejectionReason,
    createdAt: c.createdAt.toISOString(),
  };
}

/**
 * For an activation that requires a credential: each member's best status of that type today
 * (Missing when they hold none). Current (Valid or Expiring) members are alerted; the roster shows
 * the others with `credentialShortfall`.
 */
export function credentialStatusesFor(userIds: readonly string[], credentialTypeId: string, today = isoDay()) {
  const out = new Map<string, { status: ReadinessCell; expiresOn: string | null }>();
  const grouped = statusesByMemberType(userIds, today, credentialTypeId);
  for (const id of userIds) {
    const best = grouped.get(id)?.get(credentialTypeId);
    out.set(id, best ? { status: best.status, expiresOn: best.expiresOn } : { status: "Missing", expiresOn: null });
  }
  return out;
}

/** Why a member without a current credential was not alerted, in words for the roster. */
export function credentialShortfall(typeName: string, cell: { status: ReadinessCell; expiresOn: string | null }) {
  switch (cell.status) {
    case "Expired":
      return `${typeName} expired${cell.expiresOn ? ` on ${cell.expiresOn}` : ""}`;
    case "Pending":
      return `${typeName} not yet verified`;
    case "Rejected":
      return `${typeName} rejected`;
    case "Missing":
      return `No ${typeName} on record`;
    default:
      return null;
  }
}

/**
 * The credentials each of these members held on `day` (issued by then, verified, current then), by
 * type name in catalogue order: the qualifications an activation's check-in list (ICS-211) shows.
 * No rule here: the caller has already checked its own (`activation.record`).
 */
export function qualificationsOn(userIds: readonly string[], day: string) {
  const held = new Map<string, string[]>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = db
      .select({
        userId: credentials.userId,
        name: credentialTypes.name,
        issuedOn: credentials.issuedOn,
        expiresOn: credentials.expiresOn,
        verifiedAt: credentials.verifiedAt,
        rejectedAt: credentials.rejectedAt,
        window: credentialTypes.renewalWindowDays,
      })
      .from(credentials)
      .innerJoin(credentialTypes, eq(credentialTypes.id, credentials.credentialTypeId))
      .where(inArray(credentials.userId, userIds.slice(i, i + 500)))
      .orderBy(asc(credentialTypes.sortOrder), asc(credentialTypes.name))
      .all();
    for (const r of rows) {
      if (r.issuedOn > day || !isCurrent(credentialStatus(r, r.window, day))) continue;
      const names = held.get(r.userId) ?? [];
      if (!names.includes(r.name)) names.push(r.name);
      held.set(r.userId, names);
    }
  }
  return held;
}
