ALTER TABLE "flow_definition" ADD COLUMN "is_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_deployment" ADD COLUMN "is_deleted" integer DEFAULT 0 NOT NULL;