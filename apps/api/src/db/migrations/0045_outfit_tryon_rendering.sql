ALTER TABLE "outfits" ADD COLUMN "tryon_rendering" text;--> statement-breakpoint
UPDATE "outfits" AS o SET "tryon_rendering" = j."rendering" FROM "tryon_jobs" AS j WHERE j."result_key" = o."tryon_key" AND j."rendering" IS NOT NULL;
