-- A chapter's hours report (app/models/hours.server.ts, `chapterHoursReportPage`) keeps the tallies
-- of its range while nothing they are read from changes (decision 068). The tallies read event
-- attendance (its member, method and hours), the RSVP behind a self check-in, the event's start,
-- end and chapter, its training type, the chapter's time zone, the on-scene periods and their
-- activation's chapter, and approved service. These triggers move content_version's fifth row with
-- every such write, in the writing transaction, in any process: every write to `event_attendance`,
-- `event_training` and `on_scene_periods`; an event's start, end or chapter changed or the event
-- deleted; a chapter's time zone changed or the chapter deleted; an activation's chapter changed or
-- the activation deleted; service written while approved (before or after); an RSVP written for a
-- member who checked in with the event's code. Deletes that cascade (a member, an event) fire the
-- triggers of the rows they take. Nothing else reads row 5.
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (5, 0);
--> statement-breakpoint
CREATE TRIGGER `hours_version_attendance_i` AFTER INSERT ON `event_attendance` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_attendance_u` AFTER UPDATE ON `event_attendance` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_attendance_d` AFTER DELETE ON `event_attendance` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_event_training_i` AFTER INSERT ON `event_training` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_event_training_u` AFTER UPDATE ON `event_training` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_event_training_d` AFTER DELETE ON `event_training` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_on_scene_i` AFTER INSERT ON `on_scene_periods` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_on_scene_u` AFTER UPDATE ON `on_scene_periods` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_on_scene_d` AFTER DELETE ON `on_scene_periods` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_events_u` AFTER UPDATE OF `start_at`, `end_at`, `chapter_id` ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_events_d` AFTER DELETE ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_chapters_u` AFTER UPDATE OF `timezone` ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_chapters_d` AFTER DELETE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_activations_u` AFTER UPDATE OF `chapter_id` ON `activations` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_activations_d` AFTER DELETE ON `activations` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_service_i` AFTER INSERT ON `service_hours` WHEN NEW.`status` = 'Approved' BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_service_u` AFTER UPDATE ON `service_hours` WHEN OLD.`status` = 'Approved' OR NEW.`status` = 'Approved' BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_service_d` AFTER DELETE ON `service_hours` WHEN OLD.`status` = 'Approved' BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5;
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_rsvps_i` AFTER INSERT ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5 AND EXISTS (
		SELECT 1 FROM `event_attendance` a WHERE a.`event_id` = NEW.`event_id` AND a.`user_id` = NEW.`user_id` AND +a.`method` = 'code'
	);
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_rsvps_u` AFTER UPDATE OF `status`, `event_id`, `user_id` ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5 AND (EXISTS (
		SELECT 1 FROM `event_attendance` a WHERE a.`event_id` = NEW.`event_id` AND a.`user_id` = NEW.`user_id` AND +a.`method` = 'code'
	) OR EXISTS (
		SELECT 1 FROM `event_attendance` a WHERE a.`event_id` = OLD.`event_id` AND a.`user_id` = OLD.`user_id` AND +a.`method` = 'code'
	));
END;
--> statement-breakpoint
CREATE TRIGGER `hours_version_rsvps_d` AFTER DELETE ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 5 AND EXISTS (
		SELECT 1 FROM `event_attendance` a WHERE a.`event_id` = OLD.`event_id` AND a.`user_id` = OLD.`user_id` AND +a.`method` = 'code'
	);
END;
