-- DropIndex
DROP INDEX "bookings_created_at_idx";

-- CreateIndex
CREATE INDEX "bookings_created_at_status_total_aed_idx" ON "bookings"("created_at", "status", "total_aed");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");
