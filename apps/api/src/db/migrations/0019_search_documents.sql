-- Search documents, dictionary and indexes (decision 023).
-- Typo candidates are ranked by edit distance as well as trigrams (short words share few trigrams).
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- The words a search reads besides the name and the description: the brand and its spelling
-- without punctuation ("Levi's" → levis), the category and the gender in words (unisex items are
-- for women and for men alike), the colours, the style and the collection. Declared immutable
-- although it reads enum labels (a renamed label would need the documents recomputed).
CREATE FUNCTION search_card_text(name text, brand text, category item_category, gender item_gender, color text, colors text[], style text, collection text)
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT concat_ws(' ', name, brand,
    nullif(regexp_replace(lower(brand), '[^[:alnum:]]+', '', 'g'), lower(brand)),
    CASE category::text
      WHEN 'top' THEN 'одежда верх'
      WHEN 'bottom' THEN 'одежда низ'
      WHEN 'footwear' THEN 'обувь'
      WHEN 'accessory' THEN 'аксессуары'
      WHEN 'fragrance' THEN 'ароматы парфюмерия'
    END,
    CASE gender::text
      WHEN 'women' THEN 'женский для женщин'
      WHEN 'men' THEN 'мужской для мужчин'
      WHEN 'kids' THEN 'детский для детей'
      WHEN 'unisex' THEN 'унисекс женский мужской для женщин для мужчин'
    END,
    color, array_to_string(colors, ' '), style, collection)
$$;
--> statement-breakpoint
-- A stem and its forms with the fleeting vowel that the Russian stemmer keeps apart:
-- кроссовок ↔ кроссовк(и), сумок ↔ сумк(а), ремн(я) ↔ ремен(ь), хлопок ↔ хлопк(а).
CREATE FUNCTION search_lexeme_forms(lexeme text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY[
    lexeme,
    CASE WHEN length(lexeme) >= 4 AND lexeme ~ '[^аеёиоуыэюя][оеё][бвгджзйклмнпрстфхцчшщ]$'
      THEN regexp_replace(lexeme, '([^аеёиоуыэюя])[оеё]([бвгджзйклмнпрстфхцчшщ])$', '\1\2') END,
    CASE WHEN length(lexeme) >= 3 AND lexeme ~ '[бвгджзйклмнпрстфхцчшщ][бвгджзклмнпрстфхцчшщ]$'
      THEN regexp_replace(lexeme, '([бвгджзклмнпрстфхцчшщ])$', 'о\1') END,
    CASE WHEN length(lexeme) >= 3 AND lexeme ~ '[бвгджзйклмнпрстфхцчшщ][бвгджзклмнпрстфхцчшщ]$'
      THEN regexp_replace(lexeme, '([бвгджзклмнпрстфхцчшщ])$', 'е\1') END
  ], NULL)
$$;
--> statement-breakpoint
-- The dictionary's words of a text: 2+ letters, not only digits, lower-cased.
CREATE FUNCTION search_dictionary_words(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(value), '[^[:alnum:]]+') AS w
  WHERE length(w) >= 2 AND w !~ '^[0-9]+$'
