-- Outfit pictures are kept by storage key, like every other stored picture.
ALTER TABLE "outfits" RENAME COLUMN "image_url" TO "cover_key";--> statement-breakpoint
ALTER TABLE "outfits" RENAME COLUMN "tryon_image_url" TO "tryon_key";
