CREATE TABLE `credential_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`credential_id` text NOT NULL,
	`kind` text NOT NULL,
	`expires_on` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`credential_id`) REFERENCES `credentials`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credential_reminders_uq` ON `credential_reminders` (`credential_id`,`kind`,`expires_on`);--> statement-breakpoint
CREATE TABLE `credential_types` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`validity_months` integer,
	`renewal_window_days` integer DEFAULT 60 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`sort_order` integer DEFAULT 100 NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credential_types_name_unique` ON `credential_types` (`name`);--> statement-breakpoint
CREATE TABLE `credentials` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`credential_type_id` text NOT NULL,
	`issued_on` text NOT NULL,
	`expires_on` text,
	`certificate_number` text,
	`proof_key` text,
	`proof_name` text,
	`proof_type` text,
	`proof_size` integer,
	`source` text DEFAULT 'member' NOT NULL,
	`source_event_id` text,
	`verified_at` integer,
	`verified_by_id` text,
	`rejected_at` integer,
	`rejected_by_id` text,
	`rejection_reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`credential_type_id`) REFERENCES `credential_types`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`source_event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`verified_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`rejected_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `credentials_user_type_idx` ON `credentials` (`user_id`,`credential_type_id`);--> statement-breakpoint
CREATE INDEX `credentials_expires_idx` ON `credentials` (`expires_on`);--> statement-breakpoint
CREATE UNIQUE INDEX `credentials_user_event_uq` ON `credentials` (`user_id`,`source_event_id`);--> statement-breakpoint
CREATE TABLE `event_attendance` (
	`id` text PRIMARY KEY NOT NULL,
	`event_id` text NOT NULL,
	`user_id` text NOT NULL,
	`method` text NOT NULL,
	`recorded_by_id` text,
	`hours` real,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recorded_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_attendance_event_user_uq` ON `event_attendance` (`event_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `event_attendance_user_idx` ON `event_attendance` (`user_id`);--> statement-breakpoint
CREATE TABLE `event_training` (
	`event_id` text PRIMARY KEY NOT NULL,
	`credential_type_id` text,
	`check_in_code` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`event_id`) REFERENCES `events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`credential_type_id`) REFERENCES `credential_types`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `event_training_check_in_code_unique` ON `event_training` (`check_in_code`);--> statement-breakpoint
CREATE TABLE `service_hours` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`chapter_id` text NOT NULL,
	`served_on` text NOT NULL,
	`activity` text NOT NULL,
	`hours` real NOT NULL,
	`note` text,
	`status` text DEFAULT 'Pending' NOT NULL,
	`reviewed_by_id` text,
	`reviewed_at` integer,
	`rejection_reason` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`chapter_id`) REFERENCES `chapters`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_hours_user_idx` ON `service_hours` (`user_id`,`served_on`);--> statement-breakpoint
CREATE INDEX `service_hours_chapter_idx` ON `service_hours` (`chapter_id`,`status`);--> statement-breakpoint
-- The credential catalogue (issue 17). Fixed ids so the seed is idempotent and code can refer to them.
INSERT OR IGNORE INTO `credential_types` (`id`, `name`, `description`, `validity_months`, `renewal_window_days`, `active`, `sort_order`, `created_at`) VALUES
('cert-basic', 'CERT Basic Training', 'The CERT Basic Training course (classroom and skills).', NULL, 60, 1, 10, 1795392000000),
('is-100', 'IS-100', 'FEMA IS-100: Introduction to the Incident Command System.', NULL, 60, 1, 20, 1795392000000),
('is-200', 'IS-200', 'FEMA IS-200: Basic ICS for Initial Response.', NULL, 60, 1, 30, 1795392000000),
('is-700', 'IS-700', 'FEMA IS-700: An Introduction to the National Incident Management System.', NULL, 60, 1, 40, 1795392000000),
('is-800', 'IS-800', 'FEMA IS-800: National Response Framework, an Introduction.', NULL, 60, 1, 50, 1795392000000),
('cpr-aed', 'CPR/AED', 'Adult CPR and AED; valid 2 years.', 24, 60, 1, 60, 1795392000000),
('first-aid', 'First Aid', 'Basic first aid; valid 2 years.', 24, 60, 1, 70, 1795392000000),
('stop-the-bleed', 'Stop the Bleed', 'Bleeding control course.', NULL, 60, 1, 80, 1795392000000),
('teen-cert', 'Teen CERT', 'CERT training for teens.', NULL, 60, 1, 90, 1795392000000),
('amateur-radio', 'Amateur radio licence', 'FCC amateur radio licence; valid 10 years.', 120, 60, 1, 100, 1795392000000);
