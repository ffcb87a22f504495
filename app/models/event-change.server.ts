import { and, eq, inArray, sql } from "drizzle-orm";
import type { Actor } from "~/access/actor.server";
import { conflict, invalid, notFound, refusal } from "~/access/errors";
import { assertCan } from "~/access/rules.server";
import { db } from "~/db/client.server";
import { selectWithChapter } from "~/db/query.server";
import { chapters, events, rsvps, userSettings, users, type RsvpStatus } from "~/db/schema";
import { DEFAULT_LANGUAGE, type Lang } from "~/i18n/config";
import { appBaseUrl } from "~/messaging/links.server";
import { safeTimeZone } from "~/utils/time-zone";
import { contactColumns, messagesFor, toContact, translators, type Tx } from "./activation-common.server";
import { writeAudit } from "./audit.server";
import { utcToZonedLocal, zonedLocalToUtc, type CancelEventInput, type EventChanges } from "./event.schema";
import { eventCancelNotice, eventChangeNotice, type EventNoticeFacts, type NoticeRecipient } from "./event-notices";
import { enqueueMessages, type NewMessage } from "./message-queue.server";
import { fillFreePlaces, placesTaken, tellPromoted, type Promoted } from "./rsvp.server";
import { toGsm7, type ComposedMessage } from "./activation-messages";
import type { TFunction } from "~/i18n/translate";

/**
 * An event's lifecycle after it is created: edit any field, reschedule, cancel. Leaders of the
 * event's chapter and admins ("event.manage"). Each change is one transaction holding the event's
 * new row, its audit entry and the notices to the people who answered (email, and SMS for those who
 * opted in), queued with a dedupe key per change so each goes exactly once.
 *
 * Calendars follow through `sequence` (RFC 5545 SEQUENCE): raised by every change a calendar shows
 * (title, description, time, place, cancellation); the UID stays the event's id.
 *
 * A recurring series edits its occurrences with the same steps: `requireManagedEvent` for each
 * occurrence, then, inside one transaction, `applyEventChanges` / `applyCancellation` per
 * occurrence ("this occurrence" is one call, "this and following" one per later occurrence, each
 * with its own times), and `afterCommit` with the collected outcomes.
 */

/** The event as a change needs it: every editable field, its chapter, its calendar sequence. */
export interface ManagedEvent {
  id: string;
  chapterId: string;
  chapterName: string;
  chapterTimeZone: string;
  title: string;
  description: string | null;
  startAt: Date;
  endAt: Date | null;
  locationText: string;
  capacity: number | null;
  whatToBring: string | null;
  openToNetwork: boolean;
  status: "Scheduled" | "Cancelled";
  cancellationReason: string | null;
  sequence: number;
}

const managedColumns = {
  id: events.id,
  chapterId: events.chapterId,
  chapterName: chapters.name,
  chapterTimeZone: chapters.timezone,
  title: events.title,
  description: events.description,
  startAt: events.startAt,
  endAt: events.endAt,
  locationText: events.locationText,
  capacity: events.capacity,
  whatToBring: events.whatToBring,
  openToNetwork: events.openToNetwork,
  status: events.status,
  cancellationReason: events.cancellationReason,
  sequence: events.sequence,
};

/** The event for someone who may change it: 404 for an unknown id, 403 for anyone else. */
export function requireManagedEvent(actor: Actor, eventId: string): ManagedEvent {
  const event =
    typeof eventId === "string" && eventId.length <= 100
      ? selectWithChapter(events, managedColumns).where(eq(events.id, eventId)).get()
      : undefined;
  if (!event) throw notFound("Event not found");
  assertCan(actor, "event.manage", event.chapterId, "Only this chapter's leaders can change its events.");
  return { ...event, chapterTimeZone: safeTimeZone(event.chapterTimeZone) };
}

/** What one change did: the event as it is now, what changed, and who to tell after the commit. */
export interface ChangeOutcome {
  event: ManagedEvent;
  /** The fields that changed ("status" for a cancellation; empty: nothing did, nothing was written). */
  changed: Array<keyof EventChanges | "status">;
  /** Notices queued to the people who answered. */
  notified: number;
  /** People the change gave a place (a raised capacity): emailed once the transaction commits. */
  promoted: Promoted[];
}

/**
 * How a change to several occurrences of a series tells people (models/event-series.server.ts):
 * each person once, on the earliest affected occurrence they answered (`told` collects who has
 * been), with a line saying the change covers `count` dates of the series. The audit entry of each
 * occurrence carries `audit` (the scope and the series).
 */
export interface SeriesNotice {
  told: Set<string>;
  count: number;
  audit: Record<string, unknown>;
  /**
   * The chapter's zone was changed under these events, which kept their clock time
   * (`applyZoneChange`): the notice names the old time in the old zone and says why it moved.
   */
  zoneChange?: { from: string; to: string };
}

