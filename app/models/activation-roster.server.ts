import { and, desc, eq, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, notFound } from "~/access/errors";
import { db } from "~/db/client.server";
import { currentContentVersion, keptByStamp } from "~/db/memo.server";
import { preparedOnce } from "~/db/prepared.server";
import { selectWithUser } from "~/db/query.server";
import {
  activationResponses,
  activations,
  activationUpdates,
  activationWaves,
  memberships,
  messageQueue,
  onScenePeriods,
  users,
  type Activation,
  type ActivationResponse,
} from "~/db/schema";
import {
  CLOSED_MESSAGE,
  findByTokenTx,
  getActivationChapter,
  NO_REPLY,
  requireRunnable,
  type ActivationChapter,
  type ReplyState,
  type Tx,
} from "./activation-common.server";
import { deliveryStatusForActivation, type DeliveryResponse, type MemberDelivery } from "./activation-delivery.server";
import { writeAudit } from "./audit.server";
import { storedName, type NamePerson } from "./deleted-member";
import { credentialShortfall, credentialStatusesFor, getCredentialType } from "./credential.server";

/**
 * Activations, roster and check-in: the leader's roster (counts against the number needed, every
 * member's reply, who was not alerted and why), the version a live roster polls, and check-in and
 * check-out by the member's link or by a leader.
 */

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
  /** A Delayed responder the leader counted toward the number needed. */
  countedIn: boolean;
  repliedAt: Date | null;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}

export interface RosterView {
  activation: Activation;
  chapter: ActivationChapter;
  counts: ReplyCounts;
  standbyCount: number;
  /** Replies counting toward the number needed: Available (standby excluded) and Delayed counted in. */
  committed: number;
  /** Delayed replies not counted toward the number needed (the leader may count them in). */
  delayedNotCounted: number;
  neededReached: boolean;
  onScene: number;
  roster: RosterRow[];
  updates: Array<{ id: string; message: string; audience: string; createdAt: Date; recipientCount: number }>;
  version: string;
  /** The credential the activation required (null: everyone approved was alerted). */
  requiredCredential: { id: string; name: string } | null;
  /** Approved members not alerted because they lacked a current required credential, and why. */
  notAlerted: Array<{ userId: string; displayName: string; reason: string; shortfall: Shortfall }>;
  /** Each member's delivery status by user id (activation-delivery.server.ts). */
  delivery: Map<string, MemberDelivery>;
}

/** Why a member was not alerted: their credential's state today ("Current": it became valid since). */
export interface Shortfall {
  status: "Expired" | "Pending" | "Rejected" | "Missing" | "Current";
  expiresOn: string | null;
}

const REPLY_ORDER: Record<ReplyState, number> = { Available: 0, Delayed: 1, Unavailable: 2, NoReply: 3 };

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

// The roster's fingerprint is read by every roster view and every live poll: prepared once (decision 038).
const versionStatements = preparedOnce(() => {
  const activationId = sql.placeholder("activationId");
  return {
    responses: db
      .select({
        n: sql<number>`count(*)`,
        t: sql<number>`coalesce(max(${activationResponses.updatedAt}), 0)`,
        // Not in the version the page polls (its text stays as it was): the kept roster's stamp only.
        // Two responses changed in the same millisecond leave count and max alike; the sum moves.
        s: sql<number>`coalesce(sum(${activationResponses.updatedAt}), 0)`,
      })
      .from(activationResponses)
      .where(eq(activationResponses.activationId, activationId))
      .prepare(),
    updates: db
      .select({ n: sql<number>`count(*)` })
      .from(activationUpdates)
      .where(eq(activationUpdates.activationId, activationId))
      .prepare(),
    activation: db
      .select({ status: activations.status, revision: activations.revision })
      .from(activations)
      .where(eq(activations.id, activationId))
      .prepare(),
    // Delivery moves (sent, failed, a fallback queued) show on the roster too (message_queue_activation_idx).
    messages: db
      .select({
        n: sql<number>`count(*)`,
        done: sql<number>`coalesce(sum(case when ${messageQueue.status} in ('sent', 'failed') then 1 else 0 end), 0)`,
        tries: sql<number>`coalesce(sum(${messageQueue.attempts}), 0)`,
      })
      .from(messageQueue)
      .where(eq(messageQueue.activationId, activationId))
      .prepare(),
    // A wave that runs or stops, or a resend, changes its row, even when it changes no response (a
    // reminder, a notice to leaders) or is stopped because enough replied (activation_waves_activation_idx).
    waves: db
      .select({
        n: sql<number>`count(*)`,
        done: sql<number>`coalesce(sum(case when ${activationWaves.status} <> 'pending' then 1 else 0 end), 0)`,
        ran: sql<number>`coalesce(max(${activationWaves.ranAt}), 0)`,
      })
      .from(activationWaves)
      .where(eq(activationWaves.activationId, activationId))
      .prepare(),
  };
});

