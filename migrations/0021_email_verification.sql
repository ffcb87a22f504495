ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
-- Accounts made before the address check existed keep working: they count as proven (decision 022).
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `email_verified_at` IS NULL;
