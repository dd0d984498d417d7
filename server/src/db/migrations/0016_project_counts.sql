CREATE TABLE "biz_project_count" (
	"tenant_id" varchar(12) NOT NULL,
	"stage" integer NOT NULL,
	"industry" varchar(16) NOT NULL,
	"round" varchar(16) NOT NULL,
	"is_key" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "biz_project_count_tenant_id_stage_industry_round_is_key_pk" PRIMARY KEY("tenant_id","stage","industry","round","is_key")
);

--> statement-breakpoint
-- Exact project counts per tenant, stage, industry, round and key mark, kept in the writing
-- transaction as blade_event_remind_count is (migration 0008): statement triggers with transition
-- tables add one aggregated delta per key and statement. An update nets its old and new rows, so
-- one that changes none of the keys (an edit, a new update time) writes nothing; rows are upserted
-- in key order, so two statements touching the same keys lock them in the same order.
CREATE FUNCTION biz_project_count_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO biz_project_count AS c (tenant_id, stage, industry, round, is_key, n)
    SELECT tenant_id, stage, industry, round, is_key, count(*) FROM new_rows WHERE is_deleted = 0
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, stage, industry, round, is_key) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO biz_project_count AS c (tenant_id, stage, industry, round, is_key, n)
    SELECT tenant_id, stage, industry, round, is_key, sum(delta) FROM (
      SELECT tenant_id, stage, industry, round, is_key, 1 AS delta FROM new_rows WHERE is_deleted = 0
      UNION ALL
      SELECT tenant_id, stage, industry, round, is_key, -1 FROM old_rows WHERE is_deleted = 0
    ) d
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (tenant_id, stage, industry, round, is_key) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    UPDATE biz_project_count c SET n = c.n - d.n
    FROM (
      SELECT tenant_id, stage, industry, round, is_key, count(*) AS n FROM old_rows WHERE is_deleted = 0
      GROUP BY 1, 2, 3, 4, 5
    ) d
    WHERE (c.tenant_id, c.stage, c.industry, c.round, c.is_key) = (d.tenant_id, d.stage, d.industry, d.round, d.is_key);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_project_count_insert AFTER INSERT ON biz_project
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_count_apply();
--> statement-breakpoint
CREATE TRIGGER biz_project_count_update AFTER UPDATE ON biz_project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_count_apply();
--> statement-breakpoint
CREATE TRIGGER biz_project_count_delete AFTER DELETE ON biz_project
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_count_apply();
--> statement-breakpoint
-- Projects already there.
INSERT INTO biz_project_count (tenant_id, stage, industry, round, is_key, n)
SELECT tenant_id, stage, industry, round, is_key, count(*) FROM biz_project WHERE is_deleted = 0
GROUP BY tenant_id, stage, industry, round, is_key;