/** A cheap fingerprint of everything the roster shows: the live view polls it. */
export function rosterVersion(activationId: string) {
  return rosterStamp(activationId).version;
}

/**
 * `rosterVersion`, and the stamp a kept roster is checked against: the version, the sum of the
 * responses' change times, and `content_version` (a member's name or phone changed, an account
 * deleted: writes to `users` move it).
 */
function rosterStamp(activationId: string) {
  const statements = versionStatements();
  const r = statements.responses.get({ activationId });
  const u = statements.updates.get({ activationId });
  const a = statements.activation.get({ activationId });
  const m = statements.messages.get({ activationId });
  const w = statements.waves.get({ activationId });
  const version = [
    r?.n ?? 0,
    r?.t ?? 0,
    u?.n ?? 0,
    a?.status ?? "",
    a?.revision ?? 0,
    m?.n ?? 0,
    m?.done ?? 0,
    m?.tries ?? 0,
    w?.n ?? 0,
    w?.done ?? 0,
    w?.ran ?? 0,
  ].join(".");
  return { version, stamp: `${version}|${r?.s ?? 0}|${currentContentVersion()}` };
}

export function getRosterVersion(actor: Actor, id: string) {
  requireRunnable(actor, id);
  return rosterVersion(id);
}

function tally(rows: Array<Pick<RosterRow, "reply" | "standby" | "countedIn" | "checkedInAt" | "checkedOutAt">>) {
  const counts: ReplyCounts = { Available: 0, Delayed: 0, Unavailable: 0, NoReply: 0 };
  let standbyCount = 0;
  let committed = 0;
  let delayedNotCounted = 0;
  let onScene = 0;
  for (const r of rows) {
    counts[r.reply] += 1;
    if (r.standby) standbyCount += 1;
    else if (r.reply === "Available" || (r.reply === "Delayed" && r.countedIn)) committed += 1;
    else if (r.reply === "Delayed") delayedNotCounted += 1;
    if (r.checkedInAt && !r.checkedOutAt) onScene += 1;
  }
  return { counts, standbyCount, committed, delayedNotCounted, onScene };
}

/** A timestamp column as Drizzle's `timestamp_ms` mode decodes it. */
const toDate = (ms: number | null) => (ms === null ? null : new Date(ms));

/** A row of `rosterStatements().rows` as SQLite gives it, in the select's order. */
type RosterDbRow = [
  responseId: string,
  userId: string,
  displayName: string,
  deletedAt: number | null,
  phone: string | null,
  reply: Exclude<ReplyState, typeof NO_REPLY> | null,
  etaMinutes: number | null,
  standby: number,
  countedIn: number,
  repliedAt: number | null,
  checkedInAt: number | null,
  checkedOutAt: number | null,
  firstRepliedAt: number | null,
  linkOpenedAt: number | null,
];

// The roster's rows and updates, read by every roster view: prepared once (decision 038).
const rosterStatements = preparedOnce(() => ({
  rows: selectWithUser(activationResponses, {
    responseId: activationResponses.id,
    userId: users.id,
    displayName: users.displayName,
    deletedAt: users.deletedAt,
    phone: users.phone,
    reply: activationResponses.reply,
    etaMinutes: activationResponses.etaMinutes,
    standby: activationResponses.standby,
    countedIn: activationResponses.countedIn,
    repliedAt: activationResponses.repliedAt,
    checkedInAt: activationResponses.checkedInAt,
    checkedOutAt: activationResponses.checkedOutAt,
    // For the delivery status (deliveryStatusForActivation), so it does not read the responses again.
    firstRepliedAt: activationResponses.firstRepliedAt,
    linkOpenedAt: activationResponses.linkOpenedAt,
  })
    .where(eq(activationResponses.activationId, sql.placeholder("activationId")))
    .prepare(),
  updates: db
    .select({
      id: activationUpdates.id,
      message: activationUpdates.message,
      audience: activationUpdates.audience,
      createdAt: activationUpdates.createdAt,
      recipientCount: activationUpdates.recipientCount,
    })
    .from(activationUpdates)
    .where(eq(activationUpdates.activationId, sql.placeholder("activationId")))
    .orderBy(desc(activationUpdates.createdAt))
    .prepare(),
}));

