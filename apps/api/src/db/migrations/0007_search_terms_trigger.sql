-- The search dictionary: every word (3+ letters) of item names and brands, lower-cased. A query
-- word that is not in it is replaced by its closest trigram neighbour before full-text search.
CREATE FUNCTION search_words(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(value), '[^[:alnum:]]+') AS w WHERE length(w) >= 3 AND w !~ '^[0-9]+$';
$$;
--> statement-breakpoint
CREATE FUNCTION items_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT DISTINCT w FROM new_rows r, search_words(coalesce(r.name, '') || ' ' || coalesce(r.brand, '')) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_terms_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_collect_search_terms();
--> statement-breakpoint
CREATE FUNCTION item_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term)
  SELECT w FROM search_words(coalesce(NEW.name, '') || ' ' || coalesce(NEW.brand, '')) AS w
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_terms_update AFTER UPDATE OF name, brand ON items FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.brand IS DISTINCT FROM NEW.brand)
  EXECUTE FUNCTION item_collect_search_terms();
--> statement-breakpoint
INSERT INTO search_terms (term)
SELECT DISTINCT w FROM items i, search_words(coalesce(i.name, '') || ' ' || coalesce(i.brand, '')) AS w
ON CONFLICT DO NOTHING;
