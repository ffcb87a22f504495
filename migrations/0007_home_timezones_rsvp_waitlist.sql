CREATE TABLE `calendar_feeds` (
	`user_id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `calendar_feeds_token_unique` ON `calendar_feeds` (`token`);--> statement-breakpoint
ALTER TABLE `rsvps` ADD `waitlisted_at` integer;--> statement-breakpoint
CREATE INDEX `rsvps_event_waitlist_idx` ON `rsvps` (`event_id`,`waitlisted_at`);
--> statement-breakpoint
-- Backfill: each chapter gets the zone its state suggests (utils/us-time-zones.ts); unknown states keep the default.
UPDATE `chapters` SET `timezone` = CASE upper(trim(`state`))
  WHEN 'AL' THEN 'America/Chicago'
  WHEN 'AK' THEN 'America/Anchorage'
  WHEN 'AZ' THEN 'America/Phoenix'
  WHEN 'AR' THEN 'America/Chicago'
  WHEN 'CA' THEN 'America/Los_Angeles'
  WHEN 'CO' THEN 'America/Denver'
  WHEN 'CT' THEN 'America/New_York'
  WHEN 'DE' THEN 'America/New_York'
  WHEN 'DC' THEN 'America/New_York'
  WHEN 'FL' THEN 'America/New_York'
  WHEN 'GA' THEN 'America/New_York'
  WHEN 'HI' THEN 'Pacific/Honolulu'
  WHEN 'ID' THEN 'America/Boise'
  WHEN 'IL' THEN 'America/Chicago'
  WHEN 'IN' THEN 'America/Indiana/Indianapolis'
  WHEN 'IA' THEN 'America/Chicago'
  WHEN 'KS' THEN 'America/Chicago'
  WHEN 'KY' THEN 'America/New_York'
  WHEN 'LA' THEN 'America/Chicago'
  WHEN 'ME' THEN 'America/New_York'
  WHEN 'MD' THEN 'America/New_York'
  WHEN 'MA' THEN 'America/New_York'
  WHEN 'MI' THEN 'America/Detroit'
  WHEN 'MN' THEN 'America/Chicago'
  WHEN 'MS' THEN 'America/Chicago'
  WHEN 'MO' THEN 'America/Chicago'
  WHEN 'MT' THEN 'America/Denver'
  WHEN 'NE' THEN 'America/Chicago'
  WHEN 'NV' THEN 'America/Los_Angeles'
  WHEN 'NH' THEN 'America/New_York'
  WHEN 'NJ' THEN 'America/New_York'
  WHEN 'NM' THEN 'America/Denver'
  WHEN 'NY' THEN 'America/New_York'
  WHEN 'NC' THEN 'America/New_York'
  WHEN 'ND' THEN 'America/Chicago'
  WHEN 'OH' THEN 'America/New_York'
  WHEN 'OK' THEN 'America/Chicago'
  WHEN 'OR' THEN 'America/Los_Angeles'
  WHEN 'PA' THEN 'America/New_York'
  WHEN 'RI' THEN 'America/New_York'
  WHEN 'SC' THEN 'America/New_York'
  WHEN 'SD' THEN 'America/Chicago'
  WHEN 'TN' THEN 'America/Chicago'
  WHEN 'TX' THEN 'America/Chicago'
  WHEN 'UT' THEN 'America/Denver'
  WHEN 'VT' THEN 'America/New_York'
  WHEN 'VA' THEN 'America/New_York'
  WHEN 'WA' THEN 'America/Los_Angeles'
  WHEN 'WV' THEN 'America/New_York'
  WHEN 'WI' THEN 'America/Chicago'
  WHEN 'WY' THEN 'America/Denver'
  WHEN 'PR' THEN 'America/Puerto_Rico'
  WHEN 'VI' THEN 'America/St_Thomas'
  WHEN 'GU' THEN 'Pacific/Guam'
  WHEN 'MP' THEN 'Pacific/Saipan'
  WHEN 'AS' THEN 'Pacific/Pago_Pago'
  ELSE `timezone`
END;
