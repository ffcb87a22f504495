import { chapters, events } from "~/db/schema";

/**
 * The columns event lists select, from `events` joined to `chapters`: where and when the event is
 * held, with its chapter's name, link and time zone (an event card, the member's home).
 */
export const eventCardColumns = {
  id: events.id,
  title: events.title,
  startAt: events.startAt,
  endAt: events.endAt,
  locationText: events.locationText,
  chapterId: events.chapterId,
  chapterName: chapters.name,
  chapterSlug: chapters.slug,
  chapterTimeZone: chapters.timezone,
};

/** An event card's columns with the description, capacity and creation time (event pages, calendar files). */
export const eventColumns = {
  ...eventCardColumns,
  description: events.description,
  capacity: events.capacity,
  whatToBring: events.whatToBring,
  openToNetwork: events.openToNetwork,
  status: events.status,
  cancellationReason: events.cancellationReason,
  sequence: events.sequence,
  createdAt: events.createdAt,
};
