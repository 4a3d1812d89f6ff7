-- CreateEnum
CREATE TYPE "PaymentMethod" AS ENUM ('self_pay', 'insurance');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "estimated_share_aed" DECIMAL(10,2),
ADD COLUMN     "insurance_plan_id" UUID,
ADD COLUMN     "member_number" VARCHAR(30),
ADD COLUMN     "payment_method" "PaymentMethod" NOT NULL DEFAULT 'self_pay',
ADD COLUMN     "referral" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "insurers" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_ar" TEXT,
    "slug" TEXT NOT NULL,
    "is_demo" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insurers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "insurance_plans" (
    "id" UUID NOT NULL,
    "insurer_id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "name_ar" TEXT,
    "slug" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "copay_percent" DECIMAL(5,2) NOT NULL,
    "copay_cap_per_visit_aed" DECIMAL(10,2),
    "covers_home_collection" BOOLEAN NOT NULL DEFAULT false,
    "requires_referral" BOOLEAN NOT NULL DEFAULT true,
    "network_updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "insurance_plans_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lab_plan_networks" (
    "lab_id" UUID NOT NULL,
    "plan_id" UUID NOT NULL,

    CONSTRAINT "lab_plan_networks_pkey" PRIMARY KEY ("lab_id","plan_id")
);

-- CreateTable
CREATE TABLE "insurance_plan_test_exclusions" (
    "plan_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,

    CONSTRAINT "insurance_plan_test_exclusions_pkey" PRIMARY KEY ("plan_id","test_id")
);

-- CreateTable
CREATE TABLE "insurance_plan_category_exclusions" (
    "plan_id" UUID NOT NULL,
    "category_id" UUID NOT NULL,

    CONSTRAINT "insurance_plan_category_exclusions_pkey" PRIMARY KEY ("plan_id","category_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "insurers_name_key" ON "insurers"("name");

-- CreateIndex
CREATE UNIQUE INDEX "insurers_slug_key" ON "insurers"("slug");

-- CreateIndex
CREATE UNIQUE INDEX "insurance_plans_slug_key" ON "insurance_plans"("slug");

-- CreateIndex
CREATE INDEX "insurance_plans_insurer_id_idx" ON "insurance_plans"("insurer_id");

-- CreateIndex
CREATE UNIQUE INDEX "insurance_plans_insurer_id_name_key" ON "insurance_plans"("insurer_id", "name");

-- CreateIndex
CREATE INDEX "lab_plan_networks_plan_id_idx" ON "lab_plan_networks"("plan_id");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_insurance_plan_id_fkey" FOREIGN KEY ("insurance_plan_id") REFERENCES "insurance_plans"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plans" ADD CONSTRAINT "insurance_plans_insurer_id_fkey" FOREIGN KEY ("insurer_id") REFERENCES "insurers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_plan_networks" ADD CONSTRAINT "lab_plan_networks_lab_id_fkey" FOREIGN KEY ("lab_id") REFERENCES "labs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lab_plan_networks" ADD CONSTRAINT "lab_plan_networks_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "insurance_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan_test_exclusions" ADD CONSTRAINT "insurance_plan_test_exclusions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "insurance_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan_test_exclusions" ADD CONSTRAINT "insurance_plan_test_exclusions_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan_category_exclusions" ADD CONSTRAINT "insurance_plan_category_exclusions_plan_id_fkey" FOREIGN KEY ("plan_id") REFERENCES "insurance_plans"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "insurance_plan_category_exclusions" ADD CONSTRAINT "insurance_plan_category_exclusions_category_id_fkey" FOREIGN KEY ("category_id") REFERENCES "test_categories"("id") ON DELETE CASCADE ON UPDATE CASCADE;
