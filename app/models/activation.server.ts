import crypto from "node:crypto";
import type { Statement } from "better-sqlite3";
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound } from "~/access/errors";
import { assertCan, can, ledChapterScope } from "~/access/rules.server";
import type { DB } from "~/db/client.server";
import { db, sqlite } from "~/db/client.server";
import { inChapterScope, selectWithChapter, selectWithUser } from "~/db/query.server";
import {
  activationResponses,
  activations,
  activationUpdates,
  chapters,
  memberships,
  userSettings,
  users,
  type Activation,
  type ActivationReply,
  type ActivationResponse,
} from "~/db/schema";
import {
  alertMessage,
  checkoutAlertMessage,
  detailsMessage,
  standDownMessage,
  updateMessage,
  type ActivationFacts,
  type ComposedMessage,
} from "./activation-messages";
import { replyLink } from "~/messaging/links.server";
import { serverT } from "~/i18n/catalogue.server";
import { DEFAULT_LANGUAGE, type Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { toE164 } from "~/messaging/sms.server";
import type { CreateActivationInput, ReplyInput, UpdateInput } from "./activation.schema";
import { formatInZone } from "~/utils/activation-format";
import { writeAudit } from "./audit.server";
import { isCurrent } from "./credential.schema";
import { credentialShortfall, credentialStatusesFor, getCredentialType } from "./credential.server";
import { once } from "./idempotency.server";
import { enqueueMessages, type NewMessage } from "./message-queue.server";

/**
 * Activations (call-outs). A leader of the chapter (or an admin) creates one; every approved member
 * is alerted through a private reply link (/respond/<token>, 128 random bits, bound to one member
 * and one activation). Creating never waits for delivery: the activation, one response row per
 * member and every message are written in one transaction, and app/jobs delivers the messages.
 * Details (situation, staging location) reach only members who replied Available or Delayed.
 */

type Tx = Parameters<Parameters<DB["transaction"]>[0]>[0];

const DEFAULT_ZONE = "America/New_York";

/** 128 random bits, URL-safe: the member's reply link. */
export function newReplyToken() {
  return crypto.randomBytes(16).toString("base64url");
}

function validZone(zone: unknown) {
  if (typeof zone !== "string" || !zone) return DEFAULT_ZONE;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_ZONE;
  }
}

export interface ActivationChapter {
  id: string;
  name: string;
  status: string;
  timeZone: string;
}

const chapterColumns = { id: chapters.id, name: chapters.name, status: chapters.status, timeZone: chapters.timezone };

/** A chapter with its IANA zone: report-by times are read and shown in it. */
export function getActivationChapter(chapterId: string): ActivationChapter | null {
  const row = db.select(chapterColumns).from(chapters).where(eq(chapters.id, chapterId)).get();
  return row ? { ...row, timeZone: validZone(row.timeZone) } : null;
}

/** Approved chapters the actor may call out: all for admins, the ones they lead otherwise. */
export function activationChapterOptions(actor: Actor): ActivationChapter[] {
  const scope = ledChapterScope(actor);
  if (scope !== "all" && !scope.length) return [];
  const where =
    scope === "all"
      ? eq(chapters.status, "Approved")
      : and(eq(chapters.status, "Approved"), inArray(chapters.id, scope));
  return db
    .select(chapterColumns)
    .from(chapters)
    .where(where)
    .orderBy(asc(chapters.name))
    .limit(500)
    .all()
    .map((row) => ({ ...row, timeZone: validZone(row.timeZone) }));
}

// ---------------------------------------------------------------------------------------------
// Recipients and messages

interface Contact {
  userId: string;
  email: string;
  phone: string | null;
  sms: boolean;
  /** The member's language: every message they get is written in it (the leader's own text aside). */
  lang: Lang;
}

const contactColumns = {
  userId: users.id,
  email: users.email,
  phone: users.phone,
  sms: sql<number>`coalesce(${userSettings.smsNotifications}, 0)`,
  lang: userSettings.language,
};

function toContact(r: {
  userId: string;
  email: string;
  phone: string | null;
  sms: number;
  lang: Lang | null;
}): Contact {
  return { userId: r.userId, email: r.email, phone: r.phone, sms: !!r.sms, lang: r.lang ?? DEFAULT_LANGUAGE };
}

/**
 * Who an activation alerts: the approved members of the chapter (leaders included); when it
 * requires a credential, only those holding a current (valid or expiring) one of that type.
 */
export function alertRecipients(chapterId: string, requiredCredentialTypeId?: string | null): Contact[] {
  const members = selectWithUser(memberships, contactColumns)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(memberships.chapterId, chapterId), eq(memberships.status, "Approved")))
    .all()
    .map(toContact);
  if (!requiredCredentialTypeId) return members;
  const statuses = credentialStatusesFor(
    members.map((m) => m.userId),
    requiredCredentialTypeId,
  );
  return members.filter((m) => isCurrent(statuses.get(m.userId)!.status));
}

