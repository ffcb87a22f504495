ALTER TABLE `role_requests` ADD `rejection_reason` text;--> statement-breakpoint
CREATE INDEX `role_requests_user_idx` ON `role_requests` (`user_id`,`created_at`);