import { json } from "@remix-run/node";
import { requireActor, requireApiActor, type Actor } from "~/access/actor.server";
import { refuse } from "~/flows/respond.server";
import { getI18n } from "~/i18n/i18n.server";
import type { TFunction } from "~/i18n/translate";
import {
  ACTIVITY_LOG_COLUMNS,
  activityLogCsvRows,
  CHECK_IN_LIST_COLUMNS,
  checkInListCsvRows,
  getActivityLog,
  getCheckInList,
  type LogEntry,
  type RecordHeader,
} from "~/models/activation-record.server";
import { WAVE_TARGET_KEYS } from "~/models/activation.schema";
import { namesFor, type NamePerson } from "~/models/deleted-member";
import { handleApi } from "~/utils/api.server";
import { csvResponse, fileDate, fileSlug } from "~/utils/csv.server";
import { DRILL_WORD } from "~/utils/activation-format";
import { zonedDateTime } from "~/utils/event-time-format";

/**
 * The record of an activation as pages and files (ICS-211 check-in list, ICS-214 activity log):
 * the print views' loader data and the CSV downloads, for the dashboard (cookie; a refusal is the
 * 403/404 page) and the API (bearer or cookie; a refusal is JSON). One wording of every log line,
 * in the reader's language, with every time in the chapter's zone, naming the zone, and a deleted
 * account named in the reader's language (decision 036).
 */

type Lang = Awaited<ReturnType<typeof getI18n>>["lang"];

/** A time of the record: the chapter's zone, named, through the one formatter. */
const timeIn = (header: RecordHeader, lang: Lang) => (d: Date) => zonedDateTime(d, header.timeZone, lang);

/** "DRILL: Flood" or "REAL: Flood", as the roster heads it. */
function incidentName(t: TFunction, header: RecordHeader) {
  return `${header.kind === "Drill" ? DRILL_WORD : t("activations.kind.realShort")}: ${header.title}`;
}

/** What one log line says, in the reader's language (the leader's own update text stays as written). */
export function sayLogEntry(t: TFunction, e: LogEntry, time: (d: Date) => string) {
  switch (e.kind) {
    case "callOut":
      return t("record.log.callOut", { needed: e.needed, time: time(e.reportAt) });
    case "update":
      return e.audience === "Everyone"
        ? t("record.log.updateEveryone", { count: e.recipients, message: e.message })
        : t("record.log.updateResponders", { count: e.recipients, message: e.message });
    case "checkIn":
      return e.self ? t("record.log.checkInSelf", { name: e.member }) : t("record.log.checkIn", { name: e.member });
    case "checkOut":
      return e.self ? t("record.log.checkOutSelf", { name: e.member }) : t("record.log.checkOut", { name: e.member });
    case "standDown":
      return t("record.log.standDown");
    case "wave": {
      if (e.afterMinutes === null) return t("record.log.resend", { count: e.recipients, queued: e.queued });
      const target = t(WAVE_TARGET_KEYS[e.target], { name: e.targetName ?? "?" });
      if (e.status === "sent")
        return t("record.log.wave", { minutes: e.afterMinutes, target, count: e.recipients, queued: e.queued });
      return e.stoppedReason === "needed"
        ? t("record.log.waveStoppedNeeded", { minutes: e.afterMinutes, target })
        : t("record.log.waveStoppedClosed", { minutes: e.afterMinutes, target });
    }
    case "checkoutAlert":
      return t("record.log.checkoutAlert");
  }
}

/** The heading block both forms share, as labels. */
function headerLabels(t: TFunction, header: RecordHeader, actor: Actor, lang: Lang, now: Date) {
  const time = timeIn(header, lang);
  return {
    id: header.id,
    incident: incidentName(t, header),
    chapterName: header.chapterName,
    location: header.location,
    period: header.closedAt
      ? t("record.header.periodClosed", { from: time(header.createdAt), to: time(header.closedAt) })
      : t("record.header.periodOpen", { from: time(header.createdAt) }),
    preparedBy: actor.displayName,
    preparedAt: time(now),
  };
}

