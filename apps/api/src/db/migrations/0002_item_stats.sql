ALTER TABLE "items" ADD COLUMN "min_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "in_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_avg" numeric(3, 2);--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "favorites_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "items_min_price_idx" ON "items" USING btree ("min_price","id");--> statement-breakpoint
CREATE INDEX "items_popular_idx" ON "items" USING btree ("favorites_count" DESC NULLS LAST,"id" DESC NULLS LAST);