$$;
--> statement-breakpoint
-- The dictionary is rebuilt below from every searchable word, with stems.
DROP TRIGGER IF EXISTS items_search_terms_insert ON items;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_search_terms_update ON items;
--> statement-breakpoint
DROP FUNCTION IF EXISTS items_collect_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS item_collect_search_terms();
--> statement-breakpoint
DROP FUNCTION IF EXISTS search_words(text);
--> statement-breakpoint
TRUNCATE search_terms;
--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "colors" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "name_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce(name, ''))) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "card_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, search_card_text(name, brand, category, gender, color, colors, style, collection))) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, search_card_text(name, brand, category, gender, color, colors, style, collection) || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "lexeme" text NOT NULL;--> statement-breakpoint
CREATE INDEX "items_name_search_idx" ON "items" USING gin ("name_vector");--> statement-breakpoint
CREATE INDEX "items_card_search_idx" ON "items" USING gin ("card_vector");--> statement-breakpoint
CREATE INDEX "items_search_idx" ON "items" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "items_colors_idx" ON "items" USING gin ("colors");--> statement-breakpoint
CREATE INDEX "items_rating_idx" ON "items" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_category_price_idx" ON "items" USING btree ("category","min_price","id");--> statement-breakpoint
CREATE INDEX "items_category_price_desc_idx" ON "items" USING btree ("category","min_price" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_category_popular_idx" ON "items" USING btree ("category","favorites_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "items_category_rating_idx" ON "items" USING btree ("category","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "search_terms_lexeme_idx" ON "search_terms" USING btree ("lexeme");--> statement-breakpoint
CREATE INDEX "search_terms_head_idx" ON "search_terms" USING btree (left("term", 1),length("term"));
--> statement-breakpoint
-- colors: the item's colour and its variants', kept with min_price and in_stock.
CREATE OR REPLACE FUNCTION refresh_item_offer(item_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM items WHERE id = ANY(item_ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE items i SET
    min_price = coalesce((SELECT min(coalesce(v.price, i.price)) FROM item_variants v WHERE v.item_id = i.id), i.price),
    in_stock = EXISTS (SELECT 1 FROM item_variants v WHERE v.item_id = i.id AND v.stock > 0),
    colors = ARRAY(
      SELECT DISTINCT c FROM (SELECT i.color AS c UNION ALL SELECT v.color FROM item_variants v WHERE v.item_id = i.id) s
      WHERE c IS NOT NULL AND c <> '' ORDER BY c)
  WHERE i.id = ANY(item_ids);
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION items_offer_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.min_price := coalesce((SELECT min(coalesce(v.price, NEW.price)) FROM item_variants v WHERE v.item_id = NEW.id), NEW.price);
  NEW.in_stock := EXISTS (SELECT 1 FROM item_variants v WHERE v.item_id = NEW.id AND v.stock > 0);
  NEW.colors := ARRAY(
    SELECT DISTINCT c FROM (SELECT NEW.color AS c UNION ALL SELECT v.color FROM item_variants v WHERE v.item_id = NEW.id) s
    WHERE c IS NOT NULL AND c <> '' ORDER BY c);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS items_offer_on_price ON items;
--> statement-breakpoint
CREATE TRIGGER items_offer_on_price BEFORE UPDATE OF price, color ON items FOR EACH ROW EXECUTE FUNCTION items_offer_before_write();
--> statement-breakpoint
-- The dictionary follows every write of a searchable column (words are never removed: a stem
-- that no longer matches anything only keeps a word from being "corrected").
CREATE FUNCTION items_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, lexeme)
  SELECT d.w, l FROM (
    SELECT DISTINCT w FROM new_rows r, search_dictionary_words(
      search_card_text(r.name, r.brand, r.category, r.gender, r.color, r.colors, r.style, r.collection)
      || ' ' || coalesce(r.description, '')) AS w
  ) d, unnest(tsvector_to_array(to_tsvector('russian'::regconfig, d.w))) AS l
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_terms_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION items_collect_search_terms();
--> statement-breakpoint
CREATE FUNCTION item_collect_search_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_terms (term, lexeme)
  SELECT d.w, l FROM search_dictionary_words(
      search_card_text(NEW.name, NEW.brand, NEW.category, NEW.gender, NEW.color, NEW.colors, NEW.style, NEW.collection)
      || ' ' || coalesce(NEW.description, '')) AS d(w),
    unnest(tsvector_to_array(to_tsvector('russian'::regconfig, d.w))) AS l
  ON CONFLICT (term) DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_search_terms_update AFTER UPDATE OF name, brand, description, category, gender, color, colors, style, collection ON items FOR EACH ROW
  WHEN (OLD.card_vector IS DISTINCT FROM NEW.card_vector OR OLD.description IS DISTINCT FROM NEW.description)
  EXECUTE FUNCTION item_collect_search_terms();
--> statement-breakpoint
-- Existing items: their colours, then the dictionary from everything searchable.
UPDATE items i SET colors = ARRAY(
  SELECT DISTINCT c FROM (SELECT i.color AS c UNION ALL SELECT v.color FROM item_variants v WHERE v.item_id = i.id) s
  WHERE c IS NOT NULL AND c <> '' ORDER BY c);
--> statement-breakpoint
INSERT INTO search_terms (term, lexeme)
SELECT d.w, l FROM (
  SELECT DISTINCT w FROM items r, search_dictionary_words(
    search_card_text(r.name, r.brand, r.category, r.gender, r.color, r.colors, r.style, r.collection)
    || ' ' || coalesce(r.description, '')) AS w
) d, unnest(tsvector_to_array(to_tsvector('russian'::regconfig, d.w))) AS l
ON CONFLICT (term) DO NOTHING;