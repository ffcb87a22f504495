-- A chapter's readiness (the grid, its CSV and the API) is kept while nothing it is read from
-- changes (decision 057): memberships, users' names and emails and chapters move content_version's
-- first row (0005, 0009); credentials and the credential catalogue move this second row, in the
-- writing transaction, in any process. Nothing else reads row 2 (the response cache reads row 1).
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (2, 0);
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credentials_i` AFTER INSERT ON `credentials` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credentials_u` AFTER UPDATE ON `credentials` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credentials_d` AFTER DELETE ON `credentials` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credential_types_i` AFTER INSERT ON `credential_types` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credential_types_u` AFTER UPDATE ON `credential_types` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
--> statement-breakpoint
CREATE TRIGGER `readiness_version_credential_types_d` AFTER DELETE ON `credential_types` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 2;
END;
