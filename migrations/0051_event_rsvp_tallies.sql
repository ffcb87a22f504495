-- Each event's RSVP tallies as a list shows them (app/models/rsvp.server.ts, `getRsvpTallies`), kept
-- in the transaction of each RSVP write by the triggers below (docs/decisions/062): the answers
-- holding a place or not, per status (`waitlisted_at` null), and the answers waiting for a place
-- (`waitlisted_at` set, whatever their status). A list of 200 events (GET /api/events) read them by
-- grouping ~3,400 RSVPs on every view; it now reads 200 rows by their key. An event without a row
-- has no answers. The delete and update triggers only UPDATE the old event's row (an event being
-- deleted may already have lost it); an event's delete removes its row.
-- Managed only here, not in app/db/schema.ts, as events_fts_facts (0047).
CREATE TABLE `event_rsvp_tallies` (`event_id` TEXT PRIMARY KEY NOT NULL, `confirmed` INTEGER NOT NULL, `maybe` INTEGER NOT NULL, `declined` INTEGER NOT NULL, `waiting` INTEGER NOT NULL) WITHOUT ROWID;
--> statement-breakpoint
CREATE TRIGGER `event_rsvp_tallies_rsvps_i` AFTER INSERT ON `rsvps` BEGIN
	INSERT INTO `event_rsvp_tallies` (`event_id`, `confirmed`, `maybe`, `declined`, `waiting`)
		VALUES (NEW.`event_id`, NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Confirmed', NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Maybe',
			NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Declined', NEW.`waitlisted_at` IS NOT NULL)
		ON CONFLICT (`event_id`) DO UPDATE SET `confirmed` = `confirmed` + excluded.`confirmed`, `maybe` = `maybe` + excluded.`maybe`,
			`declined` = `declined` + excluded.`declined`, `waiting` = `waiting` + excluded.`waiting`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_rsvp_tallies_rsvps_d` AFTER DELETE ON `rsvps` BEGIN
	UPDATE `event_rsvp_tallies` SET `confirmed` = `confirmed` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Confirmed'),
		`maybe` = `maybe` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Maybe'),
		`declined` = `declined` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Declined'),
		`waiting` = `waiting` - (OLD.`waitlisted_at` IS NOT NULL)
		WHERE `event_id` = OLD.`event_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_rsvp_tallies_rsvps_u` AFTER UPDATE OF `status`, `waitlisted_at`, `event_id` ON `rsvps` BEGIN
	UPDATE `event_rsvp_tallies` SET `confirmed` = `confirmed` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Confirmed'),
		`maybe` = `maybe` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Maybe'),
		`declined` = `declined` - (OLD.`waitlisted_at` IS NULL AND OLD.`status` = 'Declined'),
		`waiting` = `waiting` - (OLD.`waitlisted_at` IS NOT NULL)
		WHERE `event_id` = OLD.`event_id`;
	INSERT INTO `event_rsvp_tallies` (`event_id`, `confirmed`, `maybe`, `declined`, `waiting`)
		VALUES (NEW.`event_id`, NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Confirmed', NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Maybe',
			NEW.`waitlisted_at` IS NULL AND NEW.`status` = 'Declined', NEW.`waitlisted_at` IS NOT NULL)
		ON CONFLICT (`event_id`) DO UPDATE SET `confirmed` = `confirmed` + excluded.`confirmed`, `maybe` = `maybe` + excluded.`maybe`,
			`declined` = `declined` + excluded.`declined`, `waiting` = `waiting` + excluded.`waiting`;
END;
--> statement-breakpoint
CREATE TRIGGER `event_rsvp_tallies_events_d` AFTER DELETE ON `events` BEGIN
	DELETE FROM `event_rsvp_tallies` WHERE `event_id` = OLD.`id`;
END;
--> statement-breakpoint
INSERT INTO `event_rsvp_tallies` (`event_id`, `confirmed`, `maybe`, `declined`, `waiting`)
	SELECT `event_id`, sum(`waitlisted_at` IS NULL AND `status` = 'Confirmed'), sum(`waitlisted_at` IS NULL AND `status` = 'Maybe'),
		sum(`waitlisted_at` IS NULL AND `status` = 'Declined'), sum(`waitlisted_at` IS NOT NULL)
	FROM `rsvps` GROUP BY `event_id`;
