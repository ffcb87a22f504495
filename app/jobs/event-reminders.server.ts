import { queueDueEventReminders } from "~/models/event-reminders.server";

/**
 * Reminders before events to the people holding a confirmed place (see queueDueEventReminders): each
 * recorded once in the database, so a restart or several processes never send one twice.
 */
export function runEventReminders(now = new Date()) {
  return queueDueEventReminders(now);
}
