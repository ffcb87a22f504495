CREATE INDEX `event_reminders_user_idx` ON `event_reminders` (`user_id`);--> statement-breakpoint
CREATE INDEX `message_queue_user_idx` ON `message_queue` (`user_id`) WHERE user_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to`);