CREATE TABLE "blade_event_remind_count" (
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"is_read" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "blade_event_remind_count_tenant_id_user_id_type_is_read_pk" PRIMARY KEY("tenant_id","user_id","type","is_read")
);
--> statement-breakpoint
CREATE INDEX "biz_project_update_time_idx" ON "biz_project" USING btree ("tenant_id","update_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "biz_project_create_time_idx" ON "biz_project" USING btree ("tenant_id","create_time" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "biz_project_valuation_idx" ON "biz_project" USING btree ("tenant_id","valuation" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "biz_project_amount_min_idx" ON "biz_project" USING btree ("tenant_id","amount_min","id" DESC NULLS FIRST) WHERE is_deleted = 0;
--> statement-breakpoint
-- Exact reminder counts per user, type and read state, kept in the writing transaction. Statement
-- triggers with transition tables add one aggregated delta per statement, so a bulk insert of a
-- million reminders costs one upsert per user, type and state, not one per row. PL/pgSQL prepares
-- a statement when it first runs, so each event only ever touches the transition tables it has.
CREATE FUNCTION blade_event_remind_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO blade_event_remind_count AS c (tenant_id, user_id, type, is_read, n)
    SELECT tenant_id, user_id, type, is_read, count(*) FROM new_rows WHERE is_deleted = 0
    GROUP BY tenant_id, user_id, type, is_read
    ON CONFLICT (tenant_id, user_id, type, is_read) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE blade_event_remind_count c SET n = c.n - d.n
    FROM (
      SELECT tenant_id, user_id, type, is_read, count(*) AS n FROM old_rows WHERE is_deleted = 0
      GROUP BY tenant_id, user_id, type, is_read
    ) d
    WHERE (c.tenant_id, c.user_id, c.type, c.is_read) = (d.tenant_id, d.user_id, d.type, d.is_read);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER blade_event_remind_count_insert AFTER INSERT ON blade_event_remind
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blade_event_remind_count_apply();
--> statement-breakpoint
CREATE TRIGGER blade_event_remind_count_update AFTER UPDATE ON blade_event_remind
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION blade_event_remind_count_apply();
--> statement-breakpoint
CREATE TRIGGER blade_event_remind_count_delete AFTER DELETE ON blade_event_remind
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION blade_event_remind_count_apply();
--> statement-breakpoint
-- Reminders already there.
INSERT INTO blade_event_remind_count (tenant_id, user_id, type, is_read, n)
SELECT tenant_id, user_id, type, is_read, count(*) FROM blade_event_remind WHERE is_deleted = 0
GROUP BY tenant_id, user_id, type, is_read;
