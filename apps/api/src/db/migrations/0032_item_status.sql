-- Items are drafts, active (sold) or archived (no longer sold, still in past orders, outfits and
-- favourites); every item so far is sold. Only active items are in the shop (decision 065): the
-- shop's newest-first page walks a partial index of them, the admin list filters by status.
ALTER TABLE "items" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
CREATE INDEX "items_active_created_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "items_status_created_idx" ON "items" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_status_known" CHECK ("items"."status" in ('draft', 'active', 'archived'));