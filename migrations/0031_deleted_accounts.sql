ALTER TABLE `users` ADD `deleted_at` integer;--> statement-breakpoint
-- Accounts deleted before the flag existed are the ones deleteAccount renamed (decision 030).
UPDATE `users` SET `deleted_at` = `updated_at` WHERE `email` LIKE 'deleted-%@deleted.invalid' AND `password_hash` = '!';