/** Fields a subscribed calendar shows: a change to one raises SEQUENCE. */
const CALENDAR_FIELDS = ["title", "description", "startAt", "endAt", "locationText"] as const;
/** Fields whose change the people who answered are told about. */
const NOTICE_FIELDS = ["startAt", "endAt", "locationText"] as const;

/** Whether a change's value is what the event already has (dates by instant). */
export function sameValue(a: unknown, b: unknown) {
  if (a instanceof Date || b instanceof Date) {
    return (a instanceof Date ? a.getTime() : a) === (b instanceof Date ? b.getTime() : b);
  }
  return (a ?? null) === (b ?? null);
}

/**
 * Edits an event (any field; its chapter stays). Refused for a cancelled event (409), an end before
 * the start (400), and a capacity below the places already held (409: the leader asks people to
 * step back first; see docs/decisions/029). A raised or removed capacity gives free places to the
 * waitlist. A new time or place tells everyone who answered (unless the event is long past).
 */
export function updateEvent(actor: Actor, eventId: string, changes: EventChanges, now = new Date()): ChangeOutcome {
  // Read inside the (immediate) transaction: the SEQUENCE a notice is keyed on is the one written.
  const outcome = db.transaction(
    (tx) => applyEventChanges(tx, actor, requireManagedEvent(actor, eventId), changes, now),
    { behavior: "immediate" },
  );
  afterCommit([outcome]);
  return outcome;
}

/** `updateEvent`'s steps inside the caller's transaction (a series applies them per occurrence). */
export function applyEventChanges(
  tx: Tx,
  actor: Actor,
  event: ManagedEvent,
  changes: EventChanges,
  now: Date,
  series?: SeriesNotice,
): ChangeOutcome {
  if (event.status === "Cancelled") throw conflict("This event is canceled: it can no longer be changed.");
  const changed = (Object.keys(changes) as Array<keyof EventChanges>).filter(
    (key) => changes[key] !== undefined && !sameValue(changes[key], event[key]),
  );
  if (!changed.length) return { event, changed, notified: 0, promoted: [] };
  const next: ManagedEvent = { ...event };
  for (const key of changed) Object.assign(next, { [key]: changes[key] });
  if (next.endAt && next.endAt.getTime() <= next.startAt.getTime()) {
    throw invalid("End time must be after the start time", { endAt: ["End time must be after the start time"] });
  }
  if (changed.includes("capacity") && next.capacity !== null) {
    const taken = placesTaken(tx, event.id);
    if (next.capacity < taken) {
      throw refusal(
        "conflict",
        `${taken} people already hold a place: the capacity cannot be lower than that. Ask some of them to change their answer first.`,
        "validation.count-people-already-hold-a-place-the-capacity-cannot-be-lower-than-that-ask-some-of-them-to-change-their-answer-first",
        { count: taken },
      );
    }
  }
  const calendarChange = CALENDAR_FIELDS.some((f) => changed.includes(f));
  if (calendarChange) next.sequence = event.sequence + 1;
  tx.update(events)
    .set({
      title: next.title,
      description: next.description,
      startAt: next.startAt,
      endAt: next.endAt,
      locationText: next.locationText,
      capacity: next.capacity,
      whatToBring: next.whatToBring,
      openToNetwork: next.openToNetwork,
      ...(calendarChange ? { sequence: sql`${events.sequence} + 1` } : {}),
    })
    .where(eq(events.id, event.id))
    .run();
  const promoted =
    changed.includes("capacity") && (next.capacity === null || (event.capacity ?? 0) < next.capacity)
      ? fillFreePlaces(tx, { id: event.id, title: next.title, capacity: next.capacity, chapterName: event.chapterName })
      : [];
  const timeOrPlace = NOTICE_FIELDS.some((f) => changed.includes(f));
  // A correction to a past event's record tells nobody; a change to one still to come (or moved
  // into the future) does.
  const stillToCome = Math.max(event.startAt.getTime(), next.startAt.getTime()) >= now.getTime();
  const notified =
    timeOrPlace && stillToCome
      ? queueNotices(
          tx,
          next,
          "changed",
          (t, lang, who) =>
            eventChangeNotice(
              t,
              lang,
              {
                ...factsOf(next),
                before: series?.zoneChange ? { ...event, chapterTimeZone: series.zoneChange.from } : event,
              },
              who,
            ),
          series,
        )
      : 0;
  writeAudit(tx, {
    actorId: actor.id,
    action: "update_event",
    targetType: "event",
    targetId: event.id,
    metadata: {
      title: next.title,
      chapterName: event.chapterName,
      changed,
      ...(changed.includes("title") ? { previousTitle: event.title } : {}),
      ...(changed.includes("startAt") || changed.includes("endAt")
        ? {
            from: { startAt: event.startAt.toISOString(), endAt: event.endAt?.toISOString() ?? null },
            to: { startAt: next.startAt.toISOString(), endAt: next.endAt?.toISOString() ?? null },
          }
        : {}),
      ...(changed.includes("locationText") ? { fromPlace: event.locationText, toPlace: next.locationText } : {}),
      ...(changed.includes("capacity") ? { fromCapacity: event.capacity, toCapacity: next.capacity } : {}),
      ...(notified ? { notified } : {}),
      ...(promoted.length ? { promoted: promoted.length } : {}),
      ...series?.audit,
    },
  });
  return { event: next, changed, notified, promoted };
}

/**
 * Cancels an event that has not started, with an optional reason everyone who answered is told
 * (except those who had declined). The event stays, marked Cancelled, so calendars receive
 * STATUS:CANCELLED with a higher SEQUENCE and remove it; it takes no more RSVPs and sends no reminder.
 */
export function cancelEvent(actor: Actor, eventId: string, input: CancelEventInput, now = new Date()): ChangeOutcome {
  const outcome = db.transaction(
    (tx) => applyCancellation(tx, actor, requireManagedEvent(actor, eventId), input, now),
    { behavior: "immediate" },
  );
  afterCommit([outcome]);
  return outcome;
}

/** `cancelEvent`'s steps inside the caller's transaction (a series applies them per occurrence). */
export function applyCancellation(
  tx: Tx,
  actor: Actor,
  event: ManagedEvent,
  input: CancelEventInput,
  now: Date,
  series?: SeriesNotice,
): ChangeOutcome {
  if (event.status === "Cancelled") throw conflict("This event is already canceled.");
  if (event.startAt.getTime() <= now.getTime()) {
    throw conflict("This event has already started: it can no longer be canceled.");
  }
  const reason = input.reason?.trim() || null;
  tx.update(events)
    .set({ status: "Cancelled", cancellationReason: reason, sequence: sql`${events.sequence} + 1` })
    .where(eq(events.id, event.id))
    .run();
  const next: ManagedEvent = {
    ...event,
    status: "Cancelled",
    cancellationReason: reason,
    sequence: event.sequence + 1,
  };
  const notified = queueNotices(
    tx,
    next,
    "cancelled",
    (t, lang, who) => eventCancelNotice(t, lang, { ...factsOf(next), reason }, who),
    series,
  );
  writeAudit(tx, {
    actorId: actor.id,
    action: "cancel_event",
    targetType: "event",
    targetId: event.id,
    metadata: {
      title: event.title,
      chapterName: event.chapterName,
      startAt: event.startAt.toISOString(),
      ...(reason ? { reason } : {}),
      notified,
      ...series?.audit,
    },
  });
  return { event: next, changed: ["status"], notified, promoted: [] };
}

/**
 * A chapter's zone changed with its upcoming events keeping their clock time (models/chapter.server's
 * `updateChapter`, "wallClock"): 7:00 PM Eastern becomes 7:00 PM Central, a new moment, so each
 * scheduled event is changed as an edit of its time would change it: new start and end, SEQUENCE
 * raised, audit entry, and the people who answered told in their language and zone, the old time
 * named in the old zone. A series' occurrences tell each person once (as "this and following"
 * does). A cancelled event moves too, with a new SEQUENCE, and tells nobody. Runs inside the
 * chapter update's transaction; the caller runs `afterCommit`.
 */
export function applyZoneChange(
  tx: Tx,
  actor: Actor,
  eventIds: string[],
  zone: { from: string; to: string },
  now: Date,
): { outcomes: ChangeOutcome[]; peopleTold: number } {
  if (!eventIds.length) return { outcomes: [], peopleTold: 0 };
  const rows = selectWithChapter(events, { ...managedColumns, seriesId: events.seriesId })
    .where(inArray(events.id, eventIds))
    .orderBy(events.startAt)
    .all();
  const notices = new Map<string, SeriesNotice>();
  const noticeFor = (seriesId: string | null, eventId: string) => {
    const key = seriesId ?? eventId;
    let notice = notices.get(key);
    if (!notice) {
      const count = rows.filter((r) => r.status === "Scheduled" && (r.seriesId ?? r.id) === key).length;
      notice = { told: new Set(), count, audit: { timeZone: zone }, zoneChange: zone };
      notices.set(key, notice);
    }
    return notice;
  };
  const outcomes: ChangeOutcome[] = [];
  for (const { seriesId, ...row } of rows) {
    const event: ManagedEvent = { ...row, chapterTimeZone: zone.to };
    const moved = {
      startAt: sameClockTime(row.startAt, zone.from, zone.to),
      endAt: row.endAt ? sameClockTime(row.endAt, zone.from, zone.to) : null,
    };
    if (row.status === "Cancelled") {
      tx.update(events)
        .set({ ...moved, sequence: sql`${events.sequence} + 1` })
        .where(eq(events.id, row.id))
        .run();
      continue;
    }
    outcomes.push(applyEventChanges(tx, actor, event, moved, now, noticeFor(seriesId, row.id)));
  }
  // Each person once, however many of the events they answered (the outcomes count notices).
  const told = new Set([...notices.values()].flatMap((notice) => [...notice.told]));
  return { outcomes, peopleTold: told.size };
}

/** The same clock time in another zone: 7:00 PM Eastern becomes 7:00 PM Central (an hour later). */
export function sameClockTime(instant: Date, fromZone: string, toZone: string) {
  return zonedLocalToUtc(utcToZonedLocal(instant, fromZone), toZone) ?? instant;
}

/** What must wait for the commit: the emails to people a raised capacity gave a place. */
export function afterCommit(outcomes: ChangeOutcome[]) {
  for (const { event, promoted } of outcomes) {
    for (const who of promoted) void tellPromoted(event, who);
  }
}

/** Where the people told about an event read it and change their answer: its own page. */
export function eventLink(eventId: string) {
  return `${appBaseUrl()}/events/${eventId}`;
}

function factsOf(event: ManagedEvent): EventNoticeFacts {
  return {
    title: event.title,
    chapterName: event.chapterName,
    chapterTimeZone: event.chapterTimeZone,
    startAt: event.startAt,
    endAt: event.endAt,
    locationText: event.locationText,
    url: eventLink(event.id),
  };
}

/** Who answered an event, with what they need to be told in their language, zone and channels. */
export function answeredEvent(tx: Pick<Tx, "select">, eventId: string, statuses?: RsvpStatus[]) {
  return tx
    .select({
      ...contactColumns,
      displayName: users.displayName,
      timeZone: userSettings.timezone,
      status: rsvps.status,
    })
    .from(rsvps)
    .innerJoin(users, eq(users.id, rsvps.userId))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(rsvps.eventId, eventId), statuses ? inArray(rsvps.status, statuses) : undefined))
    .all()
    .map((r) => ({
      contact: toContact(r),
      recipient: {
        name: r.displayName,
        lang: (r.lang ?? DEFAULT_LANGUAGE) as Lang,
        timeZone: safeTimeZone(r.timeZone),
        declined: r.status === "Declined",
      } satisfies NoticeRecipient,
    }));
}

/**
 * Queues one notice per person who answered (a cancellation skips those who had declined): email,
 * and SMS for those who opted in. The key names the event, its new SEQUENCE (one per change), the
 * person and the channel, so a retried request or a second worker never sends a change twice.
 * For a change to several occurrences of a series, people already told about it are skipped.
 */
function queueNotices(
  tx: Tx,
  event: ManagedEvent,
  kind: "changed" | "cancelled",
  compose: (t: TFunction, lang: Lang, who: NoticeRecipient) => ComposedMessage,
  series?: SeriesNotice,
) {
  const people = answeredEvent(tx, event.id, kind === "cancelled" ? ["Confirmed", "Maybe"] : undefined).filter(
    ({ contact }) => !series?.told.has(contact.userId),
  );
  for (const { contact } of people) series?.told.add(contact.userId);
  const tFor = translators();
  const composeFor = (t: TFunction, lang: Lang, who: NoticeRecipient) => {
    const message = compose(t, lang, who);
    return series && series.count > 1 ? withSeriesNote(t, kind, series.count, message) : message;
  };
  const messages: NewMessage[] = people.flatMap(({ contact, recipient }) =>
    messagesFor(contact, (t, lang) => composeFor(t, lang, recipient), `event_${kind}`, null, tFor).map((m) => ({
      ...m,
      dedupeKey: `event-${kind}:${event.id}:${event.sequence}:${contact.userId}:${m.channel}`,
    })),
  );
  return enqueueMessages(tx, messages);
}

/** A series notice says the change covers this date and the later ones it names (`count` in all). */
function withSeriesNote(t: TFunction, kind: "changed" | "cancelled", count: number, message: ComposedMessage) {
  const note =
    kind === "changed"
      ? t("content.email.eventNotice.seriesChanged", { count })
      : t("content.email.eventNotice.seriesCancelled", { count });
  return {
    ...message,
    text: `${message.text}${note}\n`,
    sms: toGsm7(`${message.sms} ${t("content.email.eventNotice.smsSeries", { count })}`),
  };
}
