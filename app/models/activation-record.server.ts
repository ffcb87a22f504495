import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import type { Actor } from "~/access/actor.server";
import { notFound } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import {
  activations,
  activationUpdates,
  chapters,
  memberships,
  onScenePeriods,
  users,
  type WaveTarget,
} from "~/db/schema";
import { withoutDrillMarker } from "~/utils/activation-format";
import { getActivationChapter, loadActivation, validZone, type ActivationChapter } from "./activation-common.server";
import { waveRowsOf } from "./activation-waves.server";
import { addDays, isoDayIn } from "./credential.schema";
import { qualificationsOn } from "./credential.server";
import { findChapterBrief } from "./chapter-options.server";
import { HoursQuerySchema } from "./hours.schema";
import { resolveReportFilter } from "./hours.server";
import { storedName, type NamePerson } from "./deleted-member";

/**
 * The record an activation leaves (docs/decisions/024): an ICS-211-style check-in list (one line
 * per period on scene: name, home chapter, qualifications held, time in, time out, hours), an
 * ICS-214-style activity log (the call-out, updates, check-ins and check-outs, stand-down, with
 * who), and a chapter's volunteer hours on real activations shaped for a FEMA cost-share claim.
 * Everything here is read from the rows the activation already keeps; nothing is copied. Only the
 * chapter's leaders and administrators read it (`activation.record`, `costShare.export`).
 *
 * People are named through `name` (a `NamePerson`): the stored name by default (the JSON API);
 * pages and their files pass `namesFor(t)`, so a deleted account reads in the reader's language.
 */

const round2 = (n: number) => Math.round(n * 100) / 100;
const hoursBetween = (from: Date, to: Date) => round2(Math.max(0, (to.getTime() - from.getTime()) / 3_600_000));

/** The activation for someone who may read its record: 404 unknown, 403 others. */
function requireRecord(actor: Actor, id: string) {
  const activation = loadActivation(id);
  if (!activation) throw notFound("Activation not found");
  assertCan(
    actor,
    "activation.record",
    activation.chapterId,
    "Only leaders of this chapter and administrators can see its record.",
  );
  return { activation, chapter: getActivationChapter(activation.chapterId)! };
}

export interface RecordHeader {
  id: string;
  kind: "Drill" | "Real";
  /** Without a typed drill marker: pages and files add the marker themselves. */
  title: string;
  location: string;
  chapterName: string;
  timeZone: string;
  status: "Open" | "Closed";
  createdAt: Date;
  closedAt: Date | null;
}

function headerOf(a: NonNullable<ReturnType<typeof loadActivation>>, chapter: ActivationChapter): RecordHeader {
  return {
    id: a.id,
    kind: a.kind,
    title: withoutDrillMarker(a.title),
    location: a.location,
    chapterName: chapter.name,
    timeZone: chapter.timeZone,
    status: a.status,
    createdAt: a.createdAt,
    closedAt: a.closedAt,
  };
}

/** The names of these users, by id (who recorded a move, who posted an update). */
function namesOf(ids: Iterable<string | null | undefined>, name: NamePerson) {
  const wanted = [...new Set([...ids].filter((id): id is string => !!id))];
  const names = new Map<string, string>();
  for (let i = 0; i < wanted.length; i += 500) {
    for (const u of db
      .select({ id: users.id, name: users.displayName, deletedAt: users.deletedAt })
      .from(users)
      .where(inArray(users.id, wanted.slice(i, i + 500)))
      .all())
      names.set(u.id, name(u.name, u.deletedAt));
  }
  return names;
}

/**
 * Each member's home chapter for the ICS-211 "home unit": the activation's chapter when they are an
 * approved member of it, else their first approved chapter by name (someone alerted from another
 * chapter).
 */
function homeChaptersOf(userIds: string[], activationChapter: ActivationChapter) {
  const home = new Map<string, string>();
  for (let i = 0; i < userIds.length; i += 500) {
    for (const m of db
      .select({ userId: memberships.userId, chapterId: chapters.id, name: chapters.name })
      .from(memberships)
      .innerJoin(chapters, eq(chapters.id, memberships.chapterId))
      .where(and(inArray(memberships.userId, userIds.slice(i, i + 500)), eq(memberships.status, "Approved")))
      .orderBy(asc(chapters.name))
      .all()) {
      if (m.chapterId === activationChapter.id) home.set(m.userId, m.name);
      else if (!home.has(m.userId)) home.set(m.userId, m.name);
    }
  }
  return home;
}

