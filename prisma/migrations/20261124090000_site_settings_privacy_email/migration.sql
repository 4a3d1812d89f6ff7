-- AlterTable: the address privacy requests go to (null = the general contact email).
ALTER TABLE "site_settings" ADD COLUMN "privacy_email" TEXT;
