CREATE TABLE `network_counters` (
	`name` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activations_created_idx` ON `activations` (`created_at`);--> statement-breakpoint
CREATE INDEX `memberships_status_created_idx` ON `memberships` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `memberships_created_idx` ON `memberships` (`created_at`);--> statement-breakpoint
CREATE INDEX `rsvps_user_idx` ON `rsvps` (`user_id`,`status`);
--> statement-breakpoint
-- network_counters (app/db/schema.ts): totals kept by these triggers in the same transaction as the
-- write, so the admin overview and the Members page read them instead of scanning 194,000
-- memberships per view (issue 26). `members.active` counts people with at least one approved
-- membership: a row adds one when it becomes its user's only approved membership and takes one away
-- when it stops being so (the NOT EXISTS probes walk memberships_user_chapter_uq by user).
INSERT INTO `network_counters` (`name`, `value`)
SELECT 'memberships.' || `status`, count(*) FROM `memberships` GROUP BY `status`;
--> statement-breakpoint
INSERT OR IGNORE INTO `network_counters` (`name`, `value`) VALUES
	('memberships.Pending', 0), ('memberships.Approved', 0), ('memberships.Rejected', 0);
--> statement-breakpoint
INSERT INTO `network_counters` (`name`, `value`)
SELECT 'memberships.leaders', count(*) FROM `memberships` WHERE `status` = 'Approved' AND `role` = 'Leader';
--> statement-breakpoint
INSERT INTO `network_counters` (`name`, `value`)
SELECT 'members.active', count(DISTINCT `user_id`) FROM `memberships` WHERE `status` = 'Approved';
--> statement-breakpoint
CREATE TRIGGER `network_counters_memberships_i` AFTER INSERT ON `memberships` BEGIN
	UPDATE `network_counters` SET `value` = `value` + 1 WHERE `name` = 'memberships.' || NEW.`status`;
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'memberships.leaders' AND NEW.`status` = 'Approved' AND NEW.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'members.active' AND NEW.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = NEW.`user_id` AND m.`status` = 'Approved' AND m.`id` <> NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `network_counters_memberships_d` AFTER DELETE ON `memberships` BEGIN
	UPDATE `network_counters` SET `value` = `value` - 1 WHERE `name` = 'memberships.' || OLD.`status`;
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'memberships.leaders' AND OLD.`status` = 'Approved' AND OLD.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'members.active' AND OLD.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = OLD.`user_id` AND m.`status` = 'Approved' AND m.`id` <> OLD.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `network_counters_memberships_u` AFTER UPDATE OF `status`, `role`, `user_id` ON `memberships` BEGIN
	UPDATE `network_counters` SET `value` = `value` - 1 WHERE `name` = 'memberships.' || OLD.`status`;
	UPDATE `network_counters` SET `value` = `value` + 1 WHERE `name` = 'memberships.' || NEW.`status`;
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'memberships.leaders' AND OLD.`status` = 'Approved' AND OLD.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'memberships.leaders' AND NEW.`status` = 'Approved' AND NEW.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'members.active' AND OLD.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = OLD.`user_id` AND m.`status` = 'Approved' AND m.`id` <> OLD.`id`);
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'members.active' AND NEW.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = NEW.`user_id` AND m.`status` = 'Approved' AND m.`id` <> NEW.`id`);
END;
--> statement-breakpoint
-- The waitlist page's cards: every signup, and signups per interest (an entry's interest_level is a
-- JSON array of values).
INSERT INTO `network_counters` (`name`, `value`) SELECT 'waitlist.total', count(*) FROM `waitlist_entries`;
--> statement-breakpoint
INSERT INTO `network_counters` (`name`, `value`)
SELECT 'waitlist.interest.' || j.`value`, count(*) FROM `waitlist_entries` w, json_each(w.`interest_level`) j GROUP BY j.`value`;
--> statement-breakpoint
CREATE TRIGGER `network_counters_waitlist_i` AFTER INSERT ON `waitlist_entries` BEGIN
	UPDATE `network_counters` SET `value` = `value` + 1 WHERE `name` = 'waitlist.total';
	INSERT INTO `network_counters` (`name`, `value`)
		SELECT DISTINCT 'waitlist.interest.' || `value`, 1 FROM json_each(NEW.`interest_level`) WHERE true
		ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `network_counters_waitlist_d` AFTER DELETE ON `waitlist_entries` BEGIN
	UPDATE `network_counters` SET `value` = `value` - 1 WHERE `name` = 'waitlist.total';
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` IN (SELECT 'waitlist.interest.' || `value` FROM json_each(OLD.`interest_level`));
END;
--> statement-breakpoint
CREATE TRIGGER `network_counters_waitlist_u` AFTER UPDATE OF `interest_level` ON `waitlist_entries` BEGIN
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` IN (SELECT 'waitlist.interest.' || `value` FROM json_each(OLD.`interest_level`));
	INSERT INTO `network_counters` (`name`, `value`)
		SELECT DISTINCT 'waitlist.interest.' || `value`, 1 FROM json_each(NEW.`interest_level`) WHERE true
		ON CONFLICT (`name`) DO UPDATE SET `value` = `value` + 1;
END;
