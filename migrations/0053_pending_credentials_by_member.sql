-- A leader's review queue (app/models/credential.server.ts, listPendingReviews): the page's rowids come from
-- this index alone, member by member of the led chapters, with the queue's order and its ties
-- (created_at, member, type, expiry) in the entries; only the page's rows are read from the table.
CREATE INDEX `credentials_pending_user_idx` ON `credentials` (`user_id`,`created_at`,`credential_type_id`,`expires_on`) WHERE verified_at IS NULL AND rejected_at IS NULL;