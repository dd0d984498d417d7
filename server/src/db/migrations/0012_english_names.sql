ALTER TABLE "blade_param" ADD COLUMN "param_name_en" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_param" ADD COLUMN "remark_en" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_role" ADD COLUMN "role_name_en" varchar(64) DEFAULT '' NOT NULL;