DROP INDEX `memberships_chapter_status_idx`;--> statement-breakpoint
CREATE INDEX `memberships_chapter_status_idx` ON `memberships` (`chapter_id`,`status`,`user_id`);--> statement-breakpoint
CREATE INDEX `activation_responses_figures_idx` ON `activation_responses` (`activation_id`,`reply`,`standby`,`counted_in`,`first_replied_at`);