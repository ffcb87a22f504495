CREATE TABLE `on_scene_periods` (
	`id` text PRIMARY KEY NOT NULL,
	`activation_id` text NOT NULL,
	`response_id` text NOT NULL,
	`user_id` text NOT NULL,
	`checked_in_at` integer NOT NULL,
	`checked_in_by_id` text,
	`checked_in_via` text,
	`checked_out_at` integer,
	`checked_out_by_id` text,
	`checked_out_via` text,
	FOREIGN KEY (`activation_id`) REFERENCES `activations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`response_id`) REFERENCES `activation_responses`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`checked_in_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`checked_out_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `on_scene_periods_activation_idx` ON `on_scene_periods` (`activation_id`,`checked_in_at`);--> statement-breakpoint
CREATE INDEX `on_scene_periods_response_idx` ON `on_scene_periods` (`response_id`,`checked_in_at`);--> statement-breakpoint
CREATE INDEX `on_scene_periods_user_idx` ON `on_scene_periods` (`user_id`,`checked_in_at`);
--> statement-breakpoint
-- Every check-in recorded before this table becomes its one period (who recorded it was not kept).
INSERT INTO `on_scene_periods` (`id`, `activation_id`, `response_id`, `user_id`, `checked_in_at`, `checked_out_at`)
SELECT lower(hex(randomblob(16))), `activation_id`, `id`, `user_id`, `checked_in_at`, `checked_out_at`
FROM `activation_responses` WHERE `checked_in_at` IS NOT NULL;
