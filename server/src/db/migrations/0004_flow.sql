CREATE TABLE "flow_definition" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"deployment_id" bigint NOT NULL,
	"key" varchar(128) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(64) NOT NULL,
	"xml" text NOT NULL,
	"compiled" text NOT NULL,
	"elements" jsonb NOT NULL,
	"user_tasks" jsonb NOT NULL,
	"suspended" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_deployment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(200) NOT NULL,
	"category" varchar(64) NOT NULL,
	"deploy_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint
);
--> statement-breakpoint
CREATE TABLE "flow_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"element_id" varchar(128) NOT NULL,
	"element_name" varchar(200) NOT NULL,
	"kind" varchar(8) NOT NULL,
	"user_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"duration_ms" bigint,
	"decision" varchar(8),
	"comment" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_instance" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"definition_id" bigint NOT NULL,
	"business_key" varchar(128) NOT NULL,
	"applicant_id" bigint NOT NULL,
	"state" jsonb NOT NULL,
	"variables" jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"current_elements" jsonb NOT NULL,
	"delete_reason" varchar(500) DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone DEFAULT now() NOT NULL,
	"end_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "flow_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"instance_id" bigint NOT NULL,
	"element_id" varchar(128) NOT NULL,
	"name" varchar(200) NOT NULL,
	"assignee_id" bigint,
	"candidate_users" jsonb NOT NULL,
	"candidate_groups" jsonb NOT NULL,
	"status" varchar(12) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_time" timestamp with time zone,
	"end_time" timestamp with time zone,
	"decision" varchar(8),
	"comment" varchar(1000) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_process_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_definition_id" bigint NOT NULL,
	"process_instance_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"task_user" bigint NOT NULL,
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "flow_definition_key_version_uq" ON "flow_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "flow_definition_deployment_idx" ON "flow_definition" USING btree ("deployment_id");--> statement-breakpoint
CREATE INDEX "flow_history_instance_idx" ON "flow_history" USING btree ("instance_id","start_time");--> statement-breakpoint
CREATE INDEX "flow_instance_applicant_idx" ON "flow_instance" USING btree ("tenant_id","applicant_id","start_time");--> statement-breakpoint
CREATE INDEX "flow_instance_status_idx" ON "flow_instance" USING btree ("tenant_id","status","start_time");--> statement-breakpoint
CREATE INDEX "flow_instance_definition_idx" ON "flow_instance" USING btree ("definition_id","status");--> statement-breakpoint
CREATE INDEX "flow_task_instance_idx" ON "flow_task" USING btree ("instance_id","status");--> statement-breakpoint
CREATE INDEX "flow_task_assignee_idx" ON "flow_task" USING btree ("tenant_id","assignee_id","create_time") WHERE status = 'waiting';--> statement-breakpoint
CREATE INDEX "flow_task_done_idx" ON "flow_task" USING btree ("tenant_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "blade_process_leave_instance_idx" ON "blade_process_leave" USING btree ("process_instance_id");