-- The response cache's content version (server/response-cache.js, docs/decisions/008): one row,
-- bumped by these triggers whenever something an anonymous public page shows changes: chapters
-- (directory, chapter page, GET /api/chapters), memberships (member counts) and events (a chapter's
-- upcoming events). Sessions, rate-limit rows, chat messages and every other table leave it alone,
-- so the cache survives them. Managed only here; a new public table needs its triggers added.
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `content_version_chapters_i` AFTER INSERT ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_chapters_u` AFTER UPDATE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_chapters_d` AFTER DELETE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_memberships_i` AFTER INSERT ON `memberships` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_memberships_u` AFTER UPDATE ON `memberships` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_memberships_d` AFTER DELETE ON `memberships` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_events_i` AFTER INSERT ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_events_u` AFTER UPDATE ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_events_d` AFTER DELETE ON `events` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
