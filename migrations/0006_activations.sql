CREATE TABLE `activation_responses` (
	`id` text PRIMARY KEY NOT NULL,
	`activation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`token` text NOT NULL,
	`reply` text,
	`eta_minutes` integer,
	`standby` integer DEFAULT false NOT NULL,
	`first_replied_at` integer,
	`replied_at` integer,
	`details_sent_at` integer,
	`checked_in_at` integer,
	`checked_out_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`activation_id`) REFERENCES `activations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `activation_responses_token_unique` ON `activation_responses` (`token`);--> statement-breakpoint
CREATE UNIQUE INDEX `activation_responses_activation_user_uq` ON `activation_responses` (`activation_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `activation_responses_user_idx` ON `activation_responses` (`user_id`);--> statement-breakpoint
CREATE TABLE `activation_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`activation_id` text NOT NULL,
	`message` text NOT NULL,
	`audience` text NOT NULL,
	`posted_by_id` text,
	`recipient_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`activation_id`) REFERENCES `activations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`posted_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activation_updates_activation_idx` ON `activation_updates` (`activation_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `activations` (
	`id` text PRIMARY KEY NOT NULL,
	`chapter_id` text NOT NULL,
	`kind` text NOT NULL,
	`title` text NOT NULL,
	`details` text NOT NULL,
	`location` text NOT NULL,
	`report_at` integer NOT NULL,
	`needed` integer NOT NULL,
	`status` text DEFAULT 'Open' NOT NULL,
	`required_credential_type_id` text,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	`closed_at` integer,
	`closed_by_id` text,
	`checkout_alert_at` integer,
	FOREIGN KEY (`chapter_id`) REFERENCES `chapters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`closed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activations_chapter_created_idx` ON `activations` (`chapter_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `activations_status_closed_idx` ON `activations` (`status`,`closed_at`);--> statement-breakpoint
CREATE TABLE `message_queue` (
	`id` text PRIMARY KEY NOT NULL,
	`channel` text NOT NULL,
	`to` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`kind` text DEFAULT 'generic' NOT NULL,
	`activation_id` text,
	`user_id` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer NOT NULL,
	`claimed_by` text,
	`claimed_at` integer,
	`last_error` text,
	`created_at` integer NOT NULL,
	`sent_at` integer,
	FOREIGN KEY (`activation_id`) REFERENCES `activations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `message_queue_due_idx` ON `message_queue` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE INDEX `message_queue_activation_idx` ON `message_queue` (`activation_id`);--> statement-breakpoint
ALTER TABLE `chapters` ADD `timezone` text DEFAULT 'America/New_York' NOT NULL;--> statement-breakpoint
ALTER TABLE `events` ADD `capacity` integer;