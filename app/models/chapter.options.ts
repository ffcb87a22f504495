/** Chapter form options, kept free of zod so client bundles that only need the list stay small. */
export const FEMA_REGIONS = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10"] as const;

/** The longest lead a chapter's event reminders may have: a week (models/event-reminders.server). */
export const MAX_REMINDER_HOURS = 168;