/** Approved members an activation requiring a credential did not alert, and why (computed today). */
function notAlertedFor(activation: Pick<Activation, "chapterId" | "requiredCredentialTypeId" | "id">) {
  if (!activation.requiredCredentialTypeId) return { requiredCredential: null, notAlerted: [] };
  const type = getCredentialType(activation.requiredCredentialTypeId);
  const typeName = type?.name ?? "Required credential";
  const alerted = new Set(
    db
      .select({ userId: activationResponses.userId })
      .from(activationResponses)
      .where(eq(activationResponses.activationId, activation.id))
      .all()
      .map((r) => r.userId),
  );
  const others = selectWithUser(memberships, { userId: users.id, displayName: users.displayName })
    .where(and(eq(memberships.chapterId, activation.chapterId), eq(memberships.status, "Approved")))
    .all()
    .filter((m) => !alerted.has(m.userId));
  const statuses = credentialStatusesFor(
    others.map((m) => m.userId),
    activation.requiredCredentialTypeId,
  );
  return {
    requiredCredential: { id: activation.requiredCredentialTypeId, name: typeName },
    notAlerted: others
      .map((m) => {
        const cell = statuses.get(m.userId)!;
        const reason = credentialShortfall(typeName, cell);
        return {
          ...m,
          reason: reason ?? `${typeName} became current after the alert`,
          // The same reason as data, for pages that word it in their reader's language.
          shortfall: { status: reason ? (cell.status as Shortfall["status"]) : "Current", expiresOn: cell.expiresOn },
        };
      })
      .sort((a, b) => a.displayName.localeCompare(b.displayName)),
  };
}

/** A server `t` per language, built once per call (a call-out of 2,000 members uses at most three). */
function translators() {
  const made = new Map<Lang, TFunction>();
  return (lang: Lang) => {
    let t = made.get(lang);
    if (!t) made.set(lang, (t = serverT(lang)));
    return t;
  };
}

/**
 * Email always (a call-out is operational); SMS too when the member gave a phone and opted in. The
 * message is composed here, at queue time, in the member's language: the worker sends it as is.
 */
function messagesFor(
  contact: Contact,
  compose: (t: TFunction) => ComposedMessage,
  kind: string,
  activationId: string,
  tFor: (lang: Lang) => TFunction = translators(),
): NewMessage[] {
  const composed = compose(tFor(contact.lang));
  const out: NewMessage[] = [
    {
      channel: "email",
      to: contact.email,
      subject: composed.subject,
      body: composed.text,
      kind,
      activationId,
      userId: contact.userId,
    },
  ];
  if (contact.sms && contact.phone?.trim()) {
    out.push({
      channel: "sms",
      to: toE164(contact.phone),
      body: composed.sms,
      kind,
      activationId,
      userId: contact.userId,
    });
  }
  return out;
}

/**
 * Queues a message to each of these members (email, and SMS when they opted in), each composed in
 * the member's own language; `compose` gets the member's `t` and id (for their own reply link).
 */
function queueForMembers(
  tx: Tx,
  userIds: string[],
  kind: string,
  activationId: string,
  compose: (t: TFunction, userId: string) => ComposedMessage,
  now: Date,
) {
  const tFor = translators();
  const messages = [...contactsOf(tx, userIds).values()].flatMap((c) =>
    messagesFor(c, (t) => compose(t, c.userId), kind, activationId, tFor),
  );
  return enqueueMessages(tx, messages, now);
}

function contactsOf(tx: Pick<DB, "select">, userIds: string[]): Map<string, Contact> {
  const map = new Map<string, Contact>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = tx
      .select(contactColumns)
      .from(users)
      .leftJoin(userSettings, eq(userSettings.userId, users.id))
      .where(inArray(users.id, userIds.slice(i, i + 500)))
      .all();
    for (const r of rows) map.set(r.userId, toContact(r));
  }
  return map;
}

function factsOf(a: Pick<Activation, "kind" | "title">, chapterName: string): ActivationFacts {
  return { kind: a.kind, title: a.title, chapterName };
}

// ---------------------------------------------------------------------------------------------
// Create

// Prepared once per connection (tests reopen the database).
const insertResponseStatements = new WeakMap<object, Statement<unknown[]>>();

/** One prepared INSERT per member, inside the open transaction (see enqueueMessages for why). */
function insertResponses(rows: Array<{ id: string; activationId: string; userId: string; token: string }>, now: Date) {
  const connection = sqlite();
  let insertResponseStatement = insertResponseStatements.get(connection);
  if (!insertResponseStatement) {
    insertResponseStatement = connection.prepare(
      "insert into activation_responses (id, activation_id, user_id, token, standby, created_at, updated_at) values (?, ?, ?, ?, 0, ?, ?)",
    );
    insertResponseStatements.set(connection, insertResponseStatement);
  }
  const at = now.getTime();
  for (const r of rows) insertResponseStatement.run(r.id, r.activationId, r.userId, r.token, at, at);
}