/** What the roster reads from its responses, updates and messages: kept per activation (`keptRoster`). */
type RosterRead = Pick<
  RosterView,
  "counts" | "standbyCount" | "committed" | "delayedNotCounted" | "onScene" | "roster" | "updates" | "delivery"
>;

/** The roster's rows, sorted and tallied, with its updates and delivery status, read now. */
function readRoster(id: string, name: NamePerson): RosterRead {
  const statements = rosterStatements();
  // As arrays, as stored (Drizzle's `values()`): Drizzle's mapping of 14 columns for each of 300
  // rows, a decoder looked up per value, cost more than reading them (docs/performance.md, seventh
  // session); the timestamps and booleans are decoded here as Drizzle decodes them.
  const rows = statements.rows.values({ activationId: id }) as RosterDbRow[];
  // The same responses as the delivery status reads (the inner join loses none: a response's user
  // row stays, deleted accounts are marked), handed over instead of read a second time.
  const responses: DeliveryResponse[] = [];
  const roster: RosterRow[] = [];
  for (const r of rows) {
    const userId = r[1];
    responses.push({ userId, repliedAt: toDate(r[12]), linkOpenedAt: toDate(r[13]) });
    roster.push({
      responseId: r[0],
      userId,
      displayName: name(r[2], toDate(r[3])),
      phone: r[4],
      reply: r[5] ?? NO_REPLY,
      etaMinutes: r[6],
      standby: Number(r[7]) === 1,
      countedIn: Number(r[8]) === 1,
      repliedAt: toDate(r[9]),
      checkedInAt: toDate(r[10]),
      checkedOutAt: toDate(r[11]),
    });
  }
  roster.sort(
    (a, b) =>
      REPLY_ORDER[a.reply] - REPLY_ORDER[b.reply] ||
      Number(a.standby) - Number(b.standby) ||
      (a.repliedAt?.getTime() ?? 0) - (b.repliedAt?.getTime() ?? 0) ||
      a.displayName.localeCompare(b.displayName),
  );
  return {
    ...tally(roster),
    roster,
    updates: statements.updates.all({ activationId: id }),
    delivery: deliveryStatusForActivation(id, responses),
  };
}

/**
 * `readRoster`, reused while its stamp is unchanged (decision 057): the roster version the live
 * view polls (every response, update, message and wave of the activation, its status and
 * revision), the sum of the responses' change times, and `content_version` (names and phones).
 * Kept per activation and naming: a few running call-outs, each in a few languages.
 */
const keptRoster = keptByStamp<RosterRead>(32);

/**
 * The roster: counts against the number needed, each member's reply, ETA, time and phone. People
 * are named through `name`: stored (the API) or in the reader's language (the page: a deleted
 * account's replies and check-ins stay on the roster); `naming` says which (the reader's language),
 * as the kept roster's key.
 */
export function getActivationRoster(
  actor: Actor,
  id: string,
  name: NamePerson = storedName,
  naming = "stored",
): RosterView {
  const activation = requireRunnable(actor, id);
  const chapter = getActivationChapter(activation.chapterId)!;
  // Read before the rows: the page then never holds rows older than its version (a write landing
  // between shows at the next poll).
  const { version, stamp } = rosterStamp(id);
  const read = keptRoster(`${id}|${naming}`, stamp, () => readRoster(id, name));
  return {
    activation,
    chapter,
    ...read,
    neededReached: read.committed >= activation.needed,
    version,
    ...notAlertedFor(activation),
  };
}

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
  // Checking in someone already checked out puts them back on scene: an undone mis-tap, or a
  // responder who came back. Their first time in stays; the audit log keeps every move.
  const again = move === "in" && !!response.checkedOutAt;
  if (move === "in") {
    if (activation.status !== "Open") throw conflict("This activation is closed: nobody can check in any more.");
    if (response.checkedInAt && !response.checkedOutAt) throw conflict("Already checked in.");
  } else {
    if (!response.checkedInAt) throw conflict("Check in first.");
    if (response.checkedOutAt) throw conflict("Already checked out.");
  }
  const updated = tx
    .update(activationResponses)
    .set(
      again
        ? { checkedOutAt: null, updatedAt: now }
        : move === "in"
          ? { checkedInAt: now, updatedAt: now }
          : { checkedOutAt: now, updatedAt: now },
    )
    .where(eq(activationResponses.id, response.id))
    .returning()
    .get();
  recordPeriod(tx, response, move, again, actorId, now, via);
  writeAudit(tx, {
    actorId,
    action: again ? "check_in_again" : move === "in" ? "check_in_responder" : "check_out_responder",
    targetType: "activation",
    targetId: activation.id,
    metadata: {
      title: activation.title,
      memberId: response.userId,
      via,
      ...(again ? { checkedOutAt: response.checkedOutAt!.toISOString() } : {}),
    },
  });
  return updated;
}

