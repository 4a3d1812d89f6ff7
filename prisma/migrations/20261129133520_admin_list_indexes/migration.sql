-- DropIndex
DROP INDEX "bookings_lab_id_starts_at_idx";

-- DropIndex
DROP INDEX "bookings_status_starts_at_idx";

-- CreateIndex
CREATE INDEX "bookings_lab_id_starts_at_created_at_id_idx" ON "bookings"("lab_id", "starts_at", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_status_starts_at_created_at_id_idx" ON "bookings"("status", "starts_at", "created_at", "id");

-- CreateIndex
CREATE INDEX "bookings_payment_method_starts_at_created_at_id_idx" ON "bookings"("payment_method", "starts_at", "created_at", "id");
