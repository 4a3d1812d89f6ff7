-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "critical" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "critical_acknowledged_at" TIMESTAMPTZ(6),
ADD COLUMN     "critical_acknowledged_by_id" UUID;

-- CreateIndex
CREATE INDEX "reports_critical_critical_acknowledged_at_superseded_at_iss_idx" ON "reports"("critical", "critical_acknowledged_at", "superseded_at", "issued_at");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_critical_acknowledged_by_id_fkey" FOREIGN KEY ("critical_acknowledged_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
