-- Pages kept per session (the leader's event list, see server/response-cache.js) also show RSVPs,
-- the viewer's roles, settings and name, and end with the session: those writes move the same
-- counter as public content. Session touches (UPDATE) and rate-limit rows still do not.
CREATE TRIGGER `content_version_rsvps_i` AFTER INSERT ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_rsvps_u` AFTER UPDATE ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_rsvps_d` AFTER DELETE ON `rsvps` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_roles_i` AFTER INSERT ON `user_roles` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_roles_u` AFTER UPDATE ON `user_roles` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_roles_d` AFTER DELETE ON `user_roles` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_settings_i` AFTER INSERT ON `user_settings` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_settings_u` AFTER UPDATE ON `user_settings` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_user_settings_d` AFTER DELETE ON `user_settings` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_users_u` AFTER UPDATE ON `users` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
--> statement-breakpoint
CREATE TRIGGER `content_version_sessions_d` AFTER DELETE ON `sessions` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 1;
END;
