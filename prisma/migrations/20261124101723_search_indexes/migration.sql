-- DropIndex
DROP INDEX "tests_category_id_idx";

-- DropIndex
DROP INDEX "tests_offer_count_name_idx";

-- CreateIndex
CREATE INDEX "tests_category_listing_idx" ON "tests"("category_id", "offer_count" DESC, "name");

-- CreateIndex
CREATE INDEX "tests_listing_idx" ON "tests"("offer_count" DESC, "name");

-- CreateIndex
CREATE INDEX "tests_price_asc_idx" ON "tests"("lowest_price_aed", "name");

-- CreateIndex
CREATE INDEX "tests_price_desc_idx" ON "tests"("lowest_price_aed" DESC, "name");


-- Typo matching (pg_trgm over search_text) covers what a patient types for a test: its name,
-- abbreviations/synonyms and LOINC code. The category name left it: "vitamn d" matched every test
-- of a category with "vitamin" in its name (5,023 of 100,000). Full-text ranking keeps the category.
CREATE OR REPLACE FUNCTION tests_search_refresh() RETURNS trigger AS $$
DECLARE
  category_name text;
BEGIN
  SELECT c.name INTO category_name FROM test_categories c WHERE c.id = NEW.category_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '), NEW.loinc_code));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.loinc_code, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

UPDATE tests SET search_text = lower(concat_ws(' ', name, array_to_string(synonyms, ' '), loinc_code));
