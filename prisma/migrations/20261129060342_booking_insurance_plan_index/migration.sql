-- CreateIndex
CREATE INDEX "bookings_insurance_plan_id_idx" ON "bookings"("insurance_plan_id");
