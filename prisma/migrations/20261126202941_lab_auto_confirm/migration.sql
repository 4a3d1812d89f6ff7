-- Per-lab confirmation (auto-confirm, and the time within which the lab confirms a pending booking),
-- and a counter for the SEQUENCE of a booking's calendar event.

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "calendar_sequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "labs" ADD COLUMN     "auto_confirm" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "confirmation_minutes" INTEGER NOT NULL DEFAULT 120;

-- Hand-written: events already sent carried SEQUENCE = the row's updated_at in seconds (mod 2e9);
-- the counter starts there, so the next event of an existing booking still replaces the last one.
UPDATE "bookings" SET "calendar_sequence" = (floor(extract(epoch FROM "updated_at"))::bigint % 2000000000)::integer;
