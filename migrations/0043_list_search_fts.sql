-- Trigram full-text indexes for the other growing lists' search boxes (docs/decisions/041), as
-- 0042 made events_fts: contentless (content='', contentless_delete=1), keyed by the table's rowid,
-- kept in step by the triggers below, filled at the end. Each only narrows the rows: the LIKE of
-- `containsAny` is tested on its matches (`containsAnyIndexed`), so a search finds the same rows.
-- After a plain VACUUM (which may renumber the rowids of a table with a text primary key), empty
-- each index and run its INSERT ... SELECT again. Managed only here, not in app/db/schema.ts.
-- users_fts: the members lists' search by name or email (app/models/membership.server.ts).
CREATE VIRTUAL TABLE `users_fts` USING fts5(display_name, email, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `users_fts_ai` AFTER INSERT ON `users` BEGIN
	INSERT INTO users_fts(rowid, display_name, email) VALUES (new.rowid, new.display_name, new.email);
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_ad` AFTER DELETE ON `users` BEGIN
	DELETE FROM users_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `users_fts_au` AFTER UPDATE OF email, display_name ON `users` BEGIN
	DELETE FROM users_fts WHERE rowid = old.rowid;
	INSERT INTO users_fts(rowid, display_name, email) VALUES (new.rowid, new.display_name, new.email);
END;
--> statement-breakpoint
INSERT INTO users_fts(rowid, display_name, email) SELECT rowid, display_name, email FROM `users`;
--> statement-breakpoint
-- waitlist_fts: the waitlist's search (app/models/waitlist-admin.server.ts); full_name holds first and last name, so it finds either and both.
CREATE VIRTUAL TABLE `waitlist_fts` USING fts5(email, city, state, full_name, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `waitlist_fts_ai` AFTER INSERT ON `waitlist_entries` BEGIN
	INSERT INTO waitlist_fts(rowid, email, city, state, full_name) VALUES (new.rowid, new.email, new.city, new.state, coalesce(new.first_name, '') || ' ' || coalesce(new.last_name, ''));
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_fts_ad` AFTER DELETE ON `waitlist_entries` BEGIN
	DELETE FROM waitlist_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `waitlist_fts_au` AFTER UPDATE OF email, first_name, last_name, city, state ON `waitlist_entries` BEGIN
	DELETE FROM waitlist_fts WHERE rowid = old.rowid;
	INSERT INTO waitlist_fts(rowid, email, city, state, full_name) VALUES (new.rowid, new.email, new.city, new.state, coalesce(new.first_name, '') || ' ' || coalesce(new.last_name, ''));
END;
--> statement-breakpoint
INSERT INTO waitlist_fts(rowid, email, city, state, full_name) SELECT rowid, email, city, state, coalesce(first_name, '') || ' ' || coalesce(last_name, '') FROM `waitlist_entries`;
--> statement-breakpoint
-- resources_fts: the resources library's search (app/models/resource.server.ts).
CREATE VIRTUAL TABLE `resources_fts` USING fts5(title, description, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `resources_fts_ai` AFTER INSERT ON `resources` BEGIN
	INSERT INTO resources_fts(rowid, title, description) VALUES (new.rowid, new.title, new.description);
END;
--> statement-breakpoint
CREATE TRIGGER `resources_fts_ad` AFTER DELETE ON `resources` BEGIN
	DELETE FROM resources_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `resources_fts_au` AFTER UPDATE OF title, description ON `resources` BEGIN
	DELETE FROM resources_fts WHERE rowid = old.rowid;
	INSERT INTO resources_fts(rowid, title, description) VALUES (new.rowid, new.title, new.description);
END;
--> statement-breakpoint
INSERT INTO resources_fts(rowid, title, description) SELECT rowid, title, description FROM `resources`;
--> statement-breakpoint
-- announcements_fts: the announcements list's search (app/models/announcement.server.ts).
CREATE VIRTUAL TABLE `announcements_fts` USING fts5(title, body, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `announcements_fts_ai` AFTER INSERT ON `announcements` BEGIN
	INSERT INTO announcements_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body);
END;
--> statement-breakpoint
CREATE TRIGGER `announcements_fts_ad` AFTER DELETE ON `announcements` BEGIN
	DELETE FROM announcements_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `announcements_fts_au` AFTER UPDATE OF title, body ON `announcements` BEGIN
	DELETE FROM announcements_fts WHERE rowid = old.rowid;
	INSERT INTO announcements_fts(rowid, title, body) VALUES (new.rowid, new.title, new.body);
END;
--> statement-breakpoint
INSERT INTO announcements_fts(rowid, title, body) SELECT rowid, title, body FROM `announcements`;
