-- AlterTable
ALTER TABLE "uae_areas" ADD COLUMN     "name_ar" TEXT;
