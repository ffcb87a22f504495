CREATE INDEX `rate_limiter_buckets_expire_idx` ON `rate_limiter_buckets` (`expire`);--> statement-breakpoint
CREATE INDEX `sessions_last_seen_idx` ON `sessions` (`last_seen_at`);