-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "idempotency_body_sha256" CHAR(64);
