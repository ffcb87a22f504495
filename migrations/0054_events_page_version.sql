-- The first page of an events list (app/models/event.server.ts, `listEvents`: the upcoming tab, the
-- "all" tab, GET /api/events, with or without a search) is kept while nothing it is read from
-- changes (decision 062): its rows come from `events` (their columns, the trigram index and the
-- LIKE over their text) and their `chapters` (name, link, zone, approval). These triggers move
-- content_version's fourth row with every write to either table, in the writing transaction, in any
-- process. RSVPs and memberships leave it alone. Nothing else reads row 4.
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (4, 0);
--> statement-breakpoint
CREATE TRIGGER `events_page_version_events_i` AFTER INSERT ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
--> statement-breakpoint
CREATE TRIGGER `events_page_version_events_u` AFTER UPDATE ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
--> statement-breakpoint
CREATE TRIGGER `events_page_version_events_d` AFTER DELETE ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
--> statement-breakpoint
CREATE TRIGGER `events_page_version_chapters_i` AFTER INSERT ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
--> statement-breakpoint
CREATE TRIGGER `events_page_version_chapters_u` AFTER UPDATE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
--> statement-breakpoint
CREATE TRIGGER `events_page_version_chapters_d` AFTER DELETE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 4;
END;
