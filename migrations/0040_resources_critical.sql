CREATE INDEX `resources_critical_idx` ON `resources` (`chapter_id`,`is_critical`,`access_level`);--> statement-breakpoint
-- Statistics for the new index, as 0038 has for the others: the planner then weighs it against resources_chapter_idx.
ANALYZE `resources`;