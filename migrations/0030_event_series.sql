CREATE TABLE `event_series` (
	`id` text PRIMARY KEY NOT NULL,
	`chapter_id` text NOT NULL,
	`freq` text NOT NULL,
	`interval` integer DEFAULT 1 NOT NULL,
	`by_day` text,
	`until_date` text NOT NULL,
	`start_local` text NOT NULL,
	`time_zone` text NOT NULL,
	`created_by_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`chapter_id`) REFERENCES `chapters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `event_series_chapter_idx` ON `event_series` (`chapter_id`);--> statement-breakpoint
ALTER TABLE `events` ADD `series_id` text REFERENCES event_series(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `events_series_start_idx` ON `events` (`series_id`,`start_at`);