export interface CreatedActivation {
  activation: Activation;
  chapter: ActivationChapter;
  alerted: number;
  queued: number;
}

/**
 * Creates and sends an activation: the row, one response row with a fresh token per recipient, and
 * every alert message, in ONE transaction with multi-row inserts. Delivery happens in the worker.
 */
export function createActivation(
  actor: Actor,
  input: CreateActivationInput,
  opts: { baseUrl: string; now?: Date },
): CreatedActivation {
  const chapter = getActivationChapter(input.chapterId);
  if (!chapter) throw invalid("Chapter not found", { chapterId: ["Please select a chapter"] });
  assertCan(actor, "activation.run", chapter.id, "Only leaders of this chapter and administrators can activate it.");
  if (chapter.status !== "Approved")
    throw invalid("Only approved chapters can be activated", { chapterId: ["Choose an approved chapter"] });
  const requiredType = input.requiredCredentialTypeId ? getCredentialType(input.requiredCredentialTypeId) : null;
  if (input.requiredCredentialTypeId && !requiredType?.active)
    throw invalid("Choose a credential from the catalogue", {
      requiredCredentialTypeId: ["Choose a credential from the catalogue"],
    });
  const now = opts.now ?? new Date();
  const recipients = alertRecipients(chapter.id, requiredType?.id);
  return db.transaction(
    (tx) => {
      const activation = tx
        .insert(activations)
        .values({
          chapterId: chapter.id,
          kind: input.kind,
          title: input.title,
          details: input.details,
          location: input.location,
          reportAt: input.reportAt,
          needed: input.needed,
          requiredCredentialTypeId: requiredType?.id ?? null,
          status: "Open",
          createdById: actor.id,
          createdAt: now,
        })
        .returning()
        .get();
      const facts = factsOf(activation, chapter.name);
      const responseRows = recipients.map((r) => ({
        id: crypto.randomUUID(),
        activationId: activation.id,
        userId: r.userId,
        token: newReplyToken(),
        createdAt: now,
        updatedAt: now,
      }));
      insertResponses(responseRows, now);
      const tFor = translators();
      const messages = recipients.flatMap((r, i) =>
        messagesFor(
          r,
          (t) => alertMessage(t, facts, replyLink(opts.baseUrl, responseRows[i]!.token)),
          "activation_alert",
          activation.id,
          tFor,
        ),
      );
      const queued = enqueueMessages(tx, messages, now);
      writeAudit(tx, {
        actorId: actor.id,
        action: "create_activation",
        targetType: "activation",
        targetId: activation.id,
        metadata: {
          title: activation.title,
          kind: activation.kind,
          chapterName: chapter.name,
          alerted: recipients.length,
          queued,
          requiredCredential: requiredType?.name,
        },
      });
      return { activation, chapter, alerted: recipients.length, queued };
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------------------------------------
// Reading

export const NO_REPLY = "NoReply" as const;
export type ReplyState = ActivationReply | typeof NO_REPLY;

export interface ReplyCounts {
  Available: number;
  Delayed: number;
  Unavailable: number;
  NoReply: number;
}

export interface RosterRow {
  responseId: string;
  userId: string;
  displayName: string;
  phone: string | null;
  reply: ReplyState;
  etaMinutes: number | null;
  standby: boolean;
  repliedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

export interface RosterView {
  activation: Activation;
  chapter: ActivationChapter;
  counts: ReplyCounts;
  standbyCount: number;
  /** Available + Delayed replies holding a slot (standby excluded). */
  committed: number;
  neededReached: boolean;
  onScene: number;
  roster: RosterRow[];
  updates: Array<{ id: string; message: string; audience: string; createdAt: Date; recipientCount: number }>;
  version: string;
  /** The credential the activation required (null: everyone approved was alerted). */
  requiredCredential: { id: string; name: string } | null;
  /** Approved members not alerted because they lacked a current required credential, and why. */
  notAlerted: Array<{ userId: string; displayName: string; reason: string; shortfall: Shortfall }>;
}

/** Why a member was not alerted: their credential's state today ("Current": it became valid since). */
export interface Shortfall {
  status: "Expired" | "Pending" | "Rejected" | "Missing" | "Current";
  expiresOn: string | null;
}

const REPLY_ORDER: Record<ReplyState, number> = { Available: 0, Delayed: 1, Unavailable: 2, NoReply: 3 };

function loadActivation(id: string) {
  if (typeof id !== "string" || !id || id.length > 100) return null;
  return db.select().from(activations).where(eq(activations.id, id)).get() ?? null;
}

/** The activation for someone who runs it (leader of the chapter, admin); 404 unknown, 403 others. */
function requireRunnable(actor: Actor, id: string) {
  const activation = loadActivation(id);
  if (!activation) throw notFound("Activation not found");
  assertCan(
    actor,
    "activation.run",
    activation.chapterId,
    "Only leaders of this chapter and administrators can see its roster.",
  );
  return activation;
}

/** A cheap fingerprint of everything the roster shows: the live view polls it. */
export function rosterVersion(activationId: string) {
  const r = db
    .select({ n: sql<number>`count(*)`, t: sql<number>`coalesce(max(${activationResponses.updatedAt}), 0)` })
    .from(activationResponses)
    .where(eq(activationResponses.activationId, activationId))
    .get();
  const u = db
    .select({ n: sql<number>`count(*)` })
    .from(activationUpdates)
    .where(eq(activationUpdates.activationId, activationId))
    .get();
  const a = db.select({ status: activations.status }).from(activations).where(eq(activations.id, activationId)).get();
  return `${r?.n ?? 0}.${r?.t ?? 0}.${u?.n ?? 0}.${a?.status ?? ""}`;
}

export function getRosterVersion(actor: Actor, id: string) {
  requireRunnable(actor, id);
  return rosterVersion(id);
}

function tally(rows: Array<Pick<RosterRow, "reply" | "standby" | "checkedInAt" | "checkedOutAt">>) {
  const counts: ReplyCounts = { Available: 0, Delayed: 0, Unavailable: 0, NoReply: 0 };
  let standbyCount = 0;
  let committed = 0;
  let onScene = 0;
  for (const r of rows) {
    counts[r.reply] += 1;
    if (r.standby) standbyCount += 1;
    else if (r.reply === "Available" || r.reply === "Delayed") committed += 1;
    if (r.checkedInAt && !r.checkedOutAt) onScene += 1;
  }
  return { counts, standbyCount, committed, onScene };
}

/** The roster: counts against the number needed, each member's reply, ETA, time and phone. */
export function getActivationRoster(actor: Actor, id: string): RosterView {
  const activation = requireRunnable(actor, id);
  const chapter = getActivationChapter(activation.chapterId)!;
  const roster: RosterRow[] = selectWithUser(activationResponses, {
    responseId: activationResponses.id,
    userId: users.id,
    displayName: users.displayName,
    phone: users.phone,
    reply: activationResponses.reply,
    etaMinutes: activationResponses.etaMinutes,
    standby: activationResponses.standby,
    repliedAt: activationResponses.repliedAt,
    checkedInAt: activationResponses.checkedInAt,
    checkedOutAt: activationResponses.checkedOutAt,
  })
    .where(eq(activationResponses.activationId, id))
    .all()
    .map((r) => ({ ...r, reply: r.reply ?? NO_REPLY }))
    .sort(
      (a, b) =>
        REPLY_ORDER[a.reply] - REPLY_ORDER[b.reply] ||
        Number(a.standby) - Number(b.standby) ||
        (a.repliedAt?.getTime() ?? 0) - (b.repliedAt?.getTime() ?? 0) ||
        a.displayName.localeCompare(b.displayName),
    );
  const { counts, standbyCount, committed, onScene } = tally(roster);
  const updates = db
    .select({
      id: activationUpdates.id,
      message: activationUpdates.message,
      audience: activationUpdates.audience,
      createdAt: activationUpdates.createdAt,
      recipientCount: activationUpdates.recipientCount,
    })
    .from(activationUpdates)
    .where(eq(activationUpdates.activationId, id))
    .orderBy(desc(activationUpdates.createdAt))
    .all();
  return {
    activation,
    chapter,
    counts,
    standbyCount,
    committed,
    neededReached: committed >= activation.needed,
    onScene,
    roster,
    updates,
    version: rosterVersion(id),
    ...notAlertedFor(activation),
  };
}

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

function myActivationRows(actor: Actor, where: SQL | undefined, limit: number): MyActivation[] {
  return db
    .select({ a: activations, r: activationResponses, chapterName: chapters.name })
    .from(activationResponses)
    .innerJoin(activations, eq(activations.id, activationResponses.activationId))
    .innerJoin(chapters, eq(chapters.id, activations.chapterId))
    .where(and(eq(activationResponses.userId, actor.id), where))
    .orderBy(desc(activations.createdAt))
    .limit(limit)
    .all()
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
  return myActivationRows(actor, eq(activations.status, "Open"), limit);
}

/** Every activation the member was alerted to, newest first. */
export function listMyActivations(actor: Actor, limit = 50) {
  return myActivationRows(actor, undefined, limit);
}

export interface HistoryItem extends ActivationSummary {
  needed: number;
  createdAt: Date;
  closedAt: Date | null;
  alerted: number;
  replied: number;
  responders: number;
  /** Share of alerted members who replied, 0–100. */
  repliedPercent: number;
  /** Milliseconds from the alert to the first reply, null with no reply yet. */
  timeToFirstReplyMs: number | null;
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
  })
    .where(inChapterScope(activations.chapterId, ledChapterScope(actor)))
    .orderBy(desc(activations.createdAt))
    .limit(limit)
    .offset(offset)
    .all();
  if (!page.length) return [];
  const figures = new Map(
    db
      .select({
        activationId: activationResponses.activationId,
        alerted: sql<number>`count(*)`,
        replied: sql<number>`coalesce(sum(case when ${activationResponses.reply} is not null then 1 else 0 end), 0)`,
        responders: sql<number>`coalesce(sum(case when ${activationResponses.reply} in ('Available', 'Delayed') then 1 else 0 end), 0)`,
        firstReplyAt: sql<number | null>`min(${activationResponses.firstRepliedAt})`,
      })
      .from(activationResponses)
      .where(
        inArray(
          activationResponses.activationId,
          page.map((a) => a.id),
        ),
      )
      .groupBy(activationResponses.activationId)
      .all()
      .map((f) => [f.activationId, f]),
  );
  return page.map((r) => {
    const f = figures.get(r.id);
    const alerted = Number(f?.alerted ?? 0);
    const replied = Number(f?.replied ?? 0);
    const firstReplyAt = f?.firstReplyAt ?? null;
    return {
      ...r,
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

// ---------------------------------------------------------------------------------------------
// Replies

export type LinkState =
  | { state: "invalid" }
  | { state: "closed" }
  | {
      state: "open";
      activation: Pick<Activation, "id" | "kind" | "title">;
      reply: ReplyState;
      etaMinutes: number | null;
      standby: boolean;
      checkedInAt: Date | null;
      checkedOutAt: Date | null;
      /** Only for Available or Delayed. */
      confirmed: null | {
        details: string;
        location: string;
        reportAt: Date;
        timeZone: string;
        chapterName: string;
        updates: Array<{ id: string; message: string; createdAt: Date }>;
      };
    };

/** Shape of a token this app issues: 22 base64url characters (16 bytes). Anything else is not looked up. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;

function findByToken(token: string) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  const row = db
    .select({ r: activationResponses, a: activations })
    .from(activationResponses)
    .innerJoin(activations, eq(activations.id, activationResponses.activationId))
    .where(eq(activationResponses.token, token))
    .get();
  return row ?? null;
}

/**
 * What the reply page may show for a token. A forged token and a closed activation show nothing of
 * the activation. Before a reply only the title and kind; details after Available or Delayed.
 */
export function getReplyLinkState(token: string): LinkState {
  const found = findByToken(token);
  if (!found) return { state: "invalid" };
  const { r, a } = found;
  if (a.status !== "Open") return { state: "closed" };
  const confirmed = r.reply === "Available" || r.reply === "Delayed";
  const chapter = confirmed ? getActivationChapter(a.chapterId) : null;
  return {
    state: "open",
    activation: { id: a.id, kind: a.kind, title: a.title },
    reply: r.reply ?? NO_REPLY,
    etaMinutes: r.etaMinutes,
    standby: r.standby,
    checkedInAt: r.checkedInAt,
    checkedOutAt: r.checkedOutAt,
    confirmed: confirmed
      ? {
          details: a.details,
          location: a.location,
          reportAt: a.reportAt,
          timeZone: chapter?.timeZone ?? DEFAULT_ZONE,
          chapterName: chapter?.name ?? "",
          updates: db
            .select({
              id: activationUpdates.id,
              message: activationUpdates.message,
              createdAt: activationUpdates.createdAt,
            })
            .from(activationUpdates)
            .where(eq(activationUpdates.activationId, a.id))
            .orderBy(desc(activationUpdates.createdAt))
            .all(),
        }
      : null,
  };
}

const CLOSED_MESSAGE = "This activation has been stood down. Replies are closed.";

/**
 * Records a reply inside a transaction. Available/Delayed after the number needed is reached is
 * standby; someone already holding a slot keeps it when they switch between Available and Delayed.
 * The first confirming reply queues the details (situation, staging location) to that member.
 */
function applyReply(
  tx: Tx,
  activation: Activation,
  response: ActivationResponse,
  input: ReplyInput,
  opts: { baseUrl: string; now: Date; via: "link" | "dashboard" | "api" },
) {
  if (activation.status !== "Open") throw conflict(CLOSED_MESSAGE);
  const confirming = input.reply === "Available" || input.reply === "Delayed";
  const holdsSlot = (response.reply === "Available" || response.reply === "Delayed") && !response.standby;
  let standby = false;
  if (confirming && !holdsSlot) {
    const committed = tx
      .select({ n: sql<number>`count(*)` })
      .from(activationResponses)
      .where(
        and(
          eq(activationResponses.activationId, activation.id),
          inArray(activationResponses.reply, ["Available", "Delayed"]),
          eq(activationResponses.standby, false),
          sql`${activationResponses.id} <> ${response.id}`,
        ),
      )
      .get();
    standby = Number(committed?.n ?? 0) >= activation.needed;
  }
  const sendDetails = confirming && !response.detailsSentAt;
  const updated = tx
    .update(activationResponses)
    .set({
      reply: input.reply,
      etaMinutes: input.etaMinutes,
      standby,
      repliedAt: opts.now,
      firstRepliedAt: response.firstRepliedAt ?? opts.now,
      detailsSentAt: sendDetails ? opts.now : response.detailsSentAt,
      updatedAt: opts.now,
    })
    .where(eq(activationResponses.id, response.id))
    .returning()
    .get();
  const chapter = getActivationChapter(activation.chapterId)!;
  if (sendDetails) {
    const contact = contactsOf(tx, [response.userId]).get(response.userId);
    if (contact) {
      const compose = (t: TFunction) =>
        detailsMessage(
          t,
          {
            ...factsOf(activation, chapter.name),
            details: activation.details,
            location: activation.location,
            reportByLabel: formatInZone(activation.reportAt, chapter.timeZone, contact.lang),
            standby,
          },
          replyLink(opts.baseUrl, response.token),
        );
      enqueueMessages(tx, messagesFor(contact, compose, "activation_details", activation.id), opts.now);
    }
  }
  writeAudit(tx, {
    actorId: response.userId,
    action: "reply_activation",
    targetType: "activation",
    targetId: activation.id,
    metadata: { title: activation.title, reply: input.reply, etaMinutes: input.etaMinutes, standby, via: opts.via },
  });
  return updated;
}

/**
 * A reply form carries an idempotency key (the offline queue may replay it, or a phone on a bad
 * connection may post it twice): the reply is applied once per (member, key). A replay changes
 * nothing and answers with the member's reply as it stands.
 */
function replyOnce(
  userId: string | undefined,
  key: string | null | undefined,
  apply: () => ActivationResponse,
  current: () => ActivationResponse | undefined,
) {
  if (!userId || !key) return apply();
  const result = once(userId, key, "activation_reply", apply);
  if (!result.replayed) return result.value;
  const now = current();
  if (!now) throw notFound("This reply link is not valid.");
  return now;
}

const responseByToken = (token: string) =>
  typeof token === "string" && TOKEN_PATTERN.test(token)
    ? db.select().from(activationResponses).where(eq(activationResponses.token, token)).get()
    : undefined;

/** A reply through the link (no sign-in). Forged token: 404; closed: 409; nothing recorded either way. */
export function replyByToken(
  token: string,
  input: ReplyInput,
  opts: { baseUrl: string; now?: Date; idempotencyKey?: string | null },
) {
  const now = opts.now ?? new Date();
  const apply = () =>
    db.transaction(
      (tx) => {
        const found = findByTokenTx(tx, token);
        if (!found) throw notFound("This reply link is not valid.");
        return applyReply(tx, found.a, found.r, input, { baseUrl: opts.baseUrl, now, via: "link" });
      },
      { behavior: "immediate" },
    );
  return replyOnce(responseByToken(token)?.userId, opts.idempotencyKey, apply, () => responseByToken(token));
}

function findByTokenTx(tx: Tx, token: string) {
  if (typeof token !== "string" || !TOKEN_PATTERN.test(token)) return null;
  return (
    tx
      .select({ r: activationResponses, a: activations })
      .from(activationResponses)
      .innerJoin(activations, eq(activations.id, activationResponses.activationId))
      .where(eq(activationResponses.token, token))
      .get() ?? null
  );
}

/** A signed-in member's reply from the dashboard (or the API): only to an activation they were alerted to. */
export function replyAsMember(
  actor: Actor,
  activationId: string,
  input: ReplyInput,
  opts: { baseUrl: string; now?: Date; via?: "dashboard" | "api"; idempotencyKey?: string | null },
) {
  const now = opts.now ?? new Date();
  const apply = () =>
    db.transaction(
      (tx) => {
        const found =
          typeof activationId === "string" && activationId.length <= 100
            ? tx
                .select({ r: activationResponses, a: activations })
                .from(activationResponses)
                .innerJoin(activations, eq(activations.id, activationResponses.activationId))
                .where(
                  and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, actor.id)),
                )
                .get()
            : undefined;
        if (!found) throw notFound("You were not alerted to this activation.");
        assertCan(actor, "activation.reply", { userId: found.r.userId });
        return applyReply(tx, found.a, found.r, input, { baseUrl: opts.baseUrl, now, via: opts.via ?? "dashboard" });
      },
      { behavior: "immediate" },
    );
  const current = () =>
    db
      .select()
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, String(activationId)), eq(activationResponses.userId, actor.id)))
      .get();
  return replyOnce(actor.id, opts.idempotencyKey, apply, current);
}

// ---------------------------------------------------------------------------------------------
// Check in / check out

type CheckMove = "in" | "out";

function applyCheck(
  tx: Tx,
  activation: Activation,
  response: ActivationResponse,
  move: CheckMove,
  actorId: string,
  now: Date,
  via: string,
) {
  if (move === "in") {
    if (activation.status !== "Open") throw conflict("This activation is closed: nobody can check in any more.");
    if (response.checkedInAt) throw conflict("Already checked in.");
  } else {
    if (!response.checkedInAt) throw conflict("Check in first.");
    if (response.checkedOutAt) throw conflict("Already checked out.");
  }
  const updated = tx
    .update(activationResponses)
    .set(move === "in" ? { checkedInAt: now, updatedAt: now } : { checkedOutAt: now, updatedAt: now })
    .where(eq(activationResponses.id, response.id))
    .returning()
    .get();
  writeAudit(tx, {
    actorId,
    action: move === "in" ? "check_in_responder" : "check_out_responder",
    targetType: "activation",
    targetId: activation.id,
    metadata: { title: activation.title, memberId: response.userId, via },
  });
  return updated;
}

/**
 * The member checks in (on arrival) or out (at the end) through their link while the activation is
 * open; only after replying Available or Delayed. After stand-down the link records nothing, so a
 * leader checks out whoever is left on scene.
 */
export function checkByToken(token: string, move: CheckMove, now = new Date()) {
  return db.transaction(
    (tx) => {
      const found = findByTokenTx(tx, token);
      if (!found) throw notFound("This reply link is not valid.");
      if (found.a.status !== "Open") throw conflict(CLOSED_MESSAGE);
      if (move === "in" && found.r.reply !== "Available" && found.r.reply !== "Delayed") {
        throw conflict("Reply Available or Delayed before checking in.");
      }
      return applyCheck(tx, found.a, found.r, move, found.r.userId, now, "link");
    },
    { behavior: "immediate" },
  );
}

/** A leader checks a member in or out on the roster (check-out also after stand-down). */
export function checkByLeader(
  actor: Actor,
  activationId: string,
  responseId: string,
  move: CheckMove,
  now = new Date(),
) {
  const activation = requireRunnable(actor, activationId);
  return db.transaction(
    (tx) => {
      const response = tx
        .select()
        .from(activationResponses)
        .where(
          and(
            eq(activationResponses.id, String(responseId ?? "")),
            eq(activationResponses.activationId, activation.id),
          ),
        )
        .get();
      if (!response) throw notFound("That member is not on this activation's roster.");
      const fresh = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      return applyCheck(tx, fresh, response, move, actor.id, now, "roster");
    },
    { behavior: "immediate" },
  );
}

// ---------------------------------------------------------------------------------------------
// Updates and stand-down

/** A leader's update, queued to the responders (Available/Delayed) or to everyone alerted. */
export function postActivationUpdate(
  actor: Actor,
  activationId: string,
  input: UpdateInput,
  opts: { baseUrl: string; now?: Date },
) {
  const activation = requireRunnable(actor, activationId);
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx) => {
      const fresh = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      if (fresh.status !== "Open") throw conflict("This activation is closed: updates can no longer be sent.");
      const chapter = getActivationChapter(fresh.chapterId)!;
      const targets = tx
        .select({ userId: activationResponses.userId, token: activationResponses.token })
        .from(activationResponses)
        .where(
          and(
            eq(activationResponses.activationId, fresh.id),
            input.audience === "Responders" ? inArray(activationResponses.reply, ["Available", "Delayed"]) : undefined,
          ),
        )
        .all();
      const facts = factsOf(fresh, chapter.name);
      const tokens = new Map(targets.map((target) => [target.userId, target.token]));
      queueForMembers(
        tx,
        [...tokens.keys()],
        "activation_update",
        fresh.id,
        (t, userId) => updateMessage(t, facts, input.message, replyLink(opts.baseUrl, tokens.get(userId)!)),
        now,
      );
      const update = tx
        .insert(activationUpdates)
        .values({
          activationId: fresh.id,
          message: input.message,
          audience: input.audience,
          postedById: actor.id,
          recipientCount: targets.length,
          createdAt: now,
        })
        .returning()
        .get();
      // The roster's version counts updates, so a poll sees this one.
      writeAudit(tx, {
        actorId: actor.id,
        action: "post_activation_update",
        targetType: "activation",
        targetId: fresh.id,
        metadata: { title: fresh.title, audience: input.audience, recipients: targets.length },
      });
      return { update, recipients: targets.length };
    },
    { behavior: "immediate" },
  );
}

