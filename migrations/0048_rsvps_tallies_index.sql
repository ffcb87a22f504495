-- A list's RSVP tallies (app/models/rsvp.server.ts, `getRsvpTallies`) read this index alone, grouped in its order;
-- it still serves an event's waitlist in order (event, waitlist time).
DROP INDEX `rsvps_event_waitlist_idx`;--> statement-breakpoint
CREATE INDEX `rsvps_event_waitlist_idx` ON `rsvps` (`event_id`,`waitlisted_at`,`status`);