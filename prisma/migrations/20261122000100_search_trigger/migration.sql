-- Keeps tests.search_text (trigram matching) and tests.search_vector (full-text ranking) in step
-- with the columns a patient searches by: name, synonyms/abbreviations, LOINC code, category name
-- and description. Prisma does not model triggers, so they live in this hand-written migration.

CREATE OR REPLACE FUNCTION tests_search_refresh() RETURNS trigger AS $$
DECLARE
  category_name text;
BEGIN
  SELECT c.name INTO category_name FROM test_categories c WHERE c.id = NEW.category_id;
  NEW.search_text := lower(concat_ws(' ', NEW.name, array_to_string(NEW.synonyms, ' '), NEW.loinc_code, category_name));
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(array_to_string(NEW.synonyms, ' '), '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.loinc_code, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(category_name, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  RETURN NEW;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER tests_search_refresh
  BEFORE INSERT OR UPDATE OF name, synonyms, loinc_code, category_id, description ON tests
  FOR EACH ROW EXECUTE FUNCTION tests_search_refresh();

-- A renamed category changes what its tests are found by.
CREATE OR REPLACE FUNCTION test_categories_search_refresh() RETURNS trigger AS $$
BEGIN
  UPDATE tests SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER test_categories_search_refresh
  AFTER UPDATE OF name ON test_categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION test_categories_search_refresh();
