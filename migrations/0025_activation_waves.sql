CREATE TABLE `activation_waves` (
	`id` text PRIMARY KEY NOT NULL,
	`activation_id` text NOT NULL,
	`after_minutes` integer,
	`target` text NOT NULL,
	`target_id` text,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`stopped_reason` text,
	`ran_at` integer,
	`ran_by_id` text,
	`recipients` integer DEFAULT 0 NOT NULL,
	`queued` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`activation_id`) REFERENCES `activations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`ran_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `activation_waves_due_idx` ON `activation_waves` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `activation_waves_activation_idx` ON `activation_waves` (`activation_id`,`due_at`);--> statement-breakpoint
ALTER TABLE `activations` ADD `short_number` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `activations_short_number_uq` ON `activations` (`short_number`);