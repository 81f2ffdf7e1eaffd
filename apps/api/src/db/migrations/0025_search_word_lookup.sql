-- How a search reads its words (decision 024), as functions so that each connection plans the
-- statements once: planning them per request cost more than running them.

-- Dictionary words near a word: by trigrams, and by edit distance among words of the same first
-- letter and about the same length (short words share too few trigrams).
CREATE FUNCTION search_neighbours(word text) RETURNS TABLE(term text, lexeme text)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  (SELECT s.term, s.lexeme FROM search_terms s WHERE s.term % word
   ORDER BY similarity(s.term, word) DESC, s.term LIMIT 20)
  UNION
  (SELECT s.term, s.lexeme FROM search_terms s
   WHERE left(s.term, 1) = left(word, 1)
     AND length(s.term) BETWEEN length(word) - 3 AND length(word) + 3
     AND levenshtein_less_equal(s.term, word, 3) <= 3
   LIMIT 50);
END;
$$;
--> statement-breakpoint
-- Each word's stems, their forms (search_lexeme_forms) and whether the catalogue has each form
-- (a dictionary stem, or for a number an item whose documents hold it); the dictionary words near
-- each pair's word when neither it nor its other-script spelling is known; and which of
-- `check_lexemes` the dictionary has. Rows: kind 'form' | 'near' | 'known'.
CREATE FUNCTION search_word_lookup(words text[], pair_words text[], pair_others text[], check_lexemes text[])
RETURNS TABLE(kind text, word text, lexeme text, form text, known boolean, n bigint)
LANGUAGE plpgsql STABLE AS $$
#variable_conflict use_column
BEGIN
  RETURN QUERY
  WITH forms AS (
    SELECT w.word, l.lexeme, f.form, f.n,
      CASE WHEN f.form ~ '^[0-9]+$'
        THEN EXISTS (SELECT 1 FROM items i WHERE i.search_vector @@ f.form::tsquery)
        ELSE EXISTS (SELECT 1 FROM search_terms s WHERE s.lexeme = f.form)
      END AS known
    FROM unnest(words) AS w(word)
    CROSS JOIN LATERAL unnest(tsvector_to_array(to_tsvector('russian'::regconfig, w.word))) AS l(lexeme)
    CROSS JOIN LATERAL unnest(search_lexeme_forms(l.lexeme)) WITH ORDINALITY AS f(form, n)
  ),
  unknown AS (
    SELECT DISTINCT x.word FROM unnest(pair_words, pair_others) AS p(word, other)
    CROSS JOIN LATERAL (VALUES (p.word), (nullif(p.other, ''))) AS x(word)
    WHERE x.word IS NOT NULL AND x.word !~ '^[0-9]+$'
      AND NOT EXISTS (SELECT 1 FROM forms f WHERE f.word IN (p.word, p.other) AND f.known)
  )
  SELECT 'form'::text, fo.word, fo.lexeme, fo.form, fo.known, fo.n FROM forms fo
  UNION ALL
  SELECT 'near'::text, u.word, c.lexeme, c.term, true, 0::bigint
  FROM unknown u CROSS JOIN LATERAL search_neighbours(u.word) c
  UNION ALL
  SELECT DISTINCT 'known'::text, ''::text, s.lexeme, s.lexeme, true, 0::bigint
  FROM search_terms s WHERE s.lexeme = ANY(check_lexemes);
END;
$$;
