import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { can, ledChapterScope } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { contentVersionStamp, keptByStamp } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { inChapterScope, selectWithChapter } from "~/db/query.server";
import { activationResponses, activations, chapters } from "~/db/schema";
import { DEFAULT_ZONE, getActivationChapter, NO_REPLY, validZone, type ReplyState } from "./activation-common.server";

/**
 * Activations, lists: the member's own call-outs (dashboard, history), the ones a leader runs with
 * their response figures, and the API's list joining both.
 */

/** What every list of activations shows of one: which, what kind, open or not, whose chapter. */
interface ActivationSummary {
  id: string;
  kind: "Drill" | "Real";
  title: string;
  status: "Open" | "Closed";
  chapterId: string;
  chapterName: string;
}

export interface MyActivation extends ActivationSummary {
  createdAt: Date;
  reportAt: Date;
  timeZone: string;
  reply: ReplyState;
  etaMinutes: number | null;
  standby: boolean;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
  /** Situation and staging location: only once the member replied Available or Delayed. */
  details: string | null;
  location: string | null;
}

// The member's call-outs are read on every member home: the two lists' statements are prepared
// once (decision 038's preparedOnce) instead of Drizzle building their SQL on every call.
const myActivationsStatement = (where: SQL | undefined) =>
  preparedOnce(() =>
    db
      .select({ a: activations, r: activationResponses, chapterName: chapters.name })
      .from(activationResponses)
      .innerJoin(activations, eq(activations.id, activationResponses.activationId))
      .innerJoin(chapters, eq(chapters.id, activations.chapterId))
      .where(and(eq(activationResponses.userId, sql.placeholder("userId")), where))
      .orderBy(desc(activations.createdAt))
      .limit(sql.placeholder("limit"))
      .prepare(),
  );
const myOpenActivations = myActivationsStatement(eq(activations.status, "Open"));
const myAllActivations = myActivationsStatement(undefined);

function myActivationRows(actor: Actor, statement: typeof myOpenActivations, limit: number): MyActivation[] {
  return statement()
    .all({ userId: actor.id, limit })
    .map(({ a, r, chapterName }) => {
      const confirmed = r.reply === "Available" || r.reply === "Delayed";
      return {
        id: a.id,
        kind: a.kind,
        title: a.title,
        status: a.status,
        chapterId: a.chapterId,
        chapterName,
        createdAt: a.createdAt,
        reportAt: a.reportAt,
        timeZone: getActivationChapter(a.chapterId)?.timeZone ?? DEFAULT_ZONE,
        reply: r.reply ?? NO_REPLY,
        etaMinutes: r.etaMinutes,
        standby: r.standby,
        checkedInAt: r.checkedInAt,
        checkedOutAt: r.checkedOutAt,
        details: confirmed ? a.details : null,
        location: confirmed ? a.location : null,
      };
    });
}

/** The member's open activations (dashboard overview), newest first. */
export function listMyOpenActivations(actor: Actor, limit = 20) {
  return myActivationRows(actor, myOpenActivations, limit);
}

/** Every activation the member was alerted to, newest first. */
export function listMyActivations(actor: Actor, limit = 50) {
  return myActivationRows(actor, myAllActivations, limit);
}

export interface HistoryItem extends ActivationSummary {
  needed: number;
  createdAt: Date;
  closedAt: Date | null;
  /** The chapter's zone: its times read on that clock. */
  timeZone: string;
  alerted: number;
  replied: number;
  responders: number;
  /** Share of alerted members who replied, 0–100. */
  repliedPercent: number;
  /** Milliseconds from the alert to the first reply, null with no reply yet. */
  timeToFirstReplyMs: number | null;
}

/**
 * The reply figures of these activations, one grouped query over their response rows
 * (activation_responses_activation_user_uq): how many alerted, replied, and each reply.
 */
function replyFigures(activationIds: string[]) {
  const r = activationResponses;
  const count = (condition: SQL) => sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;
  return new Map(
    db
      .select({
        activationId: r.activationId,
        alerted: sql<number>`count(*)`,
        replied: count(sql`${r.reply} is not null`),
        responders: count(sql`${r.reply} in ('Available', 'Delayed')`),
        available: count(sql`${r.reply} = 'Available'`),
        delayed: count(sql`${r.reply} = 'Delayed'`),
        unavailable: count(sql`${r.reply} = 'Unavailable'`),
        committed: count(
          sql`((${r.reply} = 'Available' and ${r.standby} = 0) or (${r.reply} = 'Delayed' and ${r.countedIn} = 1))`,
        ),
        firstReplyAt: sql<number | null>`min(${r.firstRepliedAt})`,
      })
      .from(r)
      .where(inArray(r.activationId, activationIds))
      .groupBy(r.activationId)
      .all()
      .map((f) => [f.activationId, f]),
  );
}

