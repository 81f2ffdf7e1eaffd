-- The catalogue announces changes that can change a search's answer (decision 077): the API
-- processes keep a search's page of ids while nothing was announced since. What changes which
-- items a search finds or their order: an item added or removed, its words, category, gender,
-- status, price, stock or colours changed, a variant's size or colour. A sale's stock change
-- announces only when the item's `in_stock` flips; favourites and ratings (the «popular» order)
-- announce nothing (the kept answers' age covers them). A notification is sent at commit, once
-- per transaction.
CREATE FUNCTION catalog_items_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_items', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_announce_insert_delete AFTER INSERT OR DELETE OR TRUNCATE ON items
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_items_announce();
--> statement-breakpoint
CREATE TRIGGER items_announce_update AFTER UPDATE ON items FOR EACH ROW
  WHEN ((OLD.name, OLD.brand, OLD.category, OLD.gender, OLD.description, OLD.color, OLD.size,
         OLD.style, OLD.collection, OLD.article, OLD.status, OLD.price, OLD.min_price,
         OLD.in_stock, OLD.colors, OLD.created_at)
        IS DISTINCT FROM
        (NEW.name, NEW.brand, NEW.category, NEW.gender, NEW.description, NEW.color, NEW.size,
         NEW.style, NEW.collection, NEW.article, NEW.status, NEW.price, NEW.min_price,
         NEW.in_stock, NEW.colors, NEW.created_at))
  EXECUTE FUNCTION catalog_items_announce();
--> statement-breakpoint
CREATE TRIGGER item_variants_announce AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF size, color
  ON item_variants FOR EACH STATEMENT EXECUTE FUNCTION catalog_items_announce();
