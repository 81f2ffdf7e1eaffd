ALTER TABLE "item_images" ADD COLUMN "color" text;--> statement-breakpoint
-- Pictures kept before colours were linked: an imported item is one Lamoda product, one colour.
UPDATE "item_images" AS im SET "color" = i."color"
  FROM "items" AS i
  WHERE i."id" = im."item_id" AND i."source" = 'lamoda' AND i."color" IS NOT NULL;--> statement-breakpoint
-- Demo items were drawn as two pictures of the main colour, then one of the other colour.
UPDATE "item_images" AS im SET "color" = CASE
    WHEN im."position" < 2 THEN i."color"
    ELSE (SELECT v."color" FROM "item_variants" AS v
          WHERE v."item_id" = i."id" AND v."color" IS NOT NULL AND v."color" IS DISTINCT FROM i."color"
          ORDER BY v."id" LIMIT 1)
  END
  FROM "items" AS i
  WHERE i."id" = im."item_id" AND i."source" = 'seed';
