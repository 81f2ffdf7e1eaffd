-- A "word" of hundreds of characters (a long code or an encoded picture pasted into a description)
-- is no word anyone searches for, and as a dictionary term it is larger than an index row may be:
-- saving such an item failed. Words longer than 64 characters stay out of the dictionary.
CREATE OR REPLACE FUNCTION search_dictionary_words(value text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w FROM regexp_split_to_table(lower(value), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 2 AND 64 AND w !~ '^[0-9]+$'
$$;
