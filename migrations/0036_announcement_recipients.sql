CREATE TABLE `announcement_recipients` (
	`announcement_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`announcement_id`, `user_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `announcement_recipients_user_idx` ON `announcement_recipients` (`user_id`);--> statement-breakpoint
-- Who was already emailed an announcement, from the dedupe keys the queue still holds
-- (`announcement:<announcement id>:<user id>`, the last 30 days): read through the key's unique index.
INSERT OR IGNORE INTO `announcement_recipients` (`announcement_id`, `user_id`, `created_at`)
SELECT a.id, u.id, q.created_at
FROM (
  SELECT substr(dedupe_key, 14, instr(substr(dedupe_key, 14), ':') - 1) AS announcement_id,
         substr(dedupe_key, 14 + instr(substr(dedupe_key, 14), ':')) AS user_id,
         created_at
  FROM message_queue
  WHERE dedupe_key >= 'announcement:' AND dedupe_key < 'announcement;'
) q
JOIN announcements a ON a.id = q.announcement_id
JOIN users u ON u.id = q.user_id;
