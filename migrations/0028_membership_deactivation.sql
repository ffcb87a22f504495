ALTER TABLE `memberships` ADD `deactivated_at` integer;--> statement-breakpoint
ALTER TABLE `memberships` ADD `deactivated_by_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `memberships` ADD `deactivation_reason` text;--> statement-breakpoint
-- The Members page's Inactive tab reads its count from network_counters like the others (the
-- triggers of 0017 already move a row between `memberships.<status>` counters on every change).
INSERT OR IGNORE INTO `network_counters` (`name`, `value`)
SELECT 'memberships.Inactive', count(*) FROM `memberships` WHERE `status` = 'Inactive';
