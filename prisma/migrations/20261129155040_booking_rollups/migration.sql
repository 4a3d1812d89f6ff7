-- CreateTable
CREATE TABLE "lab_booking_totals" (
    "lab_id" UUID NOT NULL,
    "bookings" INTEGER NOT NULL DEFAULT 0,
    "value_aed" DECIMAL(16,2) NOT NULL DEFAULT 0,

    CONSTRAINT "lab_booking_totals_pkey" PRIMARY KEY ("lab_id")
);

-- CreateTable
CREATE TABLE "test_booking_counts" (
    "test_id" UUID NOT NULL,
    "bookings" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "test_booking_counts_pkey" PRIMARY KEY ("test_id")
);

-- CreateIndex
CREATE INDEX "test_booking_counts_bookings_test_id_idx" ON "test_booking_counts"("bookings" DESC, "test_id");

-- The dashboard's all-time figures, kept by the writes that change them. Statement triggers with
-- transition tables: a bulk update adds its rows once. Rows are locked lab first, then tests in
-- id order (bookings' triggers fire before booking_items' in the booking insert), so concurrent
-- bookings and cancellations cannot deadlock on them.

-- Adds rows of (lab_id, bookings, value_aed) deltas to the lab totals, in lab order.
CREATE OR REPLACE FUNCTION add_lab_booking_totals(deltas jsonb) RETURNS void AS $$
  INSERT INTO lab_booking_totals AS t (lab_id, bookings, value_aed)
  SELECT lab_id, sum(bookings), sum(value_aed)
  FROM jsonb_to_recordset(deltas) AS d(lab_id uuid, bookings int, value_aed numeric)
  GROUP BY lab_id
  HAVING sum(bookings) <> 0 OR sum(value_aed) <> 0
  ORDER BY lab_id
  ON CONFLICT (lab_id) DO UPDATE
    SET bookings = t.bookings + EXCLUDED.bookings, value_aed = t.value_aed + EXCLUDED.value_aed;
$$ LANGUAGE sql;

-- Adds rows of (test_id, bookings) deltas to the test counts, in test order.
CREATE OR REPLACE FUNCTION add_test_booking_counts(deltas jsonb) RETURNS void AS $$
  INSERT INTO test_booking_counts AS t (test_id, bookings)
  SELECT test_id, sum(bookings)
  FROM jsonb_to_recordset(deltas) AS d(test_id uuid, bookings int)
  GROUP BY test_id
  HAVING sum(bookings) <> 0
  ORDER BY test_id
  ON CONFLICT (test_id) DO UPDATE SET bookings = t.bookings + EXCLUDED.bookings;
$$ LANGUAGE sql;

CREATE OR REPLACE FUNCTION booking_rollups_bookings_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('lab_id', lab_id, 'bookings', 1, 'value_aed', total_aed))
    FROM new_rows WHERE status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION booking_rollups_bookings_updated() RETURNS trigger AS $$
BEGIN
  -- What the new rows count minus what the old rows counted.
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(d) FROM (
      SELECT jsonb_build_object('lab_id', lab_id, 'bookings', 1, 'value_aed', total_aed) AS d
      FROM new_rows WHERE status <> 'cancelled'
      UNION ALL
      SELECT jsonb_build_object('lab_id', lab_id, 'bookings', -1, 'value_aed', -total_aed)
      FROM old_rows WHERE status <> 'cancelled') c), '[]'));
  -- A booking cancelled (or restored) takes its items' counts with it.
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', i.test_id,
      'bookings', CASE WHEN nr.status <> 'cancelled' THEN 1 ELSE -1 END))
    FROM new_rows nr
    JOIN old_rows orow ON orow.id = nr.id
    JOIN booking_items i ON i.booking_id = nr.id
    WHERE (nr.status = 'cancelled') IS DISTINCT FROM (orow.status = 'cancelled')), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION booking_rollups_bookings_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM add_lab_booking_totals(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('lab_id', lab_id, 'bookings', -1, 'value_aed', -total_aed))
    FROM old_rows WHERE status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

-- Items of a booking about to be deleted are counted off while they still exist; their cascade
-- delete then finds no booking and counts nothing.
CREATE OR REPLACE FUNCTION booking_rollups_booking_deleting() RETURNS trigger AS $$
BEGIN
  IF OLD.status <> 'cancelled' THEN
    PERFORM add_test_booking_counts(COALESCE((
      SELECT jsonb_agg(jsonb_build_object('test_id', test_id, 'bookings', -1))
      FROM booking_items WHERE booking_id = OLD.id), '[]'));
  END IF;
  RETURN OLD;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION booking_rollups_items_inserted() RETURNS trigger AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', n.test_id, 'bookings', 1))
    FROM new_rows n JOIN bookings b ON b.id = n.booking_id AND b.status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION booking_rollups_items_updated() RETURNS trigger AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(d) FROM (
      SELECT jsonb_build_object('test_id', n.test_id, 'bookings', 1) AS d
      FROM new_rows n JOIN bookings b ON b.id = n.booking_id AND b.status <> 'cancelled'
      UNION ALL
      SELECT jsonb_build_object('test_id', o.test_id, 'bookings', -1)
      FROM old_rows o JOIN bookings b ON b.id = o.booking_id AND b.status <> 'cancelled') c), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE OR REPLACE FUNCTION booking_rollups_items_deleted() RETURNS trigger AS $$
BEGIN
  PERFORM add_test_booking_counts(COALESCE((
    SELECT jsonb_agg(jsonb_build_object('test_id', o.test_id, 'bookings', -1))
    FROM old_rows o JOIN bookings b ON b.id = o.booking_id AND b.status <> 'cancelled'), '[]'));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;

CREATE TRIGGER booking_rollups_bookings_insert AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_inserted();
CREATE TRIGGER booking_rollups_bookings_update AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_updated();
CREATE TRIGGER booking_rollups_bookings_delete AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_bookings_deleted();
CREATE TRIGGER booking_rollups_booking_deleting BEFORE DELETE ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_rollups_booking_deleting();
CREATE TRIGGER booking_rollups_items_insert AFTER INSERT ON booking_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_inserted();
CREATE TRIGGER booking_rollups_items_update AFTER UPDATE ON booking_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_updated();
CREATE TRIGGER booking_rollups_items_delete AFTER DELETE ON booking_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION booking_rollups_items_deleted();

-- Recomputes both rollups from every booking: the backfill below, and after a bulk load that
-- skipped triggers (seed:scale's session_replication_role = replica).
CREATE OR REPLACE FUNCTION refresh_booking_rollups() RETURNS void AS $$
  DELETE FROM lab_booking_totals;
  DELETE FROM test_booking_counts;
  INSERT INTO lab_booking_totals (lab_id, bookings, value_aed)
  SELECT lab_id, count(*), sum(total_aed) FROM bookings WHERE status <> 'cancelled' GROUP BY lab_id;
  INSERT INTO test_booking_counts (test_id, bookings)
  SELECT i.test_id, count(*) FROM booking_items i JOIN bookings b ON b.id = i.booking_id
  WHERE b.status <> 'cancelled' GROUP BY i.test_id;
$$ LANGUAGE sql;

SELECT refresh_booking_rollups();
