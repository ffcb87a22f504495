-- Trigram full-text index over events.title/description/location_text for the events list's search
-- (app/models/event.server.ts, `eventSearch`; docs/decisions/041). The search stays a
-- case-insensitive substring match: the index only narrows the rows, and the LIKE of before is then
-- tested on those, so the results are the same rows as a LIKE over every event.
-- Contentless (content=''): the text lives in `events`; contentless_delete (SQLite >= 3.43) lets the
-- triggers below delete by rowid alone. Managed only here, not in app/db/schema.ts.
-- Keyed by the implicit rowid of `events` (its primary key is text): a plain VACUUM may renumber
-- those rowids, so after one run DELETE FROM events_fts and the INSERT ... SELECT at the end again.
CREATE VIRTUAL TABLE `events_fts` USING fts5(title, description, location_text, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `events_fts_ai` AFTER INSERT ON `events` BEGIN
	INSERT INTO events_fts(rowid, title, description, location_text) VALUES (new.rowid, new.title, new.description, new.location_text);
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_ad` AFTER DELETE ON `events` BEGIN
	DELETE FROM events_fts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_au` AFTER UPDATE OF title, description, location_text ON `events` BEGIN
	DELETE FROM events_fts WHERE rowid = old.rowid;
	INSERT INTO events_fts(rowid, title, description, location_text) VALUES (new.rowid, new.title, new.description, new.location_text);
END;
--> statement-breakpoint
INSERT INTO events_fts(rowid, title, description, location_text) SELECT rowid, title, description, location_text FROM events;
