import { AccessError } from "~/access/errors";
import type { TFunction } from "~/i18n/translate";

/**
 * The models' refusals on the event, announcement and resource pages stay English (the JSON API
 * answers with them); a page shows them in its reader's language. Keyed by the model's English text,
 * like validation messages; a message not listed here is shown as it is.
 */
const REFUSAL_KEYS: Record<string, string> = {
  "Event not found": "content.refusal.eventNotFound",
  "Event not found.": "content.refusal.eventNotFound",
  "RSVPs are closed: this event has already started.": "content.refusal.rsvpClosed",
  "Only this chapter's leaders can see who is coming.": "content.refusal.rosterLeadersOnly",
  "Only chapter leaders and administrators can create announcements.": "content.announcements.notAllowed",
  "Only global administrators can post Global announcements.": "content.refusal.globalPostAdminsOnly",
  "Only chapter leaders and administrators can send email.": "content.refusal.emailLeadersOnly",
  "Announcement not found": "content.refusal.announcementNotFound",
  "Only global administrators can email Global announcements.": "content.refusal.globalEmailAdminsOnly",
  "You can only email announcements of chapters you lead.": "content.refusal.emailOwnChapters",
  "Resource not found": "content.refusal.resourceNotFound",
  "Only chapter leaders and administrators can create resources.": "content.resources.notAllowed",
  "Only global administrators can create Admin resources.": "content.refusal.adminResourcesAdminsOnly",
  "You cannot edit this resource.": "content.resources.cannotEdit",
  "Person not found": "content.refusal.personNotFound",
  "Check-in is open only during the event (from 30 minutes before it starts).": "content.refusal.checkInClosed",
  "Too many wrong codes. Ask a leader at the event to check you in.": "content.refusal.tooManyCodes",
  "That code is not this event's check-in code.": "content.refusal.wrongCode",
  "Choose a credential type": "content.refusal.chooseCredential",
  "Hours must be between 0 and 24": "content.refusal.hoursRange",
  "Record the person as present first.": "content.refusal.presentFirst",
};

export function refusalText(t: TFunction, message: string) {
  const key = REFUSAL_KEYS[message];
  return key ? t(key) : message;
}

/** The same refusal with its message (and field messages) in the reader's language. */
export function localizeRefusal(error: unknown, t: TFunction): unknown {
  if (!(error instanceof AccessError)) return error;
  const fieldErrors = error.fieldErrors
    ? Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [k, v.map((m) => refusalText(t, m))]))
    : undefined;
  return new AccessError(error.kind, refusalText(t, error.message), fieldErrors);
}
