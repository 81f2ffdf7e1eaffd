-- Avatars are the shop's own pictures only: an outside address shown to every visitor is a
-- tracking pixel. Avatars that are not a storage key are cleared (the shopper uploads anew).
UPDATE "users" SET "avatar" = NULL
  WHERE "avatar" IS NOT NULL AND "avatar" !~ '^[a-z0-9-]+/[a-z0-9-]+\.(webp|png|jpg)$';
