-- Issue 42: a deleted account leaves no identity in the audit log. The log stays append-only
-- (no DELETE; no UPDATE of what an action was, who did it or when), except the one rewrite that
-- erasure needs: the labels and the before/after snapshots of a row that names a deleted account
-- (as actor, subject or user target), which deleteUser makes in the deletion's own batch.
DROP TRIGGER IF EXISTS `audit_log_no_update`;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
WHEN NOT (
  NEW.`id` = OLD.`id`
  AND NEW.`action` = OLD.`action`
  AND NEW.`target_kind` = OLD.`target_kind`
  AND NEW.`target_id` = OLD.`target_id`
  AND NEW.`actor_id` IS OLD.`actor_id`
  AND NEW.`subject_user_id` IS OLD.`subject_user_id`
  AND NEW.`reason` IS OLD.`reason`
  AND NEW.`created_at` = OLD.`created_at`
  AND EXISTS (
    SELECT 1 FROM `users` u
    WHERE u.`deleted_at` IS NOT NULL
      AND (u.`id` = OLD.`actor_id` OR u.`id` = OLD.`subject_user_id` OR (OLD.`target_kind` = 'user' AND u.`id` = OLD.`target_id`))
  )
)
BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END;
