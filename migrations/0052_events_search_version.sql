-- The events search's counts (app/models/event.server.ts, `countEvents`) are kept while nothing they
-- are read from changes (decision 062, as decision 057 keeps a chapter's readiness): a network-wide
-- search's count reads the trigram index events_fts, events_fts_facts and, for an event whose text
-- is not plain, its row's text; every write that changes any of them (an event added, deleted or
-- edited in its start, chapter or searched text; a chapter's approval given or taken) writes its
-- facts row (0047). These triggers move content_version's third row with each such write, in the
-- writing transaction, in any process. RSVPs leave it alone. Nothing else reads row 3.
INSERT OR IGNORE INTO `content_version` (`id`, `value`) VALUES (3, 0);
--> statement-breakpoint
CREATE TRIGGER `events_search_version_facts_i` AFTER INSERT ON `events_fts_facts` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 3;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_version_facts_u` AFTER UPDATE ON `events_fts_facts` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 3;
END;
--> statement-breakpoint
CREATE TRIGGER `events_search_version_facts_d` AFTER DELETE ON `events_fts_facts` BEGIN
	UPDATE `content_version` SET `value` = `value` + 1 WHERE `id` = 3;
END;
