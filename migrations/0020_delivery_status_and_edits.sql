ALTER TABLE `activation_responses` ADD `link_opened_at` integer;--> statement-breakpoint
ALTER TABLE `activations` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `message_queue` ADD `fallback` text;--> statement-breakpoint
ALTER TABLE `message_queue` ADD `fallback_of` text;