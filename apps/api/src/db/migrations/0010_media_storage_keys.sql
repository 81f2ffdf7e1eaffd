-- Rows keep storage keys, not addresses: the media module turns a key into a public or a signed
-- address, so the files can move to another store without rewriting rows.
ALTER TABLE "items" RENAME COLUMN "image_url" TO "image_key";--> statement-breakpoint
ALTER TABLE "item_images" RENAME COLUMN "image_url" TO "image_key";--> statement-breakpoint
UPDATE "items" SET "image_key" = substr("image_key", 10)
  WHERE "image_key" ~ '^/uploads/[a-z0-9-]+/[a-z0-9-]+\.(webp|png|jpg)$';--> statement-breakpoint
UPDATE "item_images" SET "image_key" = substr("image_key", 10)
  WHERE "image_key" ~ '^/uploads/[a-z0-9-]+/[a-z0-9-]+\.(webp|png|jpg)$';--> statement-breakpoint
UPDATE "users" SET "avatar" = substr("avatar", 10)
  WHERE "avatar" ~ '^/uploads/[a-z0-9-]+/[a-z0-9-]+\.(webp|png|jpg)$';
