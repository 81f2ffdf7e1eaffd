DROP INDEX "items_created_id_idx";--> statement-breakpoint
DROP INDEX "items_category_created_idx";--> statement-breakpoint
DROP INDEX "items_popular_idx";--> statement-breakpoint
DROP INDEX "outfits_created_id_idx";--> statement-breakpoint
DROP INDEX "favorite_items_user_created_idx";--> statement-breakpoint
DROP INDEX "favorite_outfits_user_created_idx";--> statement-breakpoint
DROP INDEX "item_comments_item_created_idx";--> statement-breakpoint
DROP INDEX "item_views_user_time_idx";--> statement-breakpoint
DROP INDEX "outfit_comments_outfit_created_idx";--> statement-breakpoint
DROP INDEX "outfit_views_user_time_idx";--> statement-breakpoint
CREATE INDEX "items_created_id_idx" ON "items" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_category_created_idx" ON "items" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_popular_idx" ON "items" USING btree ("favorites_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfits_created_id_idx" ON "outfits" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorite_items_user_created_idx" ON "favorite_items" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "favorite_outfits_user_created_idx" ON "favorite_outfits" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "item_comments_item_created_idx" ON "item_comments" USING btree ("item_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "item_views_user_time_idx" ON "item_views" USING btree ("user_id","viewed_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfit_comments_outfit_created_idx" ON "outfit_comments" USING btree ("outfit_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outfit_views_user_time_idx" ON "outfit_views" USING btree ("user_id","viewed_at" DESC NULLS FIRST);