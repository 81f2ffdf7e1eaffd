ALTER TABLE "items" ADD COLUMN "edited_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "compare_at_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "source_domain" text;--> statement-breakpoint
UPDATE "items" SET "source_domain" = substring("source_url" from '^https?://(?:www\.)?([^/:?#]+)') WHERE "source" <> 'manual' AND "source_url" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_compare_at_price_positive" CHECK ("items"."compare_at_price" is null or "items"."compare_at_price" > 0);--> statement-breakpoint
UPDATE "item_variants" v SET "price" = NULL FROM "items" i WHERE v."item_id" = i."id" AND i."source" <> 'manual' AND v."price" = i."price";
