ALTER TABLE `message_queue` ADD `dedupe_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `message_queue_dedupe_idx` ON `message_queue` (`dedupe_key`);