-- Derived item columns kept by the database itself, whatever writes the rows (API, seed, import,
-- factories): the lowest variant price and stock presence, the rating and the favourites count.
-- Statement-level triggers with transition tables touch each affected item once per statement.

CREATE FUNCTION refresh_item_offer(item_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE items i SET
    min_price = coalesce((SELECT min(coalesce(v.price, i.price)) FROM item_variants v WHERE v.item_id = i.id), i.price),
    in_stock = EXISTS (SELECT 1 FROM item_variants v WHERE v.item_id = i.id AND v.stock > 0)
  WHERE i.id = ANY(item_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION items_offer_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.min_price := coalesce((SELECT min(coalesce(v.price, NEW.price)) FROM item_variants v WHERE v.item_id = NEW.id), NEW.price);
  NEW.in_stock := EXISTS (SELECT 1 FROM item_variants v WHERE v.item_id = NEW.id AND v.stock > 0);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_offer_on_insert BEFORE INSERT ON items FOR EACH ROW EXECUTE FUNCTION items_offer_before_write();
--> statement-breakpoint
CREATE TRIGGER items_offer_on_price BEFORE UPDATE OF price ON items FOR EACH ROW EXECUTE FUNCTION items_offer_before_write();
--> statement-breakpoint
CREATE FUNCTION variants_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_offer(ARRAY(SELECT DISTINCT item_id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION variants_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_offer(ARRAY(SELECT DISTINCT item_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION variants_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_offer(ARRAY(SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER item_variants_offer_insert AFTER INSERT ON item_variants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_after_insert();
--> statement-breakpoint
CREATE TRIGGER item_variants_offer_delete AFTER DELETE ON item_variants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_after_delete();
--> statement-breakpoint
CREATE TRIGGER item_variants_offer_update AFTER UPDATE ON item_variants REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION variants_after_update();
--> statement-breakpoint
CREATE FUNCTION refresh_item_rating(item_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE items i SET
    rating_avg = s.avg, rating_count = s.count
  FROM (
    SELECT ids.id, round(avg(c.rating), 2) AS avg, count(c.rating)::int AS count
    FROM unnest(item_ids) AS ids(id) LEFT JOIN item_comments c ON c.item_id = ids.id AND c.rating IS NOT NULL
    GROUP BY ids.id
  ) s
  WHERE i.id = s.id;
$$;
--> statement-breakpoint
CREATE FUNCTION comments_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_rating(ARRAY(SELECT DISTINCT item_id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION comments_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_rating(ARRAY(SELECT DISTINCT item_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION comments_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_rating(ARRAY(SELECT item_id FROM new_rows UNION SELECT item_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER item_comments_rating_insert AFTER INSERT ON item_comments REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_after_insert();
--> statement-breakpoint
CREATE TRIGGER item_comments_rating_delete AFTER DELETE ON item_comments REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_after_delete();
--> statement-breakpoint
CREATE TRIGGER item_comments_rating_update AFTER UPDATE ON item_comments REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION comments_after_update();
--> statement-breakpoint
CREATE FUNCTION refresh_item_favorites(item_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE items i SET favorites_count = (SELECT count(*)::int FROM favorite_items f WHERE f.item_id = i.id)
  WHERE i.id = ANY(item_ids);
$$;
--> statement-breakpoint
CREATE FUNCTION favorites_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_favorites(ARRAY(SELECT DISTINCT item_id FROM new_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION favorites_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_item_favorites(ARRAY(SELECT DISTINCT item_id FROM old_rows));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER favorite_items_count_insert AFTER INSERT ON favorite_items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION favorites_after_insert();
--> statement-breakpoint
CREATE TRIGGER favorite_items_count_delete AFTER DELETE ON favorite_items REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION favorites_after_delete();
--> statement-breakpoint
-- Backfill rows written before these triggers existed.
SELECT refresh_item_offer(ARRAY(SELECT id FROM items));
--> statement-breakpoint
SELECT refresh_item_rating(ARRAY(SELECT id FROM items));
--> statement-breakpoint
SELECT refresh_item_favorites(ARRAY(SELECT id FROM items));