async function recordPage<T>(request: Request, read: (actor: Actor, name: NamePerson) => T) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  try {
    return { actor, i18n, record: read(actor, namesFor(i18n.t)) };
  } catch (error) {
    throw await refuse(error, request);
  }
}

const PRIVATE = { headers: { "Cache-Control": "private, no-store" } };

/** GET /dashboard/activations/:id/check-in-list: the ICS-211 print view's data. */
export async function checkInListPage(request: Request, id: string, now = new Date()) {
  const { actor, i18n, record } = await recordPage(request, (a, name) => getCheckInList(a, id, name));
  const time = timeIn(record.header, i18n.lang);
  return json(
    {
      header: headerLabels(i18n.t, record.header, actor, i18n.lang, now),
      lines: record.lines.map((l) => ({
        id: l.periodId,
        name: l.name,
        chapter: l.chapter,
        qualifications: l.qualifications,
        timeIn: time(l.timeIn),
        timeOut: l.timeOut ? time(l.timeOut) : null,
        hours: l.hours,
      })),
      people: record.people,
      onScene: record.onScene,
      totalHours: record.totalHours,
      i18n: i18n.messages("record", "activations"),
    },
    PRIVATE,
  );
}

/** GET /dashboard/activations/:id/activity-log: the ICS-214 print view's data. */
export async function activityLogPage(request: Request, id: string, now = new Date()) {
  const { actor, i18n, record } = await recordPage(request, (a, name) => getActivityLog(a, id, name));
  const time = timeIn(record.header, i18n.lang);
  return json(
    {
      header: headerLabels(i18n.t, record.header, actor, i18n.lang, now),
      entries: record.entries.map((e, i) => ({
        key: `${i}`,
        time: time(e.at),
        activity: sayLogEntry(i18n.t, e, time),
        by: e.by,
      })),
      i18n: i18n.messages("record", "activations"),
    },
    PRIVATE,
  );
}

type CsvKind = "check-in-list" | "activity-log";

/** The CSV of one form, its columns named in the reader's language, its file name dated today. */
function recordCsv(kind: CsvKind, actor: Actor, i18n: Awaited<ReturnType<typeof getI18n>>, id: string) {
  const { t, lang } = i18n;
  if (kind === "check-in-list") {
    const list = getCheckInList(actor, id, namesFor(t));
    return csvResponse(
      `ics-211-${fileSlug(list.header.title) || "activation"}-${fileDate()}.csv`,
      CHECK_IN_LIST_COLUMNS.map((c) => t(`record.col.${c}`)),
      checkInListCsvRows(list, timeIn(list.header, lang)),
    );
  }
  const log = getActivityLog(actor, id, namesFor(t));
  const time = timeIn(log.header, lang);
  return csvResponse(
    `ics-214-${fileSlug(log.header.title) || "activation"}-${fileDate()}.csv`,
    ACTIVITY_LOG_COLUMNS.map((c) => t(`record.col.${c}`)),
    activityLogCsvRows(log, time, (e) => sayLogEntry(t, e, time)),
  );
}

/** GET /dashboard/activations/:id/<form>.csv: signed out to the login, refused as the page refuses. */
export async function recordCsvPage(request: Request, kind: CsvKind, id: string) {
  const actor = await requireActor(request);
  const i18n = await getI18n(request);
  try {
    return recordCsv(kind, actor, i18n, id);
  } catch (error) {
    throw await refuse(error, request);
  }
}

/** GET /api/activations/:id/<form>.csv: 401, 403 and 404 as JSON, like every API call. */
export function recordCsvApi(request: Request, kind: CsvKind, id: string) {
  return handleApi(async () => {
    const actor = await requireApiActor(request);
    return recordCsv(kind, actor, await getI18n(request), id);
  });
}
