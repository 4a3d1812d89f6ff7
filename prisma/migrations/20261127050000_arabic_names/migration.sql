-- AlterTable
ALTER TABLE "labs" ADD COLUMN     "address_ar" TEXT,
ADD COLUMN     "area_ar" TEXT,
ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "test_categories" ADD COLUMN     "description_ar" TEXT,
ADD COLUMN     "name_ar" TEXT;

-- AlterTable
ALTER TABLE "tests" ADD COLUMN     "description_ar" TEXT,
ADD COLUMN     "name_ar" TEXT,
ADD COLUMN     "preparation_instructions_ar" TEXT,
ADD COLUMN     "synonyms_ar" TEXT[] DEFAULT ARRAY[]::TEXT[];

-- Hand-written (Prisma does not model functions or triggers): Arabic search. A test's Arabic name
-- and synonyms join what it is found by (search_text, name_vector, search_vector, match_keys and the
-- search_words vocabulary), its category's Arabic name and its Arabic description join search_vector,
-- all normalised by arabic_normalize; a query in Arabic script is normalised by arabic_search_text
-- (sql/arabic.ts) before its words are matched, so both sides are spelt one way.

-- Arabic spelling variants folded into one form, so that what a patient types matches however the
-- catalogue spells it: tashkeel (U+064B–U+0652) and the superscript alef (U+0670) and tatweel
-- (U+0640) removed; أ إ آ ٱ → ا; ى → ي; ة → ه; the article ال removed from the start of each word
-- when at least two letters remain ("الفيتامين" → "فيتامين", "الدم" → "دم"). Other scripts pass
-- unchanged. Not idempotent ("الالتهاب" → "التهاب" → "تهاب"): apply it once, to the text as written.
CREATE OR REPLACE FUNCTION arabic_normalize(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT regexp_replace(
      translate(s,
        U&'\0623\0625\0622\0671\0649\0629\064B\064C\064D\064E\064F\0650\0651\0652\0670\0640',
        U&'\0627\0627\0627\0627\064A\0647'),
      '(^|[^[:alnum:]])ال(?=[[:alnum:]]{2})', '\1', 'g')
  $$;

-- What a patient's text is matched by: arabic_normalize, then without the words that only say "a
-- test" (تحليل، فحص، اختبار, their plurals, with or without ال: "تحليل السكر التراكمي" is "السكر
-- التراكمي"), unless nothing else is left. The same for a search query and a doctor's list item
-- (through test_match_key).
CREATE OR REPLACE FUNCTION arabic_search_text(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$
    SELECT CASE WHEN btrim(kept) = '' THEN btrim(n) ELSE btrim(regexp_replace(kept, '\s+', ' ', 'g')) END
    FROM (SELECT n, regexp_replace(n, '(^|[^[:alnum:]])(تحليل|تحاليل|فحص|فحوص|فحوصات|اختبار|اختبارات)(?![[:alnum:]])', '\1', 'g') AS kept
          FROM (SELECT arabic_normalize(s) AS n) a) b
  $$;

-- test_match_key (test_match_keys migration) now folds Arabic too: an item "تحليل الفيتامين د" and
-- a synonym "فيتامين د" have one key. Latin text keys as before.
CREATE OR REPLACE FUNCTION test_match_key(s text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT
  AS $$ SELECT btrim(regexp_replace(lower(arabic_search_text(s)), '[^[:alnum:]]+', ' ', 'g')) $$;

-- The search trigger (last set by the test_match_keys migration) with the Arabic columns: the name
-- and synonyms as the test's own words (weight A, name_vector, search_text, match_keys), the
-- category's Arabic name as weight B, the Arabic description as weight D.
CREATE OR REPLACE FUNCTION tests_search_refresh() RETURNS trigger AS $$
DECLARE
  category_name text;
  category_name_ar text;
  name_ar text := arabic_normalize(coalesce(NEW.name_ar, ''));
  synonyms_ar text := arabic_normalize(coalesce(array_to_string(NEW.synonyms_ar, ' '), ''));
BEGIN
  SELECT c.name, arabic_normalize(c.name_ar) INTO category_name, category_name_ar FROM test_categories c WHERE c.id = NEW.category_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '), NEW.loinc_code, nullif(name_ar, ''), nullif(synonyms_ar, '')));
  NEW.name_vector :=
    to_tsvector('simple', coalesce(NEW.name, '')) ||
    to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')) ||
    to_tsvector('simple', coalesce(NEW.loinc_code, '')) ||
    to_tsvector('simple', name_ar) ||
    to_tsvector('simple', synonyms_ar);
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.loinc_code, '')), 'A') ||
    setweight(to_tsvector('simple', name_ar), 'A') ||
    setweight(to_tsvector('simple', synonyms_ar), 'A') ||
    setweight(to_tsvector('simple', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(category_name_ar, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D') ||
    setweight(to_tsvector('simple', coalesce(arabic_normalize(NEW.description_ar), '')), 'D');
  NEW.match_keys := ARRAY(SELECT DISTINCT k FROM unnest(
    test_match_keys(NEW.name, NEW.synonyms, NEW.loinc_code) || test_match_keys(NEW.name_ar, NEW.synonyms_ar, NULL)) AS k ORDER BY k);
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

DROP TRIGGER tests_search_refresh ON tests;
CREATE TRIGGER tests_search_refresh
  BEFORE INSERT OR UPDATE OF name, synonyms, loinc_code, category_id, description, name_ar, synonyms_ar, description_ar ON tests
  FOR EACH ROW EXECUTE FUNCTION tests_search_refresh();

-- The vocabulary's words: search_text's words of 3+ letters or digits, the Arabic ones included.
DROP TRIGGER tests_search_words ON tests;
CREATE TRIGGER tests_search_words
  AFTER INSERT OR UPDATE OF name, synonyms, loinc_code, name_ar, synonyms_ar ON tests
  FOR EACH ROW EXECUTE FUNCTION tests_search_words_add();

-- A category's Arabic name is searched too.
DROP TRIGGER test_categories_search_refresh ON test_categories;
CREATE TRIGGER test_categories_search_refresh
  AFTER UPDATE OF name, name_ar ON test_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ar IS DISTINCT FROM NEW.name_ar)
  EXECUTE FUNCTION test_categories_search_refresh();