/** Activations the actor runs (their chapters; every chapter for admins), with response figures. */
export function listActivationHistory(actor: Actor, limit = 100, offset = 0): HistoryItem[] {
  // The page first (activations_created_idx, or the chapters' activations_chapter_created_idx), then
  // the reply figures of just those activations: aggregating every activation's alert rows before
  // the LIMIT cost 110-137 ms per view at national size (issue 26).
  const page = selectWithChapter(activations, {
    id: activations.id,
    kind: activations.kind,
    title: activations.title,
    status: activations.status,
    chapterId: activations.chapterId,
    chapterName: chapters.name,
    needed: activations.needed,
    createdAt: activations.createdAt,
    closedAt: activations.closedAt,
    timeZone: chapters.timezone,
  })
    .where(inChapterScope(activations.chapterId, ledChapterScope(actor)))
    .orderBy(desc(activations.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  if (!page.length) return [];
  const figures = replyFigures(page.map((a) => a.id));
  return page.map((r) => {
    const f = figures.get(r.id);
    const alerted = Number(f?.alerted ?? 0);
    const replied = Number(f?.replied ?? 0);
    const firstReplyAt = f?.firstReplyAt ?? null;
    return {
      ...r,
      timeZone: validZone(r.timeZone),
      alerted,
      replied,
      responders: Number(f?.responders ?? 0),
      repliedPercent: alerted ? Math.round((replied / alerted) * 100) : 0,
      timeToFirstReplyMs: firstReplyAt === null ? null : Math.max(0, Number(firstReplyAt) - r.createdAt.getTime()),
    };
  });
}

/** GET /api/activations: the ones the actor is alerted to, plus (leaders, admins) the ones they run. */
export function listActivationsForApi(actor: Actor) {
  const mine = listMyActivations(actor, 100);
  const run = listActivationHistory(actor, 100);
  const byId = new Map<string, Record<string, unknown>>();
  for (const m of mine) {
    byId.set(m.id, {
      id: m.id,
      chapterId: m.chapterId,
      chapterName: m.chapterName,
      kind: m.kind,
      title: m.title,
      status: m.status,
      reportAt: m.reportAt.toISOString(),
      createdAt: m.createdAt.toISOString(),
      details: m.details,
      location: m.location,
      myReply: {
        reply: m.reply,
        etaMinutes: m.etaMinutes,
        standby: m.standby,
        checkedInAt: m.checkedInAt?.toISOString() ?? null,
        checkedOutAt: m.checkedOutAt?.toISOString() ?? null,
      },
      canRun: can(actor, "activation.run", m.chapterId),
    });
  }
  for (const h of run) {
    const existing = byId.get(h.id) ?? {
      id: h.id,
      chapterId: h.chapterId,
      chapterName: h.chapterName,
      kind: h.kind,
      title: h.title,
      status: h.status,
      createdAt: h.createdAt.toISOString(),
      myReply: null,
    };
    byId.set(h.id, {
      ...existing,
      canRun: true,
      needed: h.needed,
      closedAt: h.closedAt?.toISOString() ?? null,
      figures: {
        alerted: h.alerted,
        replied: h.replied,
        responders: h.responders,
        repliedPercent: h.repliedPercent,
        timeToFirstReplyMs: h.timeToFirstReplyMs,
      },
    });
  }
  return [...byId.values()].sort((a, b) => String(b.createdAt).localeCompare(String(a.createdAt)));
}

export interface OpenActivationToRun extends ActivationSummary {
  needed: number;
  createdAt: Date;
  reportAt: Date;
  timeZone: string;
  counts: { Available: number; Delayed: number; Unavailable: number; NoReply: number };
  /** Replies counting toward the number needed (Available not on standby, Delayed counted in). */
  committed: number;
}

/**
 * The open activations the actor runs (the leader's dashboard), newest first, with their reply
 * counts against the number needed. Open ones are few; the page of them comes first
 * (activations_status_closed_idx), then the figures of just those.
 */
export function listOpenActivationsToRun(actor: Actor, limit = 20): OpenActivationToRun[] {
  const scope = ledChapterScope(actor);
  if (scope !== "all" && !scope.length) return [];
  // Kept while content_version's sixth row holds: the network's (an administrator's overview) per
  // limit, a leader's per limit and led chapters (decision 078).
  if (scope !== "all")
    return keptLeaderToRun(`${limit}:${[...scope].sort().join(",")}`, overviewStamp(), () =>
      readOpenActivationsToRun(scope, limit),
    );
  return keptToRun(String(limit), overviewStamp(), () => readOpenActivationsToRun(scope, limit));
}

/**
 * content_version's sixth row: migration 0056's triggers move it with every write to what the
 * administrator's overview keeps (activations, their responses' figures, chapters' names and time
 * zones; the audit log and its names), in any process (decision 074).
 */
const overviewStamp = contentVersionStamp(6);

/**
 * The network's open activations with their figures, kept per limit while the stamp holds: read once
 * between writes however many administrators look. Every reader gets the same objects.
 */
const keptToRun = keptByStamp<OpenActivationToRun[]>(4);
/** A leader's open activations with their figures, per limit and led chapters (the latest 256). */
const keptLeaderToRun = keptByStamp<OpenActivationToRun[]>(256);

function readOpenActivationsToRun(scope: "all" | string[], limit: number): OpenActivationToRun[] {
  const page = selectWithChapter(activations, {
    id: activations.id,
    kind: activations.kind,
    title: activations.title,
    status: activations.status,
    chapterId: activations.chapterId,
    chapterName: chapters.name,
    needed: activations.needed,
    createdAt: activations.createdAt,
    reportAt: activations.reportAt,
    timeZone: chapters.timezone,
  })
    .where(and(eq(activations.status, "Open"), inChapterScope(activations.chapterId, scope)))
    .orderBy(desc(activations.createdAt))
    .limit(limit)
    .all();
  if (!page.length) return [];
  const figures = replyFigures(page.map((a) => a.id));
  return page.map((a) => {
    const f = figures.get(a.id);
    const n = (v: number | undefined) => Number(v ?? 0);
    return {
      ...a,
      timeZone: validZone(a.timeZone),
      counts: {
        Available: n(f?.available),
        Delayed: n(f?.delayed),
        Unavailable: n(f?.unavailable),
        NoReply: n(f?.alerted) - n(f?.replied),
      },
      committed: n(f?.committed),
    };
  });
}