/** Stand-down: closes the activation and queues the stand-down to everyone alerted. */
export function closeActivation(actor: Actor, activationId: string, opts: { now?: Date } = {}) {
  const activation = requireRunnable(actor, activationId);
  const now = opts.now ?? new Date();
  return db.transaction(
    (tx) => {
      const closed = tx
        .update(activations)
        .set({ status: "Closed", closedAt: now, closedById: actor.id })
        .where(and(eq(activations.id, activation.id), eq(activations.status, "Open")))
        .returning()
        .get();
      if (!closed) throw conflict("This activation is already closed.");
      const chapter = getActivationChapter(closed.chapterId)!;
      const everyone = tx
        .select({ userId: activationResponses.userId })
        .from(activationResponses)
        .where(eq(activationResponses.activationId, closed.id))
        .all();
      const facts = factsOf(closed, chapter.name);
      queueForMembers(
        tx,
        everyone.map((e) => e.userId),
        "activation_stand_down",
        closed.id,
        (t) => standDownMessage(t, facts),
        now,
      );
      // Bump the responses' clock so live rosters notice the status change on their next poll.
      tx.update(activationResponses)
        .set({ updatedAt: now })
        .where(eq(activationResponses.activationId, closed.id))
        .run();
      writeAudit(tx, {
        actorId: actor.id,
        action: "close_activation",
        targetType: "activation",
        targetId: closed.id,
        metadata: { title: closed.title, notified: everyone.length },
      });
      return closed;
    },
    { behavior: "immediate" },
  );
}