export interface CheckInLine {
  periodId: string;
  userId: string;
  name: string;
  chapter: string;
  /** Credentials current on the activation's day, by name. */
  qualifications: string[];
  timeIn: Date;
  timeOut: Date | null;
  /** Null while still on scene. */
  hours: number | null;
}

/** ICS-211: one line per period on scene, in the order people arrived. */
export function getCheckInList(actor: Actor, activationId: string, name: NamePerson = storedName) {
  const { activation, chapter } = requireRecord(actor, activationId);
  const periods = db
    .select({
      periodId: onScenePeriods.id,
      userId: onScenePeriods.userId,
      name: users.displayName,
      deletedAt: users.deletedAt,
      timeIn: onScenePeriods.checkedInAt,
      timeOut: onScenePeriods.checkedOutAt,
    })
    .from(onScenePeriods)
    .innerJoin(users, eq(users.id, onScenePeriods.userId))
    .where(eq(onScenePeriods.activationId, activation.id))
    .orderBy(asc(onScenePeriods.checkedInAt), asc(users.displayName))
    .all();
  const userIds = [...new Set(periods.map((p) => p.userId))];
  const home = homeChaptersOf(userIds, chapter);
  const qualifications = qualificationsOn(userIds, isoDayIn(activation.createdAt, chapter.timeZone));
  // Named fields, in the row's order (no rest copy of the row).
  const lines: CheckInLine[] = periods.map((p) => ({
    periodId: p.periodId,
    userId: p.userId,
    name: name(p.name, p.deletedAt),
    timeIn: p.timeIn,
    timeOut: p.timeOut,
    chapter: home.get(p.userId) ?? chapter.name,
    qualifications: qualifications.get(p.userId) ?? [],
    hours: p.timeOut ? hoursBetween(p.timeIn, p.timeOut) : null,
  }));
  return {
    header: headerOf(activation, chapter),
    lines,
    people: userIds.length,
    onScene: lines.filter((l) => !l.timeOut).length,
    totalHours: round2(lines.reduce((sum, l) => sum + (l.hours ?? 0), 0)),
  };
}
export type CheckInList = ReturnType<typeof getCheckInList>;

/** What one line of the activity log says happened; pages and files word it in the reader's language. */
export type LogEntry =
  | { kind: "callOut"; at: Date; by: string | null; needed: number; reportAt: Date }
  | {
      kind: "update";
      at: Date;
      by: string | null;
      audience: "Responders" | "Everyone";
      recipients: number;
      message: string;
    }
  | { kind: "checkIn" | "checkOut"; at: Date; by: string | null; member: string; self: boolean }
  | { kind: "standDown"; at: Date; by: string | null }
  | {
      /**
       * A wave that came due (sent, or stopped: enough Available, or stood down) or a leader's
       * resend (`afterMinutes` null, `by` the leader): whom it targeted and what it sent.
       */
      kind: "wave";
      at: Date;
      by: string | null;
      afterMinutes: number | null;
      target: WaveTarget;
      targetName: string | null;
      status: "sent" | "stopped";
      stoppedReason: string | null;
      recipients: number;
      queued: number;
    }
  | { kind: "checkoutAlert"; at: Date; by: null };

// At the same instant: a stand-down comes before the waves it stopped.
const LOG_ORDER: Record<LogEntry["kind"], number> = {
  callOut: 0,
  update: 1,
  checkIn: 2,
  checkOut: 3,
  standDown: 4,
  wave: 5,
  checkoutAlert: 6,
};

