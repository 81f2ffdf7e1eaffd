-- Which transaction last changed what the in-memory search index holds of an item (decision 110):
-- its documents' words, brand, category, gender, status and age. Each API process keeps the index
-- and reads the items changed by transactions at or after the oldest one still running at its last
-- read (pg_snapshot_xmin), so a change committed late by a long transaction is not missed.
ALTER TABLE "items" ADD COLUMN "search_changed" xid8;
--> statement-breakpoint
CREATE INDEX "items_search_changed_idx" ON "items" USING btree ("search_changed")
  WHERE search_changed IS NOT NULL;
--> statement-breakpoint
CREATE FUNCTION items_search_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_changed := pg_current_xact_id();
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_changed_insert BEFORE INSERT ON items
  FOR EACH ROW EXECUTE FUNCTION items_search_changed();
--> statement-breakpoint
CREATE TRIGGER items_search_changed_update BEFORE UPDATE ON items FOR EACH ROW
  WHEN ((OLD.name, OLD.brand, OLD.category, OLD.gender, OLD.description, OLD.color, OLD.colors,
         OLD.style, OLD.collection, OLD.status, OLD.created_at)
        IS DISTINCT FROM
        (NEW.name, NEW.brand, NEW.category, NEW.gender, NEW.description, NEW.color, NEW.colors,
         NEW.style, NEW.collection, NEW.status, NEW.created_at))
  EXECUTE FUNCTION items_search_changed();
