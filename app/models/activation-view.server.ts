import type { Activation } from "~/db/schema";
import { formatDuration, formatInZone, formatTimeInZone } from "~/utils/activation-format";
import type { ActivationChapter } from "./activation-common.server";
import { toApiDelivery, type ChannelStatus, type MemberDelivery } from "./activation-delivery.server";
import type { HistoryItem, MyActivation, OpenActivationToRun } from "./activation-lists.server";
import { UNDO_CHECK_OUT_MS, type RosterView } from "./activation-roster.server";

/**
 * Activations as the pages and the JSON API send them: ISO instants, plus labels already written in
 * the chapter's time zone for the pages. One shape per view so the page and the API agree.
 */

export function toApiActivation(a: Activation, chapter: Pick<ActivationChapter, "name" | "timeZone">) {
  return {
    id: a.id,
    chapterId: a.chapterId,
    chapterName: chapter.name,
    timeZone: chapter.timeZone,
    kind: a.kind,
    title: a.title,
    details: a.details,
    location: a.location,
    reportAt: a.reportAt.toISOString(),
    needed: a.needed,
    status: a.status,
    revision: a.revision,
    requiredCredentialTypeId: a.requiredCredentialTypeId,
    createdById: a.createdById,
    createdAt: a.createdAt.toISOString(),
    closedAt: a.closedAt?.toISOString() ?? null,
  };
}

export function toApiRoster(view: RosterView) {
  return {
    ...toApiActivation(view.activation, view.chapter),
    counts: view.counts,
    standbyCount: view.standbyCount,
    committed: view.committed,
    delayedNotCounted: view.delayedNotCounted,
    neededReached: view.neededReached,
    onScene: view.onScene,
    roster: view.roster.map((r) => ({
      responseId: r.responseId,
      userId: r.userId,
      displayName: r.displayName,
      phone: r.phone,
      reply: r.reply,
      etaMinutes: r.etaMinutes,
      standby: r.standby,
      countedIn: r.countedIn,
      repliedAt: r.repliedAt?.toISOString() ?? null,
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
      checkedOutAt: r.checkedOutAt?.toISOString() ?? null,
      delivery: toApiDelivery(view.delivery.get(r.userId)),
    })),
    updates: view.updates.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    requiredCredential: view.requiredCredential,
    notAlerted: view.notAlerted.map((m) => ({ userId: m.userId, displayName: m.displayName, reason: m.reason })),
  };
}

/** A member's delivery status for the roster page: states and errors, times written in the chapter's zone. */
function pageDelivery(d: MemberDelivery | undefined, time: (d: Date | null) => string | null) {
  if (!d) return null;
  const channel = (c: ChannelStatus | undefined) =>
    c
      ? {
          state: c.state,
          retrying: c.retrying,
          error: c.error,
          atLabel: time(c.at),
          fellBackTo: c.fellBackTo,
          fallbackFor: c.fallbackFor,
        }
      : null;
  return {
    state: d.state,
    reached: d.reached,
    email: channel(d.channels.email),
    sms: channel(d.channels.sms),
    push: channel(d.channels.push),
    openedLabel: time(d.linkOpenedAt),
  };
}
export type PageDelivery = NonNullable<ReturnType<typeof pageDelivery>>;

/**
 * Times of day on the roster page (replied, ETA, in and out, each channel's delivery, opened), kept by
 * instant, zone and language (decision 073): `formatTimeInZone` is a pure function of those, so a kept
 * label is the text it would write again. A roster page wrote 100-250 of them per view, mostly the
 * same ones again at every load and poll (an Intl format each). Forgotten wholesale at 5,000.
 */
const keptTimeLabels = new Map<string, string>();
function rosterTimeLabel(d: Date, zone: string, lang: string) {
  const key = `${d.getTime()}|${zone}|${lang}`;
  let label = keptTimeLabels.get(key);
  if (label === undefined) {
    label = formatTimeInZone(d, zone, lang);
    if (keptTimeLabels.size >= 5_000) keptTimeLabels.clear();
    keptTimeLabels.set(key, label);
  }
  return label;
}

