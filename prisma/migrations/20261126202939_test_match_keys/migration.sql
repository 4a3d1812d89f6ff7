-- catalog.resolveList (a doctor's list → tests): tests.match_keys holds the exact forms a patient may
-- write for a test, normalised, with a GIN index, so a whole list is matched in one indexed statement.
-- Synonyms/abbreviations were already data (tests.synonyms, edited in the console, seeded for every
-- test); this adds the normalised lookup over them, the name and the LOINC code.
-- Generated part (npm run db:migration):

-- AlterTable
ALTER TABLE "tests" ADD COLUMN     "match_keys" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- CreateIndex
CREATE INDEX "tests_match_keys_idx" ON "tests" USING GIN ("match_keys");

-- Hand-written (Prisma does not model functions or triggers).

-- One written form, normalised: lower case, every run of characters other than letters and digits
-- as one space, trimmed ("Vit. D" → "vit d", "HbA1c" → "hba1c", "2345-7" → "2345 7"). The list's
-- items are normalised by the same function when they are looked up.
CREATE OR REPLACE FUNCTION test_match_key(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT btrim(regexp_replace(lower(s), '[^[:alnum:]]+', ' ', 'g')) $$;

-- A test's exact forms: its name; the name without bracketed parts ("Complete Blood Count (CBC)" →
-- "complete blood count"), and without a trailing "test" ("Vitamin D Test" → "vitamin d"); the name
-- up to its first bracket after a space ("Lipoprotein(a) [Lp(a)]" → "lipoprotein a"); each synonym;
-- the LOINC code.
CREATE OR REPLACE FUNCTION test_match_keys(name text, synonyms text[], loinc_code text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT coalesce(array_agg(DISTINCT k ORDER BY k), ARRAY[]::text[]) FROM (
      SELECT test_match_key(name) AS k
      UNION ALL SELECT test_match_key(regexp_replace(name, '[([][^])]*[])]', ' ', 'g'))
      UNION ALL SELECT regexp_replace(test_match_key(regexp_replace(name, '[([][^])]*[])]', ' ', 'g')), ' test$', '')
      UNION ALL SELECT test_match_key(regexp_replace(name, '\s+[([].*$', ''))
      UNION ALL SELECT test_match_key(s) FROM unnest(synonyms) AS s
      UNION ALL SELECT test_match_key(loinc_code)
    ) keys WHERE k <> ''
  $$;

-- The search trigger (last set by the search_scale migration) also keeps match_keys.
CREATE OR REPLACE FUNCTION tests_search_refresh() RETURNS trigger AS $$
DECLARE
  category_name text;
BEGIN
  SELECT c.name INTO category_name FROM test_categories c WHERE c.id = NEW.category_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '), NEW.loinc_code));
  NEW.name_vector :=
    to_tsvector('simple', coalesce(NEW.name, '')) ||
    to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')) ||
    to_tsvector('simple', coalesce(NEW.loinc_code, ''));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.loinc_code, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  NEW.match_keys := test_match_keys(NEW.name, NEW.synonyms, NEW.loinc_code);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

UPDATE tests SET match_keys = test_match_keys(name, synonyms, loinc_code);
