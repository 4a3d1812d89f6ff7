-- CreateEnum
CREATE TYPE "Sex" AS ENUM ('female', 'male', 'undisclosed');

-- CreateEnum
CREATE TYPE "PersonRelation" AS ENUM ('self', 'child', 'parent', 'spouse', 'other');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "family_member_id" UUID,
ADD COLUMN     "person_date_of_birth" DATE,
ADD COLUMN     "person_relation" "PersonRelation" NOT NULL DEFAULT 'self',
ADD COLUMN     "person_sex" "Sex";

-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "date_of_birth" DATE,
ADD COLUMN     "sex" "Sex";

-- AlterTable
ALTER TABLE "reports" ADD COLUMN     "family_member_id" UUID;

-- CreateTable
CREATE TABLE "family_members" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "name" VARCHAR(120) NOT NULL,
    "date_of_birth" DATE NOT NULL,
    "sex" "Sex" NOT NULL,
    "relation" "PersonRelation" NOT NULL,
    "consent_at" TIMESTAMPTZ(6),
    "archived_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "family_members_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "family_members_user_id_created_at_idx" ON "family_members"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "bookings_family_member_id_idx" ON "bookings"("family_member_id");

-- CreateIndex
CREATE INDEX "reports_family_member_id_issued_at_idx" ON "reports"("family_member_id", "issued_at");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_family_member_id_fkey" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_family_member_id_fkey" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
