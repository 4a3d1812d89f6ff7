-- AlterTable
ALTER TABLE "profiles" ADD COLUMN     "locale" VARCHAR(2) NOT NULL DEFAULT 'en';

-- The site's languages (packages/domain/src/locale.ts).
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_locale_check" CHECK ("locale" IN ('en', 'ar'));
