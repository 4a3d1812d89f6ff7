-- Issue 12: search and the admin bookings list at 100,000 rows (measured by npm run bench:search).
-- Generated part (npm run db:migration): tests.name_vector and its index, the search_words vocabulary,
-- an index on offers' price, and the admin list's indexes (status + appointment time; trigram
-- indexes for "contains" search on reference, patient name, email and phone).

-- AlterTable
ALTER TABLE "tests" ADD COLUMN     "name_vector" tsvector;

-- Hand-written (Prisma does not model triggers): name_vector holds the test's own words (name,
-- abbreviations/synonyms, LOINC code: the weight-A part of search_vector), kept by the same trigger.
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
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

UPDATE tests SET name_vector =
  to_tsvector('simple', coalesce(name, '')) ||
  to_tsvector('simple', coalesce(array_to_string(synonyms, ' '), '')) ||
  to_tsvector('simple', coalesce(loinc_code, ''));

-- CreateTable
CREATE TABLE "search_words" (
    "word" TEXT NOT NULL,

    CONSTRAINT "search_words_pkey" PRIMARY KEY ("word")
);

-- CreateIndex
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING GIN ("word" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bookings_status_starts_at_idx" ON "bookings"("status", "starts_at");

-- CreateIndex
CREATE INDEX "bookings_reference_trgm_idx" ON "bookings" USING GIN ("reference" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bookings_patient_name_trgm_idx" ON "bookings" USING GIN ("patient_name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bookings_patient_email_trgm_idx" ON "bookings" USING GIN ("patient_email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "bookings_patient_phone_trgm_idx" ON "bookings" USING GIN ("patient_phone" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "lab_test_offers_price_aed_idx" ON "lab_test_offers"("price_aed");

-- CreateIndex
CREATE INDEX "tests_name_vector_idx" ON "tests" USING GIN ("name_vector");

-- Hand-written: the search vocabulary. Every word of 3+ letters or digits of a test's search_text
-- (its name, abbreviations/synonyms and LOINC code, lower case, kept by tests_search_refresh) is added
-- when the test is written; words are never removed (a stale word only offers a correction that finds
-- nothing). A misspelt query word is compared with these few thousand words (pg_trgm) instead of
-- with the text of every test.
CREATE OR REPLACE FUNCTION tests_search_words_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(NEW.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER tests_search_words
  AFTER INSERT OR UPDATE OF name, synonyms, loinc_code ON tests
  FOR EACH ROW EXECUTE FUNCTION tests_search_words_add();

INSERT INTO search_words (word)
SELECT DISTINCT w FROM tests, regexp_split_to_table(tests.search_text, '[^[:alnum:]]+') AS w WHERE length(w) >= 3
ON CONFLICT DO NOTHING;