/** ICS-214: what happened, oldest first, each with its time and who did it. */
export function getActivityLog(actor: Actor, activationId: string, name: NamePerson = storedName) {
  const { activation, chapter } = requireRecord(actor, activationId);
  const updates = db
    .select()
    .from(activationUpdates)
    .where(eq(activationUpdates.activationId, activation.id))
    .orderBy(asc(activationUpdates.createdAt))
    .all();
  const periods = db
    .select()
    .from(onScenePeriods)
    .where(eq(onScenePeriods.activationId, activation.id))
    .orderBy(asc(onScenePeriods.checkedInAt))
    .all();
  // Waves still to come are not history yet; the roster shows them as waiting.
  const waves = waveRowsOf(activation.id, name).filter((w) => w.status !== "pending" && w.ranAt);
  const names = namesOf(
    [
      activation.createdById,
      activation.closedById,
      ...waves.map((w) => w.ranById),
      ...updates.map((u) => u.postedById),
      ...periods.flatMap((p) => [p.userId, p.checkedInById, p.checkedOutById]),
    ],
    name,
  );
  const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? null) : null);
  const entries: LogEntry[] = [
    {
      kind: "callOut",
      at: activation.createdAt,
      by: nameOf(activation.createdById),
      needed: activation.needed,
      reportAt: activation.reportAt,
    },
    ...updates.map((u): LogEntry => ({
      kind: "update",
      at: u.createdAt,
      by: nameOf(u.postedById),
      audience: u.audience,
      recipients: u.recipientCount,
      message: u.message,
    })),
  ];
  for (const p of periods) {
    const member = nameOf(p.userId) ?? "";
    // A period carried over from before who-recorded-it was kept has no recorder: leave it blank.
    entries.push({
      kind: "checkIn",
      at: p.checkedInAt,
      by: nameOf(p.checkedInById),
      member,
      self: p.checkedInById === p.userId,
    });
    if (p.checkedOutAt) {
      entries.push({
        kind: "checkOut",
        at: p.checkedOutAt,
        by: nameOf(p.checkedOutById),
        member,
        self: p.checkedOutById === p.userId,
      });
    }
  }
  for (const w of waves) {
    entries.push({
      kind: "wave",
      at: w.ranAt!,
      by: nameOf(w.ranById),
      afterMinutes: w.afterMinutes,
      target: w.target,
      targetName: w.targetName,
      status: w.status === "sent" ? "sent" : "stopped",
      stoppedReason: w.stoppedReason,
      recipients: w.recipients,
      queued: w.queued,
    });
  }
  if (activation.closedAt)
    entries.push({ kind: "standDown", at: activation.closedAt, by: nameOf(activation.closedById) });
  if (activation.checkoutAlertAt) entries.push({ kind: "checkoutAlert", at: activation.checkoutAlertAt, by: null });
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || LOG_ORDER[a.kind] - LOG_ORDER[b.kind]);
  return { header: headerOf(activation, chapter), entries };
}
export type ActivityLog = ReturnType<typeof getActivityLog>;

export interface CostShareLine {
  periodId: string;
  person: string;
  /** The day of the check-in on the chapter's calendar (YYYY-MM-DD). */
  date: string;
  site: string;
  task: string;
  hours: number;
  /** The leader who recorded the check-out; null when the member checked out through their own link. */
  certifiedBy: string | null;
  activationId: string;
}

/**
 * A chapter's volunteer hours on real activations in a date range (check-in day on the chapter's
 * calendar), one line per completed period on scene, for a FEMA donated-resources (cost-share)
 * claim: person, date, site, task, hours, certified by. Drills are training, not disaster work, so
 * they are left out; a period still open has no hours yet.
 */
