CREATE TABLE "engagement_daily" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer,
	"outfit_id" integer,
	"count" integer NOT NULL,
	CONSTRAINT "engagement_daily_key" UNIQUE NULLS NOT DISTINCT("day","kind","item_id","outfit_id")
);
--> statement-breakpoint
ALTER TABLE "engagement_events" ADD COLUMN "viewer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "engagement_events" ADD COLUMN "day" date DEFAULT current_date NOT NULL;--> statement-breakpoint
ALTER TABLE "engagement_daily" ADD CONSTRAINT "engagement_daily_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_daily" ADD CONSTRAINT "engagement_daily_outfit_id_outfits_id_fk" FOREIGN KEY ("outfit_id") REFERENCES "public"."outfits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Events written before: each stays one event (its own viewer key), on the day it happened.
UPDATE "engagement_events" SET "day" = ("created_at" AT TIME ZONE 'UTC')::date, "viewer" = 'event:' || "id";--> statement-breakpoint
ALTER TABLE "engagement_events" ADD CONSTRAINT "engagement_events_once_a_day_key" UNIQUE NULLS NOT DISTINCT("kind","item_id","outfit_id","viewer","day");