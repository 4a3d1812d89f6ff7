-- AlterTable
ALTER TABLE "notifications" ADD COLUMN     "claim_token" UUID;
