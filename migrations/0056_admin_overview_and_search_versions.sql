-- The administrator's overview (app/routes/dashboard._index.tsx) keeps the network's recent activity
-- (`listRecentActivity`: the audit log's newest rows with their actor's, subject's and chapter's
-- names) and the call-outs it runs (`listOpenActivationsToRun`: the open activations with their
-- chapter's name and time zone, and their reply figures) while nothing they are read from changes
-- (decision 074). These triggers move content_version's sixth row with every such write, in the
-- writing transaction, in any process: every write to `audit_logs` and `activations`; a response
-- inserted, deleted, or its activation, reply, standby, counted-in or first reply set; a user's
-- display name or deletion time set, or the user deleted; a chapter's name or time zone set, or the
-- chapter deleted. Deletes that cascade (a chapter, an activation) fire the triggers of the rows they
-- take. Nothing else reads row 6.
-- The administrator's text searches of announcements and resources keep a search's matches and
-- counts while nothing they count changes: the seventh row moves with every announcement or resource
-- inserted or deleted, or its searched text (title, body or description), scope, level or chapter
-- set. Nothing else reads row 7.
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (6, 0);
--> statement-breakpoint
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (7, 0);
--> statement-breakpoint
CREATE TRIGGER `overview_version_audit_i` AFTER INSERT ON `audit_logs` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_audit_u` AFTER UPDATE ON `audit_logs` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_audit_d` AFTER DELETE ON `audit_logs` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_activations_i` AFTER INSERT ON `activations` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_activations_u` AFTER UPDATE ON `activations` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_activations_d` AFTER DELETE ON `activations` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_responses_i` AFTER INSERT ON `activation_responses` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_responses_u` AFTER UPDATE OF `activation_id`, `reply`, `standby`, `counted_in`, `first_replied_at` ON `activation_responses` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_responses_d` AFTER DELETE ON `activation_responses` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_users_u` AFTER UPDATE OF `display_name`, `deleted_at` ON `users` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_users_d` AFTER DELETE ON `users` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_chapters_u` AFTER UPDATE OF `name`, `timezone` ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `overview_version_chapters_d` AFTER DELETE ON `chapters` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 6;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_announcements_i` AFTER INSERT ON `announcements` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_announcements_u` AFTER UPDATE OF `title`, `body`, `scope`, `chapter_id` ON `announcements` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_announcements_d` AFTER DELETE ON `announcements` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_resources_i` AFTER INSERT ON `resources` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_resources_u` AFTER UPDATE OF `title`, `description`, `access_level`, `chapter_id` ON `resources` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
--> statement-breakpoint
CREATE TRIGGER `search_version_resources_d` AFTER DELETE ON `resources` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 7;
END;