export function costShareHours(
  actor: Actor,
  chapterId: string,
  range: { from: string; to: string },
  name: NamePerson = storedName,
) {
  const chapter = findChapterBrief(chapterId);
  if (!chapter) throw notFound("Chapter not found");
  assertCan(
    actor,
    "costShare.export",
    chapterId,
    "Only leaders of this chapter and administrators can export its volunteer hours.",
  );
  const zone = validZone(
    db.select({ zone: chapters.timezone }).from(chapters).where(eq(chapters.id, chapterId)).get()?.zone,
  );
  const certifier = alias(users, "certifier");
  // The SQL range is a day wider on each side (any zone's day fits), then exact on the chapter's calendar.
  const fromMs = Date.parse(`${addDays(range.from, -1)}T00:00:00Z`);
  const toMs = Date.parse(`${addDays(range.to, 2)}T00:00:00Z`);
  const rows = db
    .select({
      periodId: onScenePeriods.id,
      userId: onScenePeriods.userId,
      person: users.displayName,
      personDeletedAt: users.deletedAt,
      timeIn: onScenePeriods.checkedInAt,
      timeOut: onScenePeriods.checkedOutAt,
      checkedOutById: onScenePeriods.checkedOutById,
      certifier: certifier.displayName,
      certifierDeletedAt: certifier.deletedAt,
      title: activations.title,
      location: activations.location,
      activationId: activations.id,
    })
    .from(activations)
    .innerJoin(onScenePeriods, eq(onScenePeriods.activationId, activations.id))
    .innerJoin(users, eq(users.id, onScenePeriods.userId))
    .leftJoin(certifier, eq(certifier.id, onScenePeriods.checkedOutById))
    .where(
      and(
        eq(activations.chapterId, chapterId),
        eq(activations.kind, "Real"),
        // An activation created after the range cannot have a period in it (activations_chapter_created_idx).
        lte(activations.createdAt, new Date(toMs)),
        sql`${onScenePeriods.checkedOutAt} is not null`,
        sql`${onScenePeriods.checkedInAt} >= ${fromMs}`,
        sql`${onScenePeriods.checkedInAt} < ${toMs}`,
      ),
    )
    .all();
  const lines: CostShareLine[] = [];
  for (const r of rows) {
    const date = isoDayIn(r.timeIn, zone);
    if (date < range.from || date > range.to) continue;
    lines.push({
      periodId: r.periodId,
      person: name(r.person, r.personDeletedAt),
      date,
      site: r.location,
      task: withoutDrillMarker(r.title),
      hours: hoursBetween(r.timeIn, r.timeOut!),
      // Certified by a leader's check-out; a member's own check-out is theirs, not a certification.
      certifiedBy:
        r.checkedOutById && r.checkedOutById !== r.userId && r.certifier
          ? name(r.certifier, r.certifierDeletedAt)
          : null,
      activationId: r.activationId,
    });
  }
  lines.sort(
    (a, b) => a.date.localeCompare(b.date) || a.person.localeCompare(b.person) || a.task.localeCompare(b.task),
  );
  return {
    chapter: { id: chapter.id, name: chapter.name, timeZone: zone },
    ...range,
    lines,
    people: new Set(rows.map((r) => r.userId)).size,
    totalHours: round2(lines.reduce((sum, l) => sum + l.hours, 0)),
    uncertified: lines.filter((l) => !l.certifiedBy).length,
  };
}
export type CostShareReport = ReturnType<typeof costShareHours>;

/** The cost-share page's and CSV's report for a query string (chapter, from, to; this year by default). */
export function costShareForQuery(actor: Actor, searchParams: URLSearchParams, name: NamePerson = storedName) {
  const filter = resolveReportFilter(actor, HoursQuerySchema.parse(Object.fromEntries(searchParams)));
  const report = filter.chapterId
    ? costShareHours(actor, filter.chapterId, { from: filter.from, to: filter.to }, name)
    : null;
  return { filter, report };
}

// ---- the CSV files: fixed column order (tests/unit/activation-record.test.ts) ---------------------

/** The ICS-211 file's columns, in order; `label` gives each its name in the reader's language. */
export const CHECK_IN_LIST_COLUMNS = ["name", "chapter", "qualifications", "timeIn", "timeOut", "hours"] as const;
export const ACTIVITY_LOG_COLUMNS = ["time", "activity", "by"] as const;
export const COST_SHARE_COLUMNS = ["person", "date", "site", "task", "hours", "certifiedBy"] as const;

/** Rows of the ICS-211 file; times in the chapter's zone through `time` (which names the zone). */
export function* checkInListCsvRows(list: CheckInList, time: (d: Date) => string) {
  for (const l of list.lines) {
    yield [
      l.name,
      l.chapter,
      l.qualifications.join("; "),
      time(l.timeIn),
      l.timeOut ? time(l.timeOut) : "",
      l.hours === null ? "" : String(l.hours),
    ];
  }
}

/** Rows of the ICS-214 file: the time (with its zone), what happened in words, who. */
export function* activityLogCsvRows(log: ActivityLog, time: (d: Date) => string, say: (e: LogEntry) => string) {
  for (const e of log.entries) yield [time(e.at), say(e), e.by ?? ""];
}

/** Rows of the cost-share file: person, date, site, task, hours, certified by (blank: not certified). */
export function* costShareCsvRows(report: CostShareReport) {
  for (const l of report.lines) yield [l.person, l.date, l.site, l.task, String(l.hours), l.certifiedBy ?? ""];
}