/** The roster page's data: the API shape plus labels in the chapter's zone, in the reader's language. */
export function toRosterPage(view: RosterView, lang = "en", now = new Date()) {
  const zone = view.chapter.timeZone;
  const time = (d: Date | null) => (d ? rosterTimeLabel(d, zone, lang) : null);
  return {
    // The API's fields in their order; its roster, updates and not-alerted lists are replaced below by
    // the page's (same keys, same places), so they are not made only to be dropped.
    ...toApiRoster({ ...view, roster: [], updates: [], notAlerted: [] }),
    reportByLabel: formatInZone(view.activation.reportAt, zone, lang),
    createdLabel: formatInZone(view.activation.createdAt, zone, lang),
    closedLabel: view.activation.closedAt ? formatInZone(view.activation.closedAt, zone, lang) : null,
    notAlerted: view.notAlerted.map((m) => ({ userId: m.userId, displayName: m.displayName, shortfall: m.shortfall })),
    roster: view.roster.map((r) => ({
      responseId: r.responseId,
      displayName: r.displayName,
      phone: r.phone,
      reply: r.reply,
      standby: r.standby,
      countedIn: r.countedIn,
      etaMinutes: r.reply === "Delayed" && r.repliedAt ? r.etaMinutes : null,
      etaAtLabel:
        r.reply === "Delayed" && r.etaMinutes && r.repliedAt
          ? time(new Date(r.repliedAt.getTime() + r.etaMinutes * 60000))
          : null,
      repliedLabel: time(r.repliedAt),
      checkedInLabel: time(r.checkedInAt),
      checkedOutLabel: time(r.checkedOutAt),
      onScene: !!r.checkedInAt && !r.checkedOutAt,
      checkedIn: !!r.checkedInAt,
      checkedOut: !!r.checkedOutAt,
      // Within this long after a check-out the roster offers "Undo" (a mis-tap); later "Check in again".
      checkedOutRecently: !!r.checkedOutAt && now.getTime() - r.checkedOutAt.getTime() < UNDO_CHECK_OUT_MS,
      delivery: pageDelivery(view.delivery.get(r.userId), time),
    })),
    updates: view.updates.map((u) => ({
      id: u.id,
      message: u.message,
      audience: u.audience,
      recipientCount: u.recipientCount,
      at: formatInZone(u.createdAt, zone, lang),
    })),
    closedOverAnHour: !!view.activation.closedAt && now.getTime() - view.activation.closedAt.getTime() > 60 * 60 * 1000,
  };
}

export function toMyActivationCard(m: MyActivation) {
  return {
    id: m.id,
    kind: m.kind,
    title: m.title,
    status: m.status,
    chapterName: m.chapterName,
    reply: m.reply,
    etaMinutes: m.etaMinutes,
    standby: m.standby,
    checkedIn: !!m.checkedInAt,
    checkedOut: !!m.checkedOutAt,
    details: m.details,
    location: m.location,
    // Instants and the chapter's zone: the card writes them in the reader's language.
    timeZone: m.timeZone,
    reportAt: m.details ? new Date(m.reportAt).toISOString() : null,
    createdAt: new Date(m.createdAt).toISOString(),
  };
}
export type MyActivationCardData = ReturnType<typeof toMyActivationCard>;

export function toHistoryRow(h: HistoryItem) {
  return {
    id: h.id,
    kind: h.kind,
    title: h.title,
    status: h.status,
    chapterName: h.chapterName,
    needed: h.needed,
    alerted: h.alerted,
    replied: h.replied,
    responders: h.responders,
    repliedPercent: h.repliedPercent,
    firstReply: formatDuration(h.timeToFirstReplyMs),
    createdAt: new Date(h.createdAt).toISOString(),
    // The chapter's zone, as "My Activations" and the activation's own page read it.
    timeZone: h.timeZone,
  };
}

/** A card of the leader's "Activations you are running": instants and the chapter's zone (the card writes them). */
export function toRunCard(a: OpenActivationToRun) {
  return {
    id: a.id,
    kind: a.kind,
    title: a.title,
    chapterName: a.chapterName,
    needed: a.needed,
    committed: a.committed,
    counts: a.counts,
    reportAt: a.reportAt.toISOString(),
    timeZone: a.timeZone,
  };
}
export type RunCardData = ReturnType<typeof toRunCard>;
