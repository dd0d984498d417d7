CREATE SEQUENCE "public"."blade_worker_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 1023 START WITH 1 CACHE 1 CYCLE;--> statement-breakpoint
CREATE TABLE "blade_attach" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"extension" varchar(16) NOT NULL,
	"mime" varchar(128) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_auth_session" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" varchar(32)
);
--> statement-breakpoint
CREATE TABLE "blade_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_login_failure" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_oauth_state" (
	"state" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"source" varchar(64) NOT NULL,
	"nonce" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"redirect_uri" varchar(1000) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_refresh_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"session_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_refresh_token_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "blade_seed_history" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_sms_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"phone" varchar(32) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user_oauth" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"source" varchar(64) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"user_id" bigint,
	"username" varchar(255) DEFAULT '' NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"email" varchar(255) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(64) NOT NULL,
	"dict_key" varchar(64) NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"dict_value_en" varchar(255) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"is_sealed" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"param_name" varchar(100) NOT NULL,
	"param_key" varchar(100) NOT NULL,
	"param_value" varchar(2000) DEFAULT '' NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"account" varchar(64) NOT NULL,
	"type" varchar(32) NOT NULL,
	"url" varchar(2000) NOT NULL,
	"message" varchar(2000) NOT NULL,
	"stack" text NOT NULL,
	"info" varchar(2000) NOT NULL,
	"time" varchar(32) NOT NULL,
	"user_agent" varchar(500) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"category" integer DEFAULT 1 NOT NULL,
	"action" integer DEFAULT 0 NOT NULL,
	"keep_alive" integer DEFAULT 1 NOT NULL,
	"is_show" integer DEFAULT 1 NOT NULL,
	"remark" varchar(255) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"role_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "blade_role_menu_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"name_en" varchar(64) DEFAULT '' NOT NULL,
	"source" varchar(64) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu_setting" (
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL,
	CONSTRAINT "blade_top_menu_setting_top_menu_id_menu_id_pk" PRIMARY KEY("top_menu_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "blade_event_remind" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"event_key" varchar(64) NOT NULL,
	"business_id" bigint,
	"msg" varchar(1000) NOT NULL,
	"is_read" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_approval" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"type" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"reason" varchar(2000) DEFAULT '' NOT NULL,
	"applicant_id" bigint NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"current_step" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finish_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_approval_step" (
	"id" bigint PRIMARY KEY NOT NULL,
	"approval_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"approver_id" bigint NOT NULL,
	"decision" integer,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "biz_company_registry" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"legal_name" varchar(200) NOT NULL,
	"registered_capital" numeric(18, 2),
	"legal_representative" varchar(64) DEFAULT '' NOT NULL,
	"founding_date" date,
	"status" varchar(32) DEFAULT '' NOT NULL,
	"industry" varchar(16) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_fund" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"code" varchar(32) NOT NULL,
	"currency" varchar(8) DEFAULT 'CNY' NOT NULL,
	"size" numeric(18, 2) DEFAULT 0 NOT NULL,
	"vintage_year" integer NOT NULL,
	"status" varchar(8) DEFAULT '1' NOT NULL,
	"manager_id" bigint,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_meeting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(200) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"place" varchar(200) DEFAULT '' NOT NULL,
	"host_id" bigint NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"minutes" text DEFAULT '' NOT NULL,
	"reminded_at" timestamp with time zone,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_meeting_attendee" (
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "biz_meeting_attendee_meeting_id_user_id_pk" PRIMARY KEY("meeting_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "biz_meeting_project" (
	"id" bigint PRIMARY KEY NOT NULL,
	"meeting_id" bigint NOT NULL,
	"project_id" bigint NOT NULL,
	"decision" integer,
	"remark" varchar(1000) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_project" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"uuid" varchar(36) NOT NULL,
	"name" varchar(100) NOT NULL,
	"company_name" varchar(200) NOT NULL,
	"industry" varchar(16) DEFAULT '' NOT NULL,
	"region" varchar(64) DEFAULT '' NOT NULL,
	"round" varchar(16) DEFAULT '' NOT NULL,
	"stage" integer DEFAULT 0 NOT NULL,
	"source" varchar(16) DEFAULT '' NOT NULL,
	"is_key" integer DEFAULT 0 NOT NULL,
	"fund_id" bigint,
	"manager_id" bigint NOT NULL,
	"amount_min" numeric(18, 2),
	"amount_max" numeric(18, 2),
	"valuation" numeric(18, 2),
	"share_ratio" numeric(5, 2),
	"invested_amount" numeric(18, 2),
	"description" text DEFAULT '' NOT NULL,
	"score" numeric(4, 2),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_project_attr" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"attr_key" varchar(64) NOT NULL,
	"attr_value" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_project_file" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"category" varchar(8) NOT NULL,
	"stage" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_project_member" (
	"project_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"role" varchar(16) DEFAULT 'member' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "biz_project_member_project_id_user_id_pk" PRIMARY KEY("project_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "biz_project_resume" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"name" varchar(64) NOT NULL,
	"position" varchar(64) DEFAULT '' NOT NULL,
	"education" varchar(500) DEFAULT '' NOT NULL,
	"experience" text DEFAULT '' NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_project_step" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"from_stage" integer,
	"to_stage" integer NOT NULL,
	"user_id" bigint NOT NULL,
	"comment" varchar(1000) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "biz_score" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"project_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"scores" jsonb NOT NULL,
	"total" numeric(4, 2) NOT NULL,
	"comment" varchar(2000) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"client_secret_hash" varchar(64) NOT NULL,
	"authorized_grant_types" varchar(255) NOT NULL,
	"access_token_validity" integer NOT NULL,
	"refresh_token_validity" integer NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"domain" varchar(255) DEFAULT '' NOT NULL,
	"linkman" varchar(50) DEFAULT '' NOT NULL,
	"contact_number" varchar(32) DEFAULT '' NOT NULL,
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp with time zone,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT '0' NOT NULL,
	"role_name" varchar(64) NOT NULL,
	"role_alias" varchar(64) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(64) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(64) DEFAULT '' NOT NULL,
	"real_name" varchar(64) DEFAULT '' NOT NULL,
	"avatar" varchar(500) DEFAULT '' NOT NULL,
	"email" varchar(128) DEFAULT '' NOT NULL,
	"phone" varchar(32) DEFAULT '' NOT NULL,
	"sex" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_user_role" (
	"user_id" bigint NOT NULL,
	"role_id" bigint NOT NULL,
	CONSTRAINT "blade_user_role_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE INDEX "blade_attach_tenant_idx" ON "blade_attach" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "blade_auth_session_user_idx" ON "blade_auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "blade_login_failure_account_idx" ON "blade_login_failure" USING btree ("tenant_id","account","create_time");--> statement-breakpoint
CREATE INDEX "blade_login_failure_ip_idx" ON "blade_login_failure" USING btree ("ip","create_time");--> statement-breakpoint
CREATE INDEX "blade_refresh_token_session_idx" ON "blade_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "blade_sms_code_phone_idx" ON "blade_sms_code" USING btree ("tenant_id","phone","create_time");--> statement-breakpoint
CREATE INDEX "blade_sms_code_ip_idx" ON "blade_sms_code" USING btree ("ip","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_oauth_subject_uq" ON "blade_user_oauth" USING btree ("tenant_id","source","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_code_key_uq" ON "blade_dict" USING btree ("tenant_id","code","dict_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_dict_parent_idx" ON "blade_dict" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_key_uq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_log_error_tenant_idx" ON "blade_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_uq" ON "blade_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_menu_parent_idx" ON "blade_menu" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "blade_role_menu_menu_idx" ON "blade_role_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_code_uq" ON "blade_top_menu" USING btree ("code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_event_remind_user_idx" ON "blade_event_remind" USING btree ("tenant_id","user_id","type","id");--> statement-breakpoint
CREATE INDEX "biz_approval_project_idx" ON "biz_approval" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "biz_approval_applicant_idx" ON "biz_approval" USING btree ("tenant_id","applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_approval_step_uq" ON "biz_approval_step" USING btree ("approval_id","seq");--> statement-breakpoint
CREATE INDEX "biz_approval_step_approver_idx" ON "biz_approval_step" USING btree ("approver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_company_registry_uq" ON "biz_company_registry" USING btree ("tenant_id","company_name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "biz_fund_code_uq" ON "biz_fund" USING btree ("tenant_id","code") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "biz_meeting_time_idx" ON "biz_meeting" USING btree ("tenant_id","start_time");--> statement-breakpoint
CREATE INDEX "biz_meeting_attendee_user_idx" ON "biz_meeting_attendee" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_meeting_project_uq" ON "biz_meeting_project" USING btree ("meeting_id","project_id");--> statement-breakpoint
CREATE INDEX "biz_meeting_project_project_idx" ON "biz_meeting_project" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_project_name_uq" ON "biz_project" USING btree ("tenant_id","name") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "biz_project_uuid_uq" ON "biz_project" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "biz_project_stage_idx" ON "biz_project" USING btree ("tenant_id","stage","id");--> statement-breakpoint
CREATE INDEX "biz_project_fund_idx" ON "biz_project" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "biz_project_manager_idx" ON "biz_project" USING btree ("tenant_id","manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_project_attr_uq" ON "biz_project_attr" USING btree ("project_id","attr_key");--> statement-breakpoint
CREATE INDEX "biz_project_file_project_idx" ON "biz_project_file" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "biz_project_member_user_idx" ON "biz_project_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "biz_project_resume_project_idx" ON "biz_project_resume" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "biz_project_step_project_idx" ON "biz_project_step" USING btree ("project_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "biz_score_uq" ON "biz_score" USING btree ("project_id","meeting_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_client_client_id_uq" ON "blade_client" USING btree ("client_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_domain_uq" ON "blade_tenant" USING btree ("domain") WHERE is_deleted = 0 and domain <> '';--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_alias_uq" ON "blade_role" USING btree ("tenant_id","role_alias") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_account_uq" ON "blade_user" USING btree ("tenant_id","account") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "blade_user_role_role_idx" ON "blade_user_role" USING btree ("role_id");