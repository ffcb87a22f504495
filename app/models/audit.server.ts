import { and, eq } from "drizzle-orm";
import type { SQLiteInsertValue, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, type DB } from "~/db/client.server";
import {
  activations,
  announcements,
  auditLogs,
  credentials,
  events,
  memberships,
  resources,
  roleRequests,
  serviceHours,
} from "~/db/schema";
import { isUniqueViolation } from "~/utils/db-errors";
import type { AuditAction } from "./audit-format";

type Tx = Pick<DB, "insert">;

export interface AuditInput {
  actorId: string | null;
  /** Only an action the audit log has a sentence for (app/models/audit-format.ts). */
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  metadata?: Record<string, unknown>;
  /** The chapter the row is about; found from the target when not given (see `chapterOf`). */
  chapterId?: string | null;
  /** The person the action was done to or for; found from the metadata or target when not given. */
  subjectId?: string | null;
}

/**
 * Writes one audit row. Pass the transaction so the row commits (or rolls back) with the change.
 * The row's chapter (the leaders' scope) and subject (whose credential, whose membership) are read
 * from what it names, so every writer gets them without spelling them out (decision 025). A writer
 * whose target is already deleted (a membership removed) passes `chapterId` itself.
 */
export function writeAudit(tx: Tx, input: AuditInput) {
  const subjectId = input.subjectId !== undefined ? input.subjectId : subjectOf(input);
  tx.insert(auditLogs)
    .values({
      actorId: input.actorId,
      action: input.action,
      targetType: input.targetType ?? null,
      targetId: input.targetId ?? null,
      chapterId: input.chapterId !== undefined ? input.chapterId : chapterOf(input, subjectId),
      subjectId,
      metadata: input.metadata ?? null,
    })
    .run();
}

const metaId = (meta: AuditInput["metadata"], key: string) => {
  const v = meta?.[key];
  return typeof v === "string" && v ? v : null;
};

/** Tables whose rows carry a user_id and chapter_id (where they have one), by audit target type. */
const OWNED = {
  membership: memberships,
  credential: credentials,
  role_request: roleRequests,
  service_hours: serviceHours,
} as const;
const IN_CHAPTER = {
  membership: memberships,
  event: events,
  activation: activations,
  resource: resources,
  announcement: announcements,
  service_hours: serviceHours,
} as const;

/** The person a row is about: `memberId`/`userId` in its metadata, a user target, or the target's owner. */
function subjectOf(input: AuditInput): string | null {
  const named = metaId(input.metadata, "memberId") ?? metaId(input.metadata, "userId");
  if (named) return named;
  if (!input.targetId) return null;
  if (input.targetType === "user") return input.targetId;
  const table = OWNED[input.targetType as keyof typeof OWNED];
  if (!table) return null;
  // Reads through the one connection, inside the writer's transaction: the row written just now is seen.
  return db.select({ id: table.userId }).from(table).where(eq(table.id, input.targetId)).get()?.id ?? null;
}

/**
 * The chapter a row is about: a chapter target, the target's chapter, the event named in the metadata
 * (attendance-issued credentials), or, for a member's own record reviewed by a leader (a credential),
 * a chapter the actor leads that the member belongs to.
 */
function chapterOf(input: AuditInput, subjectId: string | null): string | null {
  if (input.targetType === "chapter") return input.targetId ?? null;
  const table = IN_CHAPTER[input.targetType as keyof typeof IN_CHAPTER];
  if (table && input.targetId) {
    const row = db.select({ id: table.chapterId }).from(table).where(eq(table.id, input.targetId)).get();
    if (row) return row.id;
  }
  const eventId = metaId(input.metadata, "eventId");
  if (eventId) return db.select({ id: events.chapterId }).from(events).where(eq(events.id, eventId)).get()?.id ?? null;
  if (subjectId && input.actorId && subjectId !== input.actorId) {
    const theirs = db
      .select({ chapterId: memberships.chapterId })
      .from(memberships)
      .where(and(eq(memberships.userId, subjectId), eq(memberships.status, "Approved")))
      .all();
    if (!theirs.length) return null;
    const led = db
      .select({ chapterId: memberships.chapterId })
      .from(memberships)
      .where(
        and(eq(memberships.userId, input.actorId), eq(memberships.status, "Approved"), eq(memberships.role, "Leader")),
      )
      .all();
    return theirs.find((m) => led.some((l) => l.chapterId === m.chapterId))?.chapterId ?? null;
  }
  return null;
}

/**
 * Creates one row and writes its audit entry in the same transaction (both or neither), and
 * returns the row. `audit` is given the row as stored, with its new id.
 */
export function insertAudited<T extends SQLiteTable>(
  table: T,
  values: SQLiteInsertValue<T>,
  audit: (row: T["$inferSelect"]) => AuditInput,
): T["$inferSelect"] {
  return db.transaction((tx) => {
    const row = tx.insert(table).values(values).returning().get() as T["$inferSelect"];
    writeAudit(tx, audit(row));
    return row;
  });
}

/**
 * `insertAudited` for a row that may exist only once: when the insert breaks a UNIQUE constraint
 * (`on`: "chapters.slug", a table, or any), `duplicate` is thrown instead, however a race between
 * two requests ends.
 */
export function insertAuditedOnce<T extends SQLiteTable>(
  table: T,
  values: SQLiteInsertValue<T>,
  audit: (row: T["$inferSelect"]) => AuditInput,
  duplicate: { on?: string; error: () => Error },
): T["$inferSelect"] {
  try {
    return insertAudited(table, values, audit);
  } catch (error) {
    if (isUniqueViolation(error, duplicate.on)) throw duplicate.error();
    throw error;
  }
}
