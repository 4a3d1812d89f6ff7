-- CreateIndex
CREATE INDEX "bookings_payment_method_starts_at_idx" ON "bookings"("payment_method", "starts_at");
