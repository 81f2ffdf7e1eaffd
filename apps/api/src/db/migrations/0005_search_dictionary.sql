CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', coalesce(name, '') || ' ' || coalesce(brand, ''))) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "description_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian', coalesce(description, ''))) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "items_title_search_idx" ON "items" USING gin ("title_vector");--> statement-breakpoint
CREATE INDEX "items_min_price_desc_idx" ON "items" USING btree ("min_price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_description_search_idx" ON "items" USING gin ("description_vector");