DROP INDEX `memberships_chapter_status_idx`;--> statement-breakpoint
CREATE INDEX `memberships_chapter_status_idx` ON `memberships` (`chapter_id`,`status`);