DROP INDEX "items_search_idx";--> statement-breakpoint
ALTER TABLE "items" DROP COLUMN "search_vector";