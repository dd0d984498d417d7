-- An instance its applicant declined at a step of their own (a rejected leave not resubmitted) now
-- ends as 'cancelled', not 'finished': mark the ones that ended that way before this change.
UPDATE "flow_instance" AS i SET "status" = 'cancelled'
WHERE i."status" = 'finished'
  AND EXISTS (
    SELECT 1 FROM "flow_history" AS h
    WHERE h."instance_id" = i."id" AND h."kind" = 'task' AND h."decision" = 'reject'
      AND h."user_id" = i."applicant_id" AND h."end_time" = i."end_time"
  );
