DROP INDEX "items_title_search_idx";--> statement-breakpoint
DROP INDEX "items_description_search_idx";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "title_vector";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "description_vector";