-- Session ids are now the SHA-256 of the token a cookie or an API client carries (issue 27,
-- docs/decisions/016). SQLite has no SHA-256 to convert the rows in place, so every session made
-- before this migration ends once: everyone signs in again after the upgrade.
DELETE FROM `sessions`;
