-- CreateEnum
CREATE TYPE "CancelledBy" AS ENUM ('patient', 'lab');

-- AlterEnum
ALTER TYPE "BookingStatus" ADD VALUE 'no_show';

-- AlterEnum
ALTER TYPE "Role" ADD VALUE 'lab_staff';


-- DropIndex
DROP INDEX "bookings_lab_id_idx";

-- DropIndex
DROP INDEX "bookings_scheduled_date_idx";

-- DropIndex
DROP INDEX "bookings_user_id_created_at_idx";

-- AlterTable (bookings: new columns nullable first, backfilled below)
ALTER TABLE "bookings"
ADD COLUMN     "cancellation_reason" TEXT,
ADD COLUMN     "cancelled_at" TIMESTAMPTZ(6),
ADD COLUMN     "cancelled_by" "CancelledBy",
ADD COLUMN     "idempotency_key" UUID,
ADD COLUMN     "reference" VARCHAR(12),
ADD COLUMN     "starts_at" TIMESTAMPTZ(6);

-- Backfill: references from the booking id (unambiguous alphabet), appointment instants in Asia/Dubai.
UPDATE "bookings" SET
  "reference" = 'LC-' || (
    SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (get_byte(decode(md5("id"::text), 'hex'), i) % 30) + 1, 1), '' ORDER BY i)
    FROM generate_series(0, 5) AS i),
  "starts_at" = (("scheduled_date"::text || ' ' || "scheduled_time")::timestamp AT TIME ZONE 'Asia/Dubai');
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL, ALTER COLUMN "starts_at" SET NOT NULL;

-- AlterTable
ALTER TABLE "labs"
ADD COLUMN     "booking_horizon_days" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "cancellation_cutoff_minutes" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "home_collection_capacity" INTEGER NOT NULL DEFAULT 2,
ADD COLUMN     "home_collection_end" VARCHAR(5) NOT NULL DEFAULT '21:00',
ADD COLUMN     "home_collection_lead_minutes" INTEGER NOT NULL DEFAULT 240,
ADD COLUMN     "home_collection_start" VARCHAR(5) NOT NULL DEFAULT '07:00',
ADD COLUMN     "home_collection_window_minutes" INTEGER NOT NULL DEFAULT 120,
ADD COLUMN     "lab_visit_capacity" INTEGER NOT NULL DEFAULT 3,
ADD COLUMN     "lab_visit_lead_minutes" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "service_emirates" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "slot_minutes" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "weekly_hours" JSONB;

-- Backfill: the free-text hours of the seeded labs as weekly schedules; any other text becomes
-- daily 08:00–20:00 for an admin to correct in the lab form.
UPDATE "labs" SET "weekly_hours" = CASE "opening_hours"
  WHEN '24 hours' THEN '[[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}],[{"open":"00:00","close":"24:00"}]]'::jsonb
  WHEN 'Daily 07:00–21:00' THEN '[[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}]]'::jsonb
  WHEN 'Daily 07:00–22:00' THEN '[[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}]]'::jsonb
  WHEN 'Daily 07:00–23:00' THEN '[[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}],[{"open":"07:00","close":"23:00"}]]'::jsonb
  WHEN 'Daily 08:00–20:00' THEN '[[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}]]'::jsonb
  WHEN 'Sat–Thu 07:00–20:00' THEN '[[{"open":"07:00","close":"20:00"}],[{"open":"07:00","close":"20:00"}],[{"open":"07:00","close":"20:00"}],[{"open":"07:00","close":"20:00"}],[{"open":"07:00","close":"20:00"}],[],[{"open":"07:00","close":"20:00"}]]'::jsonb
  WHEN 'Sat–Thu 07:00–22:00, Fri 14:00–22:00' THEN '[[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}],[{"open":"14:00","close":"22:00"}],[{"open":"07:00","close":"22:00"}]]'::jsonb
  WHEN 'Sat–Thu 07:30–21:00, Fri 14:00–21:00' THEN '[[{"open":"07:30","close":"21:00"}],[{"open":"07:30","close":"21:00"}],[{"open":"07:30","close":"21:00"}],[{"open":"07:30","close":"21:00"}],[{"open":"07:30","close":"21:00"}],[{"open":"14:00","close":"21:00"}],[{"open":"07:30","close":"21:00"}]]'::jsonb
  WHEN 'Sat–Thu 07:30–21:30, Fri 16:00–21:30' THEN '[[{"open":"07:30","close":"21:30"}],[{"open":"07:30","close":"21:30"}],[{"open":"07:30","close":"21:30"}],[{"open":"07:30","close":"21:30"}],[{"open":"07:30","close":"21:30"}],[{"open":"16:00","close":"21:30"}],[{"open":"07:30","close":"21:30"}]]'::jsonb
  WHEN 'Sat–Thu 08:00–20:00' THEN '[[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[],[{"open":"08:00","close":"20:00"}]]'::jsonb
  WHEN 'Sat–Thu 08:00–21:00, Fri 16:00–21:00' THEN '[[{"open":"08:00","close":"21:00"}],[{"open":"08:00","close":"21:00"}],[{"open":"08:00","close":"21:00"}],[{"open":"08:00","close":"21:00"}],[{"open":"08:00","close":"21:00"}],[{"open":"16:00","close":"21:00"}],[{"open":"08:00","close":"21:00"}]]'::jsonb
  WHEN 'Sat–Thu 08:00–22:00, Fri 14:00–22:00' THEN '[[{"open":"08:00","close":"22:00"}],[{"open":"08:00","close":"22:00"}],[{"open":"08:00","close":"22:00"}],[{"open":"08:00","close":"22:00"}],[{"open":"08:00","close":"22:00"}],[{"open":"14:00","close":"22:00"}],[{"open":"08:00","close":"22:00"}]]'::jsonb
  WHEN 'Sun–Thu 07:00–21:00, Fri–Sat 08:00–18:00' THEN '[[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"07:00","close":"21:00"}],[{"open":"08:00","close":"18:00"}],[{"open":"08:00","close":"18:00"}]]'::jsonb

  ELSE '[[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}],[{"open":"08:00","close":"20:00"}]]'::jsonb
