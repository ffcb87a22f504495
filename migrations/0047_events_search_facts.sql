-- What the events search's count needs of each event, beside the trigram index events_fts (0042) and
-- keyed like it by the rowid of `events`, kept in step by the triggers below (docs/decisions/051):
-- its start (which side of now), whether its chapter is approved (only those are listed), and
-- whether its searched text is plain ASCII without NUL (`plain`). For such an event, and a search
-- text in ASCII, the index's match is the LIKE's answer (both fold ASCII letters only and take every
-- other character as it is), so the count reads these few narrow rows instead of each matched event
-- (app/models/event.server.ts, `countEvents`); other events still get the LIKE.
-- Managed only here, not in app/db/schema.ts. After a plain VACUUM (which may renumber the rowids of
-- `events`), empty it and run the INSERT ... SELECT at the end again, as for events_fts.
CREATE TABLE `events_fts_facts` (`rowid` INTEGER PRIMARY KEY, `start_at` INTEGER NOT NULL, `approved` INTEGER NOT NULL, `plain` INTEGER NOT NULL);
--> statement-breakpoint
CREATE TRIGGER `events_fts_facts_ai` AFTER INSERT ON `events` BEGIN
	INSERT INTO events_fts_facts(rowid, start_at, approved, plain) VALUES (new.rowid, new.start_at, coalesce((SELECT status = 'Approved' FROM chapters WHERE id = new.chapter_id), 0), length(CAST(new.title AS BLOB)) = length(new.title) AND length(CAST(coalesce(new.description, '') AS BLOB)) = length(coalesce(new.description, '')) AND length(CAST(new.location_text AS BLOB)) = length(new.location_text));
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_facts_ad` AFTER DELETE ON `events` BEGIN
	DELETE FROM events_fts_facts WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_facts_au` AFTER UPDATE OF start_at, chapter_id, title, description, location_text ON `events` BEGIN
	DELETE FROM events_fts_facts WHERE rowid = old.rowid;
	INSERT INTO events_fts_facts(rowid, start_at, approved, plain) VALUES (new.rowid, new.start_at, coalesce((SELECT status = 'Approved' FROM chapters WHERE id = new.chapter_id), 0), length(CAST(new.title AS BLOB)) = length(new.title) AND length(CAST(coalesce(new.description, '') AS BLOB)) = length(coalesce(new.description, '')) AND length(CAST(new.location_text AS BLOB)) = length(new.location_text));
END;
--> statement-breakpoint
CREATE TRIGGER `events_fts_facts_chapter_au` AFTER UPDATE OF status ON `chapters` WHEN (old.status = 'Approved') != (new.status = 'Approved') BEGIN
	UPDATE events_fts_facts SET approved = (new.status = 'Approved') WHERE rowid IN (SELECT rowid FROM events WHERE chapter_id = new.id);
END;
--> statement-breakpoint
INSERT INTO events_fts_facts(rowid, start_at, approved, plain) SELECT e.rowid, e.start_at, coalesce(c.status = 'Approved', 0), length(CAST(e.title AS BLOB)) = length(e.title) AND length(CAST(coalesce(e.description, '') AS BLOB)) = length(coalesce(e.description, '')) AND length(CAST(e.location_text AS BLOB)) = length(e.location_text) FROM events e LEFT JOIN chapters c ON c.id = e.chapter_id;
