import type { Lang } from "~/i18n/config";
import type { TFunction } from "~/i18n/translate";
import { eventTimeLabels, zonedDateTime } from "~/utils/event-time-format";
import { timeZoneLabel } from "~/utils/us-time-zones";
import { toGsm7, type ComposedMessage } from "./activation-messages";

/**
 * What people who answered an event are told when it changes, is cancelled, or is about to start
 * (the reminder), in the recipient's language (`t` is `serverT(lang)`) and with every time in the
 * event's zone, plus the recipient's own clock when it reads differently. The leader's title, place
 * and reason stay as written. Pure: tests/unit/event-notices.test.ts reads every text.
 */

/** Where and when an event is held. */
export interface EventWhereWhen {
  startAt: Date;
  endAt: Date | null;
  locationText: string;
}

export interface EventNoticeFacts extends EventWhereWhen {
  title: string;
  chapterName: string;
  chapterTimeZone: string;
  /** Where the recipient reads the event and changes their answer. */
  url: string;
}

export interface NoticeRecipient {
  name: string;
  lang: Lang;
  /** The recipient's own zone (settings): their clock is shown too when it reads differently. */
  timeZone: string;
  /** They had declined: a change invites them to reconsider instead of telling them to keep their answer. */
  declined?: boolean;
}

const locale = (lang: Lang) => (lang === "en" ? "en-US" : lang);

/** "Saturday, December 12, 2026, 9:00 AM – 12:00 PM CST", and the recipient's clock when it differs. */
function whenLines(t: TFunction, lang: Lang, when: EventWhereWhen, chapterTimeZone: string, viewerTimeZone: string) {
  const labels = eventTimeLabels(when.startAt, when.endAt, chapterTimeZone, viewerTimeZone, locale(lang));
  return {
    when: `${labels.dateLabel}, ${labels.timeLabel}`,
    yours: labels.viewerTimeLabel ? t("content.email.eventNotice.yourClock", { when: labels.viewerTimeLabel }) : null,
  };
}

/** The short form an SMS carries: "Dec 12, 2026, 9:00 AM CST". */
function smsWhen(lang: Lang, startAt: Date, chapterTimeZone: string) {
  return zonedDateTime(startAt, chapterTimeZone, locale(lang));
}

const lines = (...parts: Array<string | null | false>) => parts.filter((p) => p !== null && p !== false).join("\n");

/**
 * A change of time or place: what it is now and what it was, each named ("New time … (was …)"); the
 * part that did not change is repeated for context. When the chapter's zone changed under the event
 * (`before.chapterTimeZone`: the leader corrected it and the event kept its clock time), the old time
 * is named in the old zone, as people read it, and a line says the zone is what moved it.
 */
export function eventChangeNotice(
  t: TFunction,
  lang: Lang,
  facts: EventNoticeFacts & { before: EventWhereWhen & { chapterTimeZone?: string } },
  who: NoticeRecipient,
): ComposedMessage {
  const timeChanged =
    facts.before.startAt.getTime() !== facts.startAt.getTime() ||
    (facts.before.endAt?.getTime() ?? null) !== (facts.endAt?.getTime() ?? null);
  const placeChanged = facts.before.locationText !== facts.locationText;
  const zoneBefore = facts.before.chapterTimeZone ?? facts.chapterTimeZone;
  const now = whenLines(t, lang, facts, facts.chapterTimeZone, who.timeZone);
  const was = whenLines(t, lang, facts.before, zoneBefore, who.timeZone);
  const vars = { title: facts.title, chapter: facts.chapterName };
  const text = lines(
    t("content.email.eventNotice.greeting", { name: who.name }),
    "",
    t("content.email.eventNotice.changed", vars),
    zoneBefore !== facts.chapterTimeZone
      ? t("content.email.eventNotice.zoneChanged", {
          chapter: facts.chapterName,
          zone: timeZoneLabel(facts.chapterTimeZone, t),
          before: timeZoneLabel(zoneBefore, t),
        })
      : null,
    "",
    timeChanged
      ? t("content.email.eventNotice.newTime", { when: now.when, before: was.when })
      : t("content.email.eventNotice.when", { when: now.when }),
    now.yours,
    placeChanged
      ? t("content.email.eventNotice.newPlace", { place: facts.locationText, before: facts.before.locationText })
      : t("content.email.eventNotice.where", { place: facts.locationText }),
    "",
    who.declined
      ? t("content.email.eventNotice.declinedBefore", { url: facts.url })
      : t("content.email.eventNotice.keepAnswer", { url: facts.url }),
    "",
  );
  return {
    subject: t("content.email.eventNotice.subjectChanged", vars),
    text,
    sms: toGsm7(
      t("content.email.eventNotice.smsChanged", {
        ...vars,
        when: smsWhen(lang, facts.startAt, facts.chapterTimeZone),
        place: facts.locationText,
      }),
    ),
  };
}

/** A cancellation, with the leader's reason when they gave one. */
export function eventCancelNotice(
  t: TFunction,
  lang: Lang,
  facts: EventNoticeFacts & { reason: string | null },
  who: NoticeRecipient,
): ComposedMessage {
  const at = whenLines(t, lang, facts, facts.chapterTimeZone, who.timeZone);
  const vars = { title: facts.title, chapter: facts.chapterName };
  const text = lines(
    t("content.email.eventNotice.greeting", { name: who.name }),
    "",
    t("content.email.eventNotice.cancelled", { ...vars, when: at.when, place: facts.locationText }),
    at.yours,
    facts.reason ? t("content.email.eventNotice.reason", { reason: facts.reason }) : null,
    "",
    t("content.email.eventNotice.cancelledEnd"),
    "",
  );
  const sms = { ...vars, when: smsWhen(lang, facts.startAt, facts.chapterTimeZone) };
  return {
    subject: t("content.email.eventNotice.subjectCancelled", vars),
    text,
    sms: toGsm7(
      facts.reason
        ? t("content.email.eventNotice.smsCancelledReason", { ...sms, reason: facts.reason })
        : t("content.email.eventNotice.smsCancelled", sms),
    ),
  };
}

/** The reminder before an event to someone who confirmed. */
export function eventReminderNotice(
  t: TFunction,
  lang: Lang,
  facts: EventNoticeFacts & { whatToBring: string | null },
  who: NoticeRecipient,
): ComposedMessage {
  const at = whenLines(t, lang, facts, facts.chapterTimeZone, who.timeZone);
  const vars = { title: facts.title, chapter: facts.chapterName };
  const text = lines(
    t("content.email.eventNotice.greeting", { name: who.name }),
    "",
    t("content.email.eventNotice.reminder", vars),
    "",
    t("content.email.eventNotice.when", { when: at.when }),
    at.yours,
    t("content.email.eventNotice.where", { place: facts.locationText }),
    facts.whatToBring ? t("content.email.eventNotice.bring", { items: facts.whatToBring }) : null,
    "",
    t("content.email.eventNotice.reminderCantCome", { url: facts.url }),
    "",
  );
  return {
    subject: t("content.email.eventNotice.subjectReminder", {
      ...vars,
      when: smsWhen(lang, facts.startAt, facts.chapterTimeZone),
    }),
    text,
    sms: toGsm7(
      t("content.email.eventNotice.smsReminder", {
        ...vars,
        when: smsWhen(lang, facts.startAt, facts.chapterTimeZone),
        place: facts.locationText,
      }),
    ),
  };
}
