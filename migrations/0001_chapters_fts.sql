-- Trigram full-text index over chapters.name/city/state for the directory's substring search
-- (app/models/directory.server.ts). External content: the text lives in `chapters`, the triggers
-- below keep the index in sync. Managed only here, not in app/db/schema.ts.
-- Keyed by the implicit rowid of `chapters` (its primary key is text): a plain VACUUM may renumber
-- those rowids, so run INSERT INTO chapters_fts(chapters_fts) VALUES('rebuild') after one.
CREATE VIRTUAL TABLE `chapters_fts` USING fts5(name, city, state, content='chapters', content_rowid='rowid', tokenize='trigram');
--> statement-breakpoint
CREATE TRIGGER `chapters_fts_ai` AFTER INSERT ON `chapters` BEGIN
	INSERT INTO chapters_fts(rowid, name, city, state) VALUES (new.rowid, new.name, new.city, new.state);
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_fts_ad` AFTER DELETE ON `chapters` BEGIN
	INSERT INTO chapters_fts(chapters_fts, rowid, name, city, state) VALUES ('delete', old.rowid, old.name, old.city, old.state);
END;
--> statement-breakpoint
CREATE TRIGGER `chapters_fts_au` AFTER UPDATE OF name, city, state ON `chapters` BEGIN
	INSERT INTO chapters_fts(chapters_fts, rowid, name, city, state) VALUES ('delete', old.rowid, old.name, old.city, old.state);
	INSERT INTO chapters_fts(rowid, name, city, state) VALUES (new.rowid, new.name, new.city, new.state);
END;
--> statement-breakpoint
INSERT INTO chapters_fts(chapters_fts) VALUES ('rebuild');
