CREATE INDEX `announcements_scope_idx` ON `announcements` (`scope`,`created_at`);--> statement-breakpoint
CREATE INDEX `resources_updated_idx` ON `resources` (`updated_at`,"title" desc);