/** Within this long after a check-out, checking the responder in again undoes it (the roster's "Undo"). */
export const UNDO_CHECK_OUT_MS = 10 * 60 * 1000;

/**
 * Keeps the on-scene periods in step with a check move: a check-in opens a period, a check-out
 * closes the open one. Checking in again soon after a check-out (a mis-tap undone) reopens the last
 * period; later it opens a new one, so the break is not counted as hours.
 */
function recordPeriod(
  tx: Tx,
  response: ActivationResponse,
  move: CheckMove,
  again: boolean,
  actorId: string,
  now: Date,
  via: string,
) {
  const last = tx
    .select()
    .from(onScenePeriods)
    .where(eq(onScenePeriods.responseId, response.id))
    .orderBy(desc(onScenePeriods.checkedInAt))
    .limit(1)
    .get();
  if (move === "out") {
    if (last && !last.checkedOutAt) {
      tx.update(onScenePeriods)
        .set({ checkedOutAt: now, checkedOutById: actorId, checkedOutVia: via })
        .where(eq(onScenePeriods.id, last.id))
        .run();
    } else {
      // A check-in from before the periods were kept, or one the table lost: close it as a whole.
      tx.insert(onScenePeriods)
        .values({
          activationId: response.activationId,
          responseId: response.id,
          userId: response.userId,
          checkedInAt: response.checkedInAt ?? now,
          checkedOutAt: now,
          checkedOutById: actorId,
          checkedOutVia: via,
        })
        .run();
    }
    return;
  }
  if (again && last?.checkedOutAt && now.getTime() - last.checkedOutAt.getTime() < UNDO_CHECK_OUT_MS) {
    tx.update(onScenePeriods)
      .set({ checkedOutAt: null, checkedOutById: null, checkedOutVia: null })
      .where(eq(onScenePeriods.id, last.id))
      .run();
    return;
  }
  tx.insert(onScenePeriods)
    .values({
      activationId: response.activationId,
      responseId: response.id,
      userId: response.userId,
      checkedInAt: now,
      checkedInById: actorId,
      checkedInVia: via,
    })
    .run();
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

/**
 * A leader counts a Delayed responder toward the number needed (or takes them out again): one tap
 * on the roster when someone 20 minutes out is as good as on scene. Only while the activation is
 * open, only for a Delayed reply; audited.
 */
export function countDelayedIn(
  actor: Actor,
  activationId: string,
  responseId: string,
  counted: boolean,
  now = new Date(),
) {
  const activation = requireRunnable(actor, activationId);
  return db.transaction(
    (tx) => {
      const fresh = tx.select().from(activations).where(eq(activations.id, activation.id)).get()!;
      if (fresh.status !== "Open") throw conflict(CLOSED_MESSAGE);
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
      if (response.reply !== "Delayed") throw conflict("Only a Delayed reply can be counted in.");
      if (response.countedIn === counted) return response;
      const updated = tx
        .update(activationResponses)
        .set({ countedIn: counted, updatedAt: now })
        .where(eq(activationResponses.id, response.id))
        .returning()
        .get();
      writeAudit(tx, {
        actorId: actor.id,
        action: counted ? "count_in_responder" : "count_out_responder",
        targetType: "activation",
        targetId: activation.id,
        metadata: { title: fresh.title, memberId: response.userId },
      });
      return updated;
    },
    { behavior: "immediate" },
  );
}