END;
UPDATE "labs" SET "service_emirates" = ARRAY["emirate"] WHERE "home_collection";
ALTER TABLE "labs" ALTER COLUMN "weekly_hours" SET NOT NULL;
ALTER TABLE "labs" DROP COLUMN "opening_hours";

-- CreateTable
CREATE TABLE "lab_closures" (
    "id" UUID NOT NULL,
    "lab_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "reason" TEXT NOT NULL,

    CONSTRAINT "lab_closures_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lab_staff" (
    "user_id" UUID NOT NULL,
    "lab_id" UUID NOT NULL,

    CONSTRAINT "lab_staff_pkey" PRIMARY KEY ("user_id","lab_id")
);

-- CreateTable
CREATE TABLE "booking_slot_usage" (
    "lab_id" UUID NOT NULL,
    "slot_date" DATE NOT NULL,
    "slot_time" VARCHAR(5) NOT NULL,
    "collection_mode" "CollectionMode" NOT NULL,
    "booked" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "booking_slot_usage_pkey" PRIMARY KEY ("lab_id","slot_date","collection_mode","slot_time")
);

-- CreateTable
CREATE TABLE "booking_items" (
    "id" UUID NOT NULL,
    "booking_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "price_aed" DECIMAL(10,2) NOT NULL,
    "original_price_aed" DECIMAL(10,2),
    "home_collection_fee_aed" DECIMAL(10,2),

    CONSTRAINT "booking_items_pkey" PRIMARY KEY ("id")
);

-- Data: each existing booking's test becomes its one item; places taken are counted per slot.
INSERT INTO "booking_items" ("id", "booking_id", "test_id", "price_aed", "home_collection_fee_aed")
SELECT gen_random_uuid(), "id", "test_id", "price_aed", "home_collection_fee_aed" FROM "bookings";
INSERT INTO "booking_slot_usage" ("lab_id", "slot_date", "slot_time", "collection_mode", "booked")
SELECT "lab_id", "scheduled_date", "scheduled_time", "collection_mode", count(*)::int FROM "bookings"
WHERE "status" <> 'cancelled' GROUP BY 1, 2, 3, 4;
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_test_id_fkey";
ALTER TABLE "bookings" DROP COLUMN "test_id";

-- CreateIndex
CREATE UNIQUE INDEX "lab_closures_lab_id_date_key" ON "lab_closures"("lab_id", "date");

-- CreateIndex
CREATE INDEX "lab_staff_lab_id_idx" ON "lab_staff"("lab_id");

-- CreateIndex
CREATE INDEX "booking_items_test_id_idx" ON "booking_items"("test_id");

-- CreateIndex
CREATE UNIQUE INDEX "booking_items_booking_id_test_id_key" ON "booking_items"("booking_id", "test_id");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_reference_key" ON "bookings"("reference");

-- CreateIndex
CREATE INDEX "bookings_user_id_starts_at_idx" ON "bookings"("user_id", "starts_at");

-- CreateIndex
CREATE INDEX "bookings_starts_at_idx" ON "bookings"("starts_at");

-- CreateIndex
CREATE INDEX "bookings_lab_id_starts_at_idx" ON "bookings"("lab_id", "starts_at");

-- CreateIndex
CREATE INDEX "bookings_patient_phone_idx" ON "bookings"("patient_phone");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_user_id_idempotency_key_key" ON "bookings"("user_id", "idempotency_key");

-- AddForeignKey
ALTER TABLE "lab_closures" ADD CONSTRAINT "lab_closures_lab_id_fkey" FOREIGN KEY ("lab_id") REFERENCES "labs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_staff" ADD CONSTRAINT "lab_staff_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_staff" ADD CONSTRAINT "lab_staff_lab_id_fkey" FOREIGN KEY ("lab_id") REFERENCES "labs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_slot_usage" ADD CONSTRAINT "booking_slot_usage_lab_id_fkey" FOREIGN KEY ("lab_id") REFERENCES "labs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_items" ADD CONSTRAINT "booking_items_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
