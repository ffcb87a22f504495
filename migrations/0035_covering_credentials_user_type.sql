DROP INDEX `credentials_user_type_idx`;--> statement-breakpoint
CREATE INDEX `credentials_user_type_idx` ON `credentials` (`user_id`,`credential_type_id`,`expires_on`,`verified_at`,`rejected_at`);--> statement-breakpoint
-- The rebuilt index has no statistics yet: without them the planner keeps probing credentials_user_event_uq and the table.
ANALYZE `credentials`;