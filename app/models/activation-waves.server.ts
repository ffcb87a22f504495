import { and, asc, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { invalid } from "~/access/errors";
import { assertCan, can } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { preparedOnce } from "~/db/prepared.server";
import {
  activationWaves,
  chapters,
  credentialTypes,
  memberships,
  users,
  type Activation,
  type ActivationWave,
} from "~/db/schema";
import { ACTIVATION_MESSAGES, BACKUP_QUERY_MIN, MAX_WAVE_PEOPLE, type WavePlan } from "./activation.schema";
import { containsPattern } from "~/utils/misc";
import { formatInZone } from "~/utils/activation-format";
import { requireRunnable, type Tx } from "./activation-common.server";
import { storedName, type NamePerson } from "./deleted-member";

/**
 * Activations, escalation waves as data: checking and storing the waves a leader sets when creating
 * an activation, and reading them back for the roster. What a wave does when it comes due is in
 * activation-escalation.server.ts (run by the delivery worker's job loop).
 */

export const MAX_WAVES = 5;

export interface CheckedWave {
  afterMinutes: number;
  target: ActivationWave["target"];
  targetId: string | null;
  /** The chapter's, credential's or person's name, for the audit row and the roster. */
  targetName: string | null;
}

/**
 * A person a wave may name: an approved member (a leader or not) of an approved chapter the actor
 * may call out. Null when not (unknown, or only in chapters the actor does not lead).
 */
function nameablePerson(actor: Actor, userId: string) {
  const rows = db
    .select({ id: users.id, name: users.displayName, chapterId: memberships.chapterId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
    .where(and(eq(memberships.userId, userId), eq(memberships.status, "Approved"), eq(chapters.status, "Approved")))
    .all();
  const row = rows.find((r) => can(actor, "activation.run", r.chapterId));
  return row ? { id: row.id, name: row.name } : null;
}

/**
 * The backup leaders the create form offers as named wave targets: the approved leaders of the
 * chapters the actor leads, the actor left out (a few per chapter, so a plain select serves without
 * JS). Members are found with the form's people search (`searchNameablePeople`).
 */
export function backupLeaderOptions(actor: Actor) {
  return nameableRows(actor, actor.ledChapterIds, eq(memberships.role, "Leader"), 100);
}

/** A person the create form's people search found or kept ticked. */
export interface NameablePerson {
  id: string;
  name: string;
  chapterName: string;
}

/** How many people one search lists. */
const SEARCH_LIMIT = 20;

/**
 * The chapters whose members the actor's people search looks through: the chapters they lead, and
 * the chapter chosen on the form when they may call it out (an administrator leading none). Never
 * the whole network: a search is over a few chapters' members (memberships_chapter_status_idx).
 */
function searchChapters(actor: Actor, chapterId: string | null | undefined) {
  const ids = new Set(actor.ledChapterIds);
  if (chapterId && can(actor, "activation.run", chapterId)) ids.add(chapterId);
  return [...ids];
}

function nameableRows(actor: Actor, chapterIds: string[], where: SQL | undefined, limit: number) {
  if (!chapterIds.length) return [];
  const rows = db
    .select({ id: users.id, name: users.displayName, chapterName: chapters.name })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
    .where(
      and(
        inArray(memberships.chapterId, chapterIds),
        eq(memberships.status, "Approved"),
        eq(chapters.status, "Approved"),
        ne(memberships.userId, actor.id),
        where,
      ),
    )
    .orderBy(asc(users.displayName), asc(chapters.name))
    .limit(limit * 4)
    .all();
  // Someone in two of the chapters is listed once (with the first chapter's name).
  const byId = new Map<string, NameablePerson>();
  for (const r of rows) if (!byId.has(r.id)) byId.set(r.id, r);
  return [...byId.values()].slice(0, limit);
}

/**
 * The create form's people search (named backups): approved members, leaders or not, of the
 * chapters the actor leads (and the form's chapter when they may call it out), whose name contains
 * the text or whose email starts with it; the actor left out. At most 20, by name. Everyone it lists
 * is someone `checkWaves` accepts.
 */
export function searchNameablePeople(
  actor: Actor,
  query: string,
  options: { chapterId?: string | null } = {},
): NameablePerson[] {
  assertCan(actor, "activation.start", null, "Only chapter leaders and administrators can activate a chapter.");
  const q = query.trim().slice(0, 100);
  if (q.length < BACKUP_QUERY_MIN) return [];
  const emailPrefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return nameableRows(
    actor,
    searchChapters(actor, options.chapterId),
    or(
      sql`lower(${users.displayName}) like ${containsPattern(q)} escape '\\'`,
      sql`lower(${users.email}) like ${emailPrefix} escape '\\'`,
    ),
    SEARCH_LIMIT,
  );
}

/**
 * The people a re-shown form keeps ticked, with their names: only those the actor may name (the
 * same chapters as the search); any other id is dropped, so a forged id never shows a name.
 */
export function nameablePeopleByIds(
  actor: Actor,
  ids: string[],
  options: { chapterId?: string | null } = {},
): NameablePerson[] {
  const wanted = [...new Set(ids)].slice(0, MAX_WAVE_PEOPLE * 2);
  if (!wanted.length) return [];
  return nameableRows(
    actor,
    searchChapters(actor, options.chapterId),
    inArray(memberships.userId, wanted),
    wanted.length,
  );
}

/**
 * Checks the waves before anything is written: a chapter wave goes only to another approved chapter
 * the actor may call out (a leader of it, or an admin); a credential wave names an active credential
 * of the catalog. Refusals are field errors under "waves".
 */
export function checkWaves(actor: Actor, activationChapterId: string, waves: WavePlan[] | undefined): CheckedWave[] {
  if (!waves?.length) return [];
  if (waves.length > MAX_WAVES) throw invalid(`At most ${MAX_WAVES} waves`, { waves: [`At most ${MAX_WAVES} waves`] });
  return waves.flatMap((w): CheckedWave | CheckedWave[] => {
    if (w.target === "person") {
      // Named people: one row each (the form names one per row, the API a list).
      const ids = [...new Set(w.userIds ?? (w.targetId ? [w.targetId] : []))];
      const people = ids.map((id) => nameablePerson(actor, id));
      if (!ids.length || people.some((p) => !p)) {
        throw invalid(ACTIVATION_MESSAGES.wavePerson, { waves: [ACTIVATION_MESSAGES.wavePerson] });
      }
      return people.map((p) => ({
        afterMinutes: w.afterMinutes,
        target: "person",
        targetId: p!.id,
        targetName: p!.name,
      }));
    }
    if (w.target === "chapter") {
      const chapter = w.targetId
        ? db
            .select({ id: chapters.id, name: chapters.name, status: chapters.status })
            .from(chapters)
            .where(eq(chapters.id, w.targetId))
            .get()
        : undefined;
      if (
        !chapter ||
        chapter.status !== "Approved" ||
        chapter.id === activationChapterId ||
        !can(actor, "activation.run", chapter.id)
      ) {
        throw invalid("A wave can alert another approved chapter you lead", {
          waves: ["A wave can alert another approved chapter you lead"],
        });
      }
      return { afterMinutes: w.afterMinutes, target: w.target, targetId: chapter.id, targetName: chapter.name };
    }
    if (w.target === "credential") {
      const type = w.targetId
        ? db
            .select({ id: credentialTypes.id, name: credentialTypes.name, active: credentialTypes.active })
            .from(credentialTypes)
            .where(eq(credentialTypes.id, w.targetId))
            .get()
        : undefined;
      if (!type?.active) {
        throw invalid("Choose a credential from the catalog", { waves: ["Choose a credential from the catalog"] });
      }
      return { afterMinutes: w.afterMinutes, target: w.target, targetId: type.id, targetName: type.name };
    }
    return { afterMinutes: w.afterMinutes, target: w.target, targetId: null, targetName: null };
  });
}

/** Stores the checked waves of a new activation, due `afterMinutes` after it was created. */
export function insertWaves(tx: Tx, activation: Pick<Activation, "id" | "createdAt">, waves: CheckedWave[]) {
  for (const w of waves) {
    tx.insert(activationWaves)
      .values({
        activationId: activation.id,
        afterMinutes: w.afterMinutes,
        target: w.target,
        targetId: w.targetId,
        dueAt: new Date(activation.createdAt.getTime() + w.afterMinutes * 60_000),
        status: "pending",
        createdAt: activation.createdAt,
      })
      .run();
  }
}

export interface WaveRow {
  id: string;
  /** Null: a resend a leader pressed. */
  afterMinutes: number | null;
  target: ActivationWave["target"];
  targetName: string | null;
  dueAt: Date;
  status: ActivationWave["status"];
  stoppedReason: string | null;
  ranAt: Date | null;
  /** The leader who pressed a resend; null for a wave the job ran. */
  ranById: string | null;
  recipients: number;
  queued: number;
}

// The roster reads its waves on every view (and every live poll's refresh): prepared once (decision 038).
const waveStatements = preparedOnce(() => ({
  rows: db
    .select({
      id: activationWaves.id,
      afterMinutes: activationWaves.afterMinutes,
      target: activationWaves.target,
      targetId: activationWaves.targetId,
      chapterName: chapters.name,
      credentialName: credentialTypes.name,
      personName: users.displayName,
      personDeletedAt: users.deletedAt,
      ranById: activationWaves.ranById,
      dueAt: activationWaves.dueAt,
      status: activationWaves.status,
      stoppedReason: activationWaves.stoppedReason,
      ranAt: activationWaves.ranAt,
      recipients: activationWaves.recipients,
      queued: activationWaves.queued,
    })
    .from(activationWaves)
    .leftJoin(chapters, and(eq(activationWaves.target, "chapter"), eq(chapters.id, activationWaves.targetId)))
    .leftJoin(
      credentialTypes,
      and(eq(activationWaves.target, "credential"), eq(credentialTypes.id, activationWaves.targetId)),
    )
    .leftJoin(users, and(eq(activationWaves.target, "person"), eq(users.id, activationWaves.targetId)))
    .where(eq(activationWaves.activationId, sql.placeholder("activationId")))
    .orderBy(asc(activationWaves.dueAt), asc(activationWaves.createdAt))
    .prepare(),
}));

/**
 * The waves and resends of an activation, in the order they ran or will run (the roster's list); a
 * named person is named through `name` (a deleted account in the reader's language on pages).
 */
export function waveRowsOf(activationId: string, name: NamePerson = storedName): WaveRow[] {
  return waveStatements()
    .rows.all({ activationId })
    .map(({ chapterName, credentialName, personName, personDeletedAt, targetId, ...w }) => {
      void targetId;
      const person = personName === null ? null : name(personName, personDeletedAt);
      return { ...w, targetName: chapterName ?? credentialName ?? person ?? null };
    });
}

/** The roster's list of waves and resends, for those who run the activation. */
export function listActivationWaves(actor: Actor, activationId: string, name: NamePerson = storedName) {
  const activation = requireRunnable(actor, activationId);
  return waveRowsOf(activation.id, name);
}

/** The roster's follow-ups as the page shows them: times written in the chapter's zone. */
export function toWaveRowsPage(rows: WaveRow[], zone: string, lang: string) {
  return rows.map((w) => ({
    id: w.id,
    manual: w.afterMinutes === null,
    afterMinutes: w.afterMinutes,
    target: w.target,
    targetName: w.targetName,
    status: w.status,
    stoppedReason: w.stoppedReason,
    recipients: w.recipients,
    queued: w.queued,
    dueLabel: formatInZone(w.dueAt, zone, lang),
    ranLabel: w.ranAt ? formatInZone(w.ranAt, zone, lang) : null,
  }));
}
