-- AlterTable
ALTER TABLE "tests" ADD COLUMN     "fastest_turnaround_hours" INTEGER,
ADD COLUMN     "highest_price_aed" DECIMAL(10,2),
ADD COLUMN     "lowest_original_price_aed" DECIMAL(10,2),
ADD COLUMN     "lowest_price_aed" DECIMAL(10,2),
ADD COLUMN     "offer_count" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE INDEX "tests_offer_count_name_idx" ON "tests"("offer_count", "name");

-- Hand-written: keep each test's offer summary (count, price range in AED, cheapest offer's
-- original price, fastest turnaround in hours) in step with its active offers at active labs, so
-- unfiltered search and category lists read one row per test instead of aggregating offers.
CREATE OR REPLACE FUNCTION refresh_test_offer_summaries(test_ids uuid[]) RETURNS void AS $$
  UPDATE tests t
  SET offer_count = s.offer_count,
      lowest_price_aed = s.lowest_price,
      highest_price_aed = s.highest_price,
      lowest_original_price_aed = s.lowest_original_price,
      fastest_turnaround_hours = s.fastest_turnaround
  FROM (
    SELECT ids.id,
           count(o.id)::int AS offer_count,
           min(o.price_aed) AS lowest_price,
           max(o.price_aed) AS highest_price,
           (array_agg(o.original_price_aed ORDER BY o.price_aed ASC, o.turnaround_hours ASC) FILTER (WHERE o.id IS NOT NULL))[1] AS lowest_original_price,
           min(o.turnaround_hours) AS fastest_turnaround
    FROM unnest(test_ids) AS ids(id)
    LEFT JOIN (lab_test_offers o JOIN labs l ON l.id = o.lab_id AND l.active)
      ON o.test_id = ids.id AND o.active
    GROUP BY ids.id
  ) s
  WHERE t.id = s.id;
$$ LANGUAGE sql;

CREATE OR REPLACE FUNCTION lab_test_offers_summary_refresh() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM refresh_test_offer_summaries(ARRAY(SELECT DISTINCT test_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM refresh_test_offer_summaries(ARRAY(SELECT DISTINCT test_id FROM old_rows));
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Statement-level with transition tables: a 6,000-row import refreshes each test once.
CREATE TRIGGER lab_test_offers_summary_insert AFTER INSERT ON lab_test_offers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();
CREATE TRIGGER lab_test_offers_summary_update AFTER UPDATE ON lab_test_offers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();
CREATE TRIGGER lab_test_offers_summary_delete AFTER DELETE ON lab_test_offers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_test_offers_summary_refresh();

-- A lab switched on or off changes the summary of every test it offers.
CREATE OR REPLACE FUNCTION labs_summary_refresh() RETURNS trigger AS $$
BEGIN
  PERFORM refresh_test_offer_summaries(ARRAY(SELECT test_id FROM lab_test_offers WHERE lab_id = NEW.id));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER labs_summary_refresh AFTER UPDATE OF active ON labs
  FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active) EXECUTE FUNCTION labs_summary_refresh();

-- Backfill the summaries of tests that existed before this migration.
SELECT refresh_test_offer_summaries(ARRAY(SELECT id FROM tests));
