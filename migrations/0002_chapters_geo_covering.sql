DROP INDEX `chapters_lat_lng_idx`;--> statement-breakpoint
CREATE INDEX `chapters_geo_idx` ON `chapters` (`latitude`,`longitude`,`status`,`id`,`name`);