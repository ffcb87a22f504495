/**
 * Entities as the JSON API returns them: the field names of spec section 3, dates as ISO strings,
 * nothing internal (hashes, coordinates, who reviewed what) unless the spec lists it.
 */

import type { ChapterSummary } from "~/db/schema";
import type { AnnouncementItem } from "~/models/announcement.server";
import { resourceFields, type ResourceItem } from "~/models/resource.server";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function toApiChapter(
  c: Omit<ChapterSummary, "status"> & {
    status: string;
    createdAt?: Date | null;
    distanceMiles?: number | null;
    rejectionReason?: string | null;
    timezone?: string;
  },
) {
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    description: c.description,
    city: c.city,
    state: c.state,
    memberCount: Number(c.memberCount),
    regionCode: c.regionCode,
    status: c.status,
    // The IANA zone its events are held in (their `startAt` instants read on this clock).
    ...(c.timezone ? { timeZone: c.timezone } : {}),
    createdAt: iso(c.createdAt),
    ...(c.distanceMiles !== undefined && c.distanceMiles !== null ? { distanceMiles: c.distanceMiles } : {}),
    ...(c.status === "Rejected" && c.rejectionReason ? { rejectionReason: c.rejectionReason } : {}),
  };
}

export function toApiMembership(m: {
  id: string;
  userId: string;
  chapterId: string;
  role: string;
  status: string;
  createdAt: Date;
  chapterName?: string;
  displayName?: string;
  email?: string;
}) {
  return {
    id: m.id,
    userId: m.userId,
    chapterId: m.chapterId,
    role: m.role,
    status: m.status,
    createdAt: m.createdAt.toISOString(),
    ...(m.chapterName !== undefined ? { chapterName: m.chapterName } : {}),
    ...(m.displayName !== undefined ? { user: { displayName: m.displayName, email: m.email ?? null } } : {}),
  };
}

export function toApiEvent(e: {
  id: string;
  title: string;
  description: string | null;
  chapterId: string;
  chapterName?: string;
  chapterTimeZone: string;
  startAt: Date;
  endAt: Date | null;
  locationText: string;
  capacity?: number | null;
  whatToBring?: string | null;
  openToNetwork?: boolean;
  status?: string;
  createdAt?: Date;
  counts?: Record<string, number>;
  myRsvp?: string | null;
}) {
  const capacity = e.capacity ?? null;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    chapterId: e.chapterId,
    ...(e.chapterName !== undefined ? { chapterName: e.chapterName } : {}),
    startAt: e.startAt.toISOString(),
    endAt: iso(e.endAt),
    /** The IANA zone the event is held in: its chapter's. */
    timeZone: e.chapterTimeZone,
    location: { text: e.locationText },
    status: e.status ?? "Scheduled",
    capacity,
    ...(e.whatToBring !== undefined ? { whatToBring: e.whatToBring } : {}),
    // Any signed-in member may RSVP (not only the chapter's), and it is listed among open trainings.
    ...(e.openToNetwork !== undefined ? { openToNetwork: e.openToNetwork } : {}),
    // Places not yet held by a confirmed answer (null: no limit; known only with the counts).
    ...(e.counts ? { placesLeft: capacity === null ? null : Math.max(0, capacity - (e.counts.Confirmed ?? 0)) } : {}),
    ...(e.createdAt ? { createdAt: e.createdAt.toISOString() } : {}),
    ...(e.counts ? { rsvpCounts: e.counts } : {}),
    ...(e.myRsvp !== undefined ? { myRsvp: e.myRsvp } : {}),
  };
}

export function toApiResource(r: ResourceItem) {
  return {
    ...resourceFields(r),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toApiAnnouncement(a: AnnouncementItem) {
  return {
    id: a.id,
    title: a.title,
    body: a.body,
    scope: a.scope,
    chapterId: a.chapterId,
    chapterName: a.chapterName,
    postedBy: a.postedById,
    postedByName: a.posterName,
    sendEmail: a.sendEmail,
    createdAt: a.createdAt.toISOString(),
  };
}
