ALTER TABLE "outfits" ADD COLUMN "tryon_item_ids" integer[];--> statement-breakpoint
-- Try-on pictures attached before this column existed are taken as made for the items the outfit holds now.
UPDATE "outfits" o SET "tryon_item_ids" = coalesce((SELECT array_agg(DISTINCT oi."item_id" ORDER BY oi."item_id") FROM "outfit_items" oi WHERE oi."outfit_id" = o."id"), '{}') WHERE o."tryon_key" IS NOT NULL;
