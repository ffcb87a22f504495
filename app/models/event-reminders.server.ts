import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { chapters, eventReminders, events, rsvps, userSettings, users } from "~/db/schema";
import { DEFAULT_LANGUAGE, type Lang } from "~/i18n/config";
import { safeTimeZone } from "~/utils/time-zone";
import { contactColumns, messagesFor, toContact, translators } from "./activation-common.server";
import { MAX_REMINDER_HOURS } from "./chapter.options";
import { eventLink } from "./event-change.server";
import { eventReminderNotice } from "./event-notices";
import { enqueueMessages, type NewMessage } from "./message-queue.server";

/**
 * Event reminders (issue 28 item 6, docs/decisions/031): `chapters.reminder_hours` before an event
 * starts, everyone holding a confirmed place gets a reminder by email, and by SMS too when they
 * opted in to texts and gave a phone. Run by the job loop (app/jobs/event-reminders.server.ts).
 *
 * Exactly once: the `event_reminders` row (UNIQUE event, user, start instant) is inserted with ON
 * CONFLICT DO NOTHING in the same IMMEDIATE transaction that queues the messages, and the messages
 * are queued only when the row was new (their dedupe keys name the same three things). A restart or
 * a second process finds the row and sends nothing; a rescheduled event has a new start instant, so
 * it gets a reminder of its own. The candidates are read inside that transaction, so a cancellation
 * or a changed answer committed before it is seen, and one committed after it finds the row there.
 */

/** The most reminders one run queues; the rest wait for the next run (a minute later). */
export const EVENT_REMINDER_BATCH = 500;
const HOUR_MS = 3_600_000;

export interface EventReminderRunResult {
  /** People reminded in this run. */
  reminded: number;
  /** Messages queued (email plus SMS). */
  queued: number;
}

/**
 * Queues the reminders due at `now`: for every scheduled event starting after `now` and within its
 * chapter's reminder lead, each person whose answer is Confirmed and holds a place (not waiting on
 * the waitlist), who has not turned event reminders off in their settings and has not had this
 * reminder yet. Safe to run concurrently and repeatedly.
 */
export function queueDueEventReminders(now: Date = new Date()): EventReminderRunResult {
  return db.transaction(
    (tx) => {
      const due = tx
        .select({
          ...contactColumns,
          displayName: users.displayName,
          timeZone: userSettings.timezone,
          eventId: events.id,
          title: events.title,
          startAt: events.startAt,
          endAt: events.endAt,
          locationText: events.locationText,
          whatToBring: events.whatToBring,
          chapterName: chapters.name,
          chapterTimeZone: chapters.timezone,
        })
        .from(events)
        .innerJoin(chapters, eq(chapters.id, events.chapterId))
        .innerJoin(rsvps, eq(rsvps.eventId, events.id))
        .innerJoin(users, eq(users.id, rsvps.userId))
        .leftJoin(userSettings, eq(userSettings.userId, users.id))
        .where(
          and(
            // The range walks events_start_idx; the chapter's own lead narrows it below.
            gt(events.startAt, now),
            lte(events.startAt, new Date(now.getTime() + MAX_REMINDER_HOURS * HOUR_MS)),
            sql`${events.startAt} <= ${now.getTime()} + ${chapters.reminderHours} * ${HOUR_MS}`,
            eq(events.status, "Scheduled"),
            eq(rsvps.status, "Confirmed"),
            isNull(rsvps.waitlistedAt),
            sql`coalesce(${userSettings.eventReminders}, 1) = 1`,
            sql`not exists (select 1 from ${eventReminders} where ${eventReminders.eventId} = ${events.id}
              and ${eventReminders.userId} = ${rsvps.userId} and ${eventReminders.startAt} = ${events.startAt})`,
          ),
        )
        .orderBy(events.startAt)
        .limit(EVENT_REMINDER_BATCH)
        .all();
      const tFor = translators();
      let reminded = 0;
      let queued = 0;
      for (const row of due) {
        const inserted = tx
          .insert(eventReminders)
          .values({ eventId: row.eventId, userId: row.userId, startAt: row.startAt, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: eventReminders.id })
          .get();
        if (!inserted) continue;
        const contact = toContact(row);
        const startKey = row.startAt.getTime();
        const messages: NewMessage[] = messagesFor(
          contact,
          (t, lang) =>
            eventReminderNotice(
              t,
              lang,
              {
                title: row.title,
                chapterName: row.chapterName,
                chapterTimeZone: safeTimeZone(row.chapterTimeZone),
                startAt: row.startAt,
                endAt: row.endAt,
                locationText: row.locationText,
                whatToBring: row.whatToBring,
                url: eventLink(row.eventId),
              },
              {
                name: row.displayName,
                lang: (row.lang ?? DEFAULT_LANGUAGE) as Lang,
                timeZone: safeTimeZone(row.timeZone),
              },
            ),
          "event_reminder",
          null,
          tFor,
          (channel) => `event-reminder:${row.eventId}:${row.userId}:${startKey}:${channel}`,
          // A reminder is not a call-out: nobody who did not ask for texts gets one when an email fails.
        ).map((m) => ({ ...m, fallback: null }));
        queued += enqueueMessages(tx, messages, now);
        reminded++;
      }
      return { reminded, queued };
    },
    { behavior: "immediate" },
  );
}
