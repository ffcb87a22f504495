DROP INDEX `resources_access_idx`;--> statement-breakpoint
DROP INDEX `resources_chapter_idx`;--> statement-breakpoint
CREATE INDEX `resources_access_idx` ON `resources` (`access_level`,`updated_at`,"title" desc);--> statement-breakpoint
CREATE INDEX `resources_chapter_idx` ON `resources` (`chapter_id`,`access_level`);--> statement-breakpoint
-- The rebuilt indexes have no statistics yet: without them the planner may keep sorting a level's rows.
ANALYZE `resources`;