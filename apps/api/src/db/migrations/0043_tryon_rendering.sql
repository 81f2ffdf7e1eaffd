ALTER TABLE "tryon_jobs" ADD COLUMN "rendering" text;--> statement-breakpoint
ALTER TABLE "tryon_jobs" ADD COLUMN "figure_reason" text;