ALTER TABLE "blade_menu" ADD COLUMN "roles" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_menu" ADD COLUMN "menu_group" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_menu" ADD COLUMN "query" varchar(500) DEFAULT '' NOT NULL;