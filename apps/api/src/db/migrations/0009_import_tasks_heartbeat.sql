ALTER TABLE "item_images" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "import_tasks" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;