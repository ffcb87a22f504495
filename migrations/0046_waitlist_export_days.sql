-- The waitlist export's days (docs/decisions/046): for each UTC day (`created_at / 86400000`,
-- truncated) that holds or held entries, how many it holds and a version moved in the writing
-- transaction by every insert, update (any column) and delete of one of its entries. The export
-- reuses a run of days it has compressed while their versions are the same, in any process.
-- Managed here; after a plain VACUUM (which may renumber the entries' rowids, the export's
-- tie-break), restart the server so no process keeps blocks compressed before it.
CREATE TABLE `waitlist_export_days` (
	`day` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	`entries` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `waitlist_export_days_i` AFTER INSERT ON `waitlist_entries` BEGIN
	INSERT INTO `waitlist_export_days` (`day`, `version`, `entries`) VALUES (CAST(NEW.`created_at` / 86400000 AS INTEGER), 1, 1)
		ON CONFLICT (`day`) DO UPDATE SET `version` = `version` + 1, `entries` = `entries` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_export_days_d` AFTER DELETE ON `waitlist_entries` BEGIN
	UPDATE `waitlist_export_days` SET `version` = `version` + 1, `entries` = `entries` - 1
		WHERE `day` = CAST(OLD.`created_at` / 86400000 AS INTEGER);
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_export_days_u` AFTER UPDATE ON `waitlist_entries` BEGIN
	UPDATE `waitlist_export_days` SET `version` = `version` + 1, `entries` = `entries` - 1
		WHERE `day` = CAST(OLD.`created_at` / 86400000 AS INTEGER);
	INSERT INTO `waitlist_export_days` (`day`, `version`, `entries`) VALUES (CAST(NEW.`created_at` / 86400000 AS INTEGER), 1, 1)
		ON CONFLICT (`day`) DO UPDATE SET `version` = `version` + 1, `entries` = `entries` + 1;
END;
--> statement-breakpoint
INSERT INTO `waitlist_export_days` (`day`, `version`, `entries`)
	SELECT CAST(`created_at` / 86400000 AS INTEGER), 1, count(*) FROM `waitlist_entries` WHERE true
	GROUP BY CAST(`created_at` / 86400000 AS INTEGER);