/** The activation as a runner sees it (page header, API). */
export function getRunnableActivation(actor: Actor, id: string) {
  const activation = requireRunnable(actor, id);
  return { activation, chapter: getActivationChapter(activation.chapterId)! };
}

// ---------------------------------------------------------------------------------------------
// The "still not checked out" alert (app/jobs/checkout-alert.server.ts runs it every minute)

export const CHECKOUT_ALERT_DELAY_MS = 60 * 60 * 1000;

/**
 * For every activation closed more than an hour ago and not yet looked at: claim it (set
 * checkoutAlertAt with a guarded UPDATE, so two processes never both send), and if anyone is still
 * checked in, queue one alert listing them to the chapter's leaders and whoever closed it.
 */
export function sendDueCheckoutAlerts(opts: { baseUrl: string; now?: Date }) {
  const now = opts.now ?? new Date();
  const due = db
    .select({ id: activations.id })
    .from(activations)
    .where(
      and(
        eq(activations.status, "Closed"),
        isNull(activations.checkoutAlertAt),
        isNotNull(activations.closedAt),
        lte(activations.closedAt, new Date(now.getTime() - CHECKOUT_ALERT_DELAY_MS)),
      ),
    )
    .limit(50)
    .all();
  let alerts = 0;
  for (const { id } of due) {
    db.transaction(
      (tx) => {
        const claimed = tx
          .update(activations)
          .set({ checkoutAlertAt: now })
          .where(and(eq(activations.id, id), isNull(activations.checkoutAlertAt)))
          .returning()
          .get();
        if (!claimed) return;
        const onScene = selectWithUser(activationResponses, { name: users.displayName, phone: users.phone }, tx)
          .where(
            and(
              eq(activationResponses.activationId, id),
              isNotNull(activationResponses.checkedInAt),
              isNull(activationResponses.checkedOutAt),
            ),
          )
          .orderBy(asc(users.displayName))
          .all();
        if (!onScene.length) return;
        const chapter = getActivationChapter(claimed.chapterId)!;
        const leaderIds = tx
          .select({ userId: memberships.userId })
          .from(memberships)
          .where(
            and(
              eq(memberships.chapterId, claimed.chapterId),
              eq(memberships.role, "Leader"),
              eq(memberships.status, "Approved"),
            ),
          )
          .all()
          .map((l) => l.userId);
        const ids = [
          ...new Set([...leaderIds, claimed.closedById, claimed.createdById].filter((x): x is string => !!x)),
        ];
        const facts = factsOf(claimed, chapter.name);
        const names = onScene.map((p) => (p.phone ? `${p.name} (${p.phone})` : p.name));
        const rosterLink = `${opts.baseUrl}/dashboard/activations/${claimed.id}`;
        queueForMembers(
          tx,
          ids,
          "activation_checkout_alert",
          claimed.id,
          (t) => checkoutAlertMessage(t, facts, names, rosterLink),
          now,
        );
        writeAudit(tx, {
          actorId: null,
          action: "alert_not_checked_out",
          targetType: "activation",
          targetId: claimed.id,
          metadata: { title: claimed.title, names: onScene.map((p) => p.name) },
        });
        alerts += 1;
      },
      { behavior: "immediate" },
    );
  }
  return alerts;
}

/** Used by tests and the bench to look a member's link up. */
export function responseTokenFor(activationId: string, userId: string) {
  return (
    db
      .select({ token: activationResponses.token })
      .from(activationResponses)
      .where(and(eq(activationResponses.activationId, activationId), eq(activationResponses.userId, userId)))
      .get()?.token ?? null
  );
}
