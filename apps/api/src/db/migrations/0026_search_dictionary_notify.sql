-- The search dictionary announces its changes (decision 039): a process that keeps what it looked
-- up in the dictionary forgets it when told. Only statements that changed rows announce (an item
-- saved with no new word inserts none); a notification is sent at commit, once per transaction.
CREATE FUNCTION search_terms_announce() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM changed_rows) THEN
    PERFORM pg_notify('search_dictionary', '');
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION search_terms_announce_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('search_dictionary', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER search_terms_announce_insert AFTER INSERT ON search_terms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_announce();
--> statement-breakpoint
CREATE TRIGGER search_terms_announce_update AFTER UPDATE ON search_terms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_announce();
--> statement-breakpoint
CREATE TRIGGER search_terms_announce_delete AFTER DELETE ON search_terms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_terms_announce();
--> statement-breakpoint
CREATE TRIGGER search_terms_announce_truncate AFTER TRUNCATE ON search_terms
  FOR EACH STATEMENT EXECUTE FUNCTION search_terms_announce_truncate();
