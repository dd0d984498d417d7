CREATE TABLE "flow_link" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"expire_time" timestamp with time zone NOT NULL,
	"used_time" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flow_task" ADD COLUMN "owner_id" bigint;--> statement-breakpoint
ALTER TABLE "biz_approval" ADD COLUMN "process_instance_id" bigint;--> statement-breakpoint
CREATE INDEX "flow_link_task_idx" ON "flow_link" USING btree ("task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_approval_instance_uq" ON "biz_approval" USING btree ("process_instance_id");