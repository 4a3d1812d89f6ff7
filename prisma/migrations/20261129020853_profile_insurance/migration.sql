-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "insurance_member_number" VARCHAR(30),
ADD COLUMN     "insurance_plan_id" UUID;

-- CreateIndex
CREATE INDEX "profiles_insurance_plan_id_idx" ON "profiles"("insurance_plan_id");

-- AddForeignKey
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_insurance_plan_id_fkey" FOREIGN KEY ("insurance_plan_id") REFERENCES "insurance_plans"("id") ON DELETE SET NULL ON UPDATE CASCADE;
