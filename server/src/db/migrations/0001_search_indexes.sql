-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it. PGlite loads it itself.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "blade_event_remind_user_idx";--> statement-breakpoint
DROP INDEX "biz_project_stage_idx";--> statement-breakpoint
CREATE INDEX "blade_event_remind_user_all_idx" ON "blade_event_remind" USING btree ("tenant_id","user_id","id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_event_remind_unread_idx" ON "blade_event_remind" USING btree ("tenant_id","user_id","type") WHERE is_deleted = 0 and is_read = 0;--> statement-breakpoint
CREATE INDEX "biz_project_name_trgm_idx" ON "biz_project" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "biz_project_company_trgm_idx" ON "biz_project" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "biz_project_live_idx" ON "biz_project" USING btree ("tenant_id","id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_event_remind_user_idx" ON "blade_event_remind" USING btree ("tenant_id","user_id","type","id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "biz_project_stage_idx" ON "biz_project" USING btree ("tenant_id","stage","id") WHERE is_deleted = 0;