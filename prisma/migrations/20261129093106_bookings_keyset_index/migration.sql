-- DropIndex
DROP INDEX "bookings_starts_at_idx";

-- CreateIndex
CREATE INDEX "bookings_starts_at_created_at_id_idx" ON "bookings"("starts_at", "created_at", "id");
