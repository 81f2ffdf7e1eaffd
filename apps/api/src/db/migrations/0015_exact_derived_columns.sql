-- Derived item columns stay exact under concurrent writers. A recount inside an UPDATE reads the
-- snapshot its statement started with; a writer that waited for another's row lock then wrote a
-- count without the other's row (50 parallel favourites ended at 47). Each refresh now takes the
-- items' row locks first, in id order, and counts in a later statement, which sees every writer
-- that committed before the lock was granted. (NO KEY UPDATE: the lock an UPDATE of these columns
-- takes anyway, which does not conflict with the key-share locks of foreign-key checks.)
CREATE OR REPLACE FUNCTION refresh_item_offer(item_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM items WHERE id = ANY(item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i SET
    min_price = coalesce((SELECT min(coalesce(v.price, i.price)) FROM item_variants v WHERE v.item_id = i.id), i.price),
    in_stock = EXISTS (SELECT 1 FROM item_variants v WHERE v.item_id = i.id AND v.stock > 0)
  WHERE i.id = ANY(item_ids);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_item_rating(item_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM items WHERE id = ANY(item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i SET
    rating_avg = s.avg, rating_count = s.count
  FROM (
    SELECT ids.id, round(avg(c.rating), 2) AS avg, count(c.rating)::int AS count
    FROM unnest(item_ids) AS ids(id) LEFT JOIN item_comments c ON c.item_id = ids.id AND c.rating IS NOT NULL
    GROUP BY ids.id
  ) s
  WHERE i.id = s.id;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_item_favorites(item_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM items WHERE id = ANY(item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i SET favorites_count = (SELECT count(*)::int FROM favorite_items f WHERE f.item_id = i.id)
  WHERE i.id = ANY(item_ids);
END;
$$;
--> statement-breakpoint
-- Counts that drifted before this fix are recounted.
SELECT refresh_item_rating(ARRAY(SELECT id FROM items));
--> statement-breakpoint
SELECT refresh_item_favorites(ARRAY(SELECT id FROM items));
