CREATE INDEX `chapters_status_name_idx` ON `chapters` (`status`,`name`,`id`);--> statement-breakpoint
-- Statistics for the new index, so the planner weighs it against the trigram and state indexes.
ANALYZE `chapters`;
