CREATE TABLE "biz_project_amount" (
	"tenant_id" varchar(12) NOT NULL,
	"industry" varchar(16) NOT NULL,
	"fund_id" bigint NOT NULL,
	"invested" integer NOT NULL,
	"n" integer NOT NULL,
	"invested_sum" numeric NOT NULL,
	"planned_sum" numeric NOT NULL,
	CONSTRAINT "biz_project_amount_tenant_id_industry_fund_id_invested_pk" PRIMARY KEY("tenant_id","industry","fund_id","invested")
);

--> statement-breakpoint
-- The live projects' amounts per tenant, industry, fund (0: none) and whether invested, kept in
-- the writing transaction as biz_project_count keeps the counts (migration 0016): statement
-- triggers with transition tables add one aggregated delta per key and statement. An update nets
-- its old and new rows, so one that changes no key and no amount writes nothing; rows are upserted
-- in key order, so two statements touching the same keys lock them in the same order.
CREATE FUNCTION biz_project_amount_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Each branch names only the transition tables its trigger has.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO biz_project_amount AS a (tenant_id, industry, fund_id, invested, n, invested_sum, planned_sum)
    SELECT tenant_id, industry, coalesce(fund_id, 0), (invested_amount IS NOT NULL)::int, count(*),
      coalesce(sum(invested_amount), 0), coalesce(sum(amount_max), 0)
    FROM new_rows WHERE is_deleted = 0
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, industry, fund_id, invested) DO UPDATE
      SET n = a.n + excluded.n, invested_sum = a.invested_sum + excluded.invested_sum,
        planned_sum = a.planned_sum + excluded.planned_sum;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO biz_project_amount AS a (tenant_id, industry, fund_id, invested, n, invested_sum, planned_sum)
    SELECT tenant_id, industry, fund_id, invested, sum(n), sum(invested_sum), sum(planned_sum) FROM (
      SELECT tenant_id, industry, coalesce(fund_id, 0) AS fund_id, (invested_amount IS NOT NULL)::int AS invested,
        1 AS n, coalesce(invested_amount, 0) AS invested_sum, coalesce(amount_max, 0) AS planned_sum
      FROM new_rows WHERE is_deleted = 0
      UNION ALL
      SELECT tenant_id, industry, coalesce(fund_id, 0), (invested_amount IS NOT NULL)::int,
        -1, -coalesce(invested_amount, 0), -coalesce(amount_max, 0)
      FROM old_rows WHERE is_deleted = 0
    ) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(n) <> 0 OR sum(invested_sum) <> 0 OR sum(planned_sum) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (tenant_id, industry, fund_id, invested) DO UPDATE
      SET n = a.n + excluded.n, invested_sum = a.invested_sum + excluded.invested_sum,
        planned_sum = a.planned_sum + excluded.planned_sum;
  ELSE
    UPDATE biz_project_amount a
    SET n = a.n - d.n, invested_sum = a.invested_sum - d.invested_sum, planned_sum = a.planned_sum - d.planned_sum
    FROM (
      SELECT tenant_id, industry, coalesce(fund_id, 0) AS fund_id, (invested_amount IS NOT NULL)::int AS invested,
        count(*) AS n, coalesce(sum(invested_amount), 0) AS invested_sum, coalesce(sum(amount_max), 0) AS planned_sum
      FROM old_rows WHERE is_deleted = 0
      GROUP BY 1, 2, 3, 4
    ) d
    WHERE (a.tenant_id, a.industry, a.fund_id, a.invested) = (d.tenant_id, d.industry, d.fund_id, d.invested);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER biz_project_amount_insert AFTER INSERT ON biz_project
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_amount_apply();
--> statement-breakpoint
CREATE TRIGGER biz_project_amount_update AFTER UPDATE ON biz_project
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_amount_apply();
--> statement-breakpoint
CREATE TRIGGER biz_project_amount_delete AFTER DELETE ON biz_project
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION biz_project_amount_apply();
--> statement-breakpoint
-- Projects already there.
INSERT INTO biz_project_amount (tenant_id, industry, fund_id, invested, n, invested_sum, planned_sum)
SELECT tenant_id, industry, coalesce(fund_id, 0), (invested_amount IS NOT NULL)::int, count(*),
  coalesce(sum(invested_amount), 0), coalesce(sum(amount_max), 0)
FROM biz_project WHERE is_deleted = 0
GROUP BY 1, 2, 3, 4;
