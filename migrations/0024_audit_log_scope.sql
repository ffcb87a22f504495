ALTER TABLE `audit_logs` ADD `chapter_id` text;--> statement-breakpoint
ALTER TABLE `audit_logs` ADD `subject_id` text REFERENCES users(id) ON DELETE set null;--> statement-breakpoint
-- Existing rows: the chapter and the person affected, read from what each row names (decision 025).
-- Rows whose membership is gone keep a null chapter (admins still see them).
UPDATE `audit_logs` SET `chapter_id` = CASE `target_type`
  WHEN 'chapter' THEN `target_id`
  WHEN 'membership' THEN (SELECT `chapter_id` FROM `memberships` WHERE `memberships`.`id` = `audit_logs`.`target_id`)
  WHEN 'event' THEN (SELECT `chapter_id` FROM `events` WHERE `events`.`id` = `audit_logs`.`target_id`)
  WHEN 'activation' THEN (SELECT `chapter_id` FROM `activations` WHERE `activations`.`id` = `audit_logs`.`target_id`)
  WHEN 'resource' THEN (SELECT `chapter_id` FROM `resources` WHERE `resources`.`id` = `audit_logs`.`target_id`)
  WHEN 'announcement' THEN (SELECT `chapter_id` FROM `announcements` WHERE `announcements`.`id` = `audit_logs`.`target_id`)
  WHEN 'service_hours' THEN (SELECT `chapter_id` FROM `service_hours` WHERE `service_hours`.`id` = `audit_logs`.`target_id`)
  ELSE NULL END;--> statement-breakpoint
UPDATE `audit_logs` SET `subject_id` = (SELECT `id` FROM `users` WHERE `users`.`id` = COALESCE(
  json_extract(`audit_logs`.`metadata`, '$.memberId'),
  json_extract(`audit_logs`.`metadata`, '$.userId'),
  CASE `audit_logs`.`target_type`
    WHEN 'user' THEN `audit_logs`.`target_id`
    WHEN 'membership' THEN (SELECT `user_id` FROM `memberships` WHERE `memberships`.`id` = `audit_logs`.`target_id`)
    WHEN 'credential' THEN (SELECT `user_id` FROM `credentials` WHERE `credentials`.`id` = `audit_logs`.`target_id`)
    WHEN 'role_request' THEN (SELECT `user_id` FROM `role_requests` WHERE `role_requests`.`id` = `audit_logs`.`target_id`)
    WHEN 'service_hours' THEN (SELECT `user_id` FROM `service_hours` WHERE `service_hours`.`id` = `audit_logs`.`target_id`)
  END
));--> statement-breakpoint
CREATE INDEX `audit_logs_chapter_created_idx` ON `audit_logs` (`chapter_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_chapter_action_created_idx` ON `audit_logs` (`chapter_id`,`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_actor_created_idx` ON `audit_logs` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_action_created_idx` ON `audit_logs` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_logs_subject_created_idx` ON `audit_logs` (`subject_id`,`created_at`);