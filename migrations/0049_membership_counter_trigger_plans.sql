-- The members.active counter's triggers (0017) ask whether the member has another approved
-- membership. Written `m.status = 'Approved'`, that test let the planner search
-- memberships_status_created_idx (status=?) when the database has no statistics (a new database, a
-- restore, the bench's seed): every approved membership was read for each membership written, so
-- the national seed's 194,000 inserts never finished and a join on a large database without
-- statistics cost a scan of the approved memberships. `+m.status` keeps the status out of the index
-- choice, so the test searches memberships_user_chapter_uq (user_id=?): a member's one or two rows.
-- Same counts, same triggers otherwise (tests/unit/query-plans.test.ts plans every trigger's body).
DROP TRIGGER `network_counters_memberships_i`;
--> statement-breakpoint
CREATE TRIGGER `network_counters_memberships_i` AFTER INSERT ON `memberships` BEGIN
	UPDATE `network_counters` SET `value` = `value` + 1 WHERE `name` = 'memberships.' || NEW.`status`;
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'memberships.leaders' AND NEW.`status` = 'Approved' AND NEW.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'members.active' AND NEW.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = NEW.`user_id` AND +m.`status` = 'Approved' AND m.`id` <> NEW.`id`);
END;
--> statement-breakpoint
DROP TRIGGER `network_counters_memberships_d`;
--> statement-breakpoint
CREATE TRIGGER `network_counters_memberships_d` AFTER DELETE ON `memberships` BEGIN
	UPDATE `network_counters` SET `value` = `value` - 1 WHERE `name` = 'memberships.' || OLD.`status`;
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'memberships.leaders' AND OLD.`status` = 'Approved' AND OLD.`role` = 'Leader';
	UPDATE `network_counters` SET `value` = `value` - 1
		WHERE `name` = 'members.active' AND OLD.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = OLD.`user_id` AND +m.`status` = 'Approved' AND m.`id` <> OLD.`id`);
END;
--> statement-breakpoint
DROP TRIGGER `network_counters_memberships_u`;
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
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = OLD.`user_id` AND +m.`status` = 'Approved' AND m.`id` <> OLD.`id`);
	UPDATE `network_counters` SET `value` = `value` + 1
		WHERE `name` = 'members.active' AND NEW.`status` = 'Approved' AND NOT EXISTS (
			SELECT 1 FROM `memberships` m WHERE m.`user_id` = NEW.`user_id` AND +m.`status` = 'Approved' AND m.`id` <> NEW.`id`);
END;
