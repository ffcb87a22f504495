CREATE INDEX `account_tokens_expires_idx` ON `account_tokens` (`expires_at`);--> statement-breakpoint
CREATE INDEX `chat_messages_created_idx` ON `chat_messages` (`created_at`);--> statement-breakpoint
CREATE INDEX `message_queue_done_idx` ON `message_queue` (`created_at`) WHERE activation_id IS NULL AND status IN ('sent', 'failed');--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);