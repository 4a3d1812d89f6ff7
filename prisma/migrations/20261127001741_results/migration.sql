-- CreateEnum
CREATE TYPE "ReportStatus" AS ENUM ('final', 'amended');

-- CreateEnum
CREATE TYPE "ReportSource" AS ENUM ('lab', 'patient');

-- CreateEnum
CREATE TYPE "ObservationFlag" AS ENUM ('L', 'N', 'H', 'LL', 'HH', 'A');

-- CreateTable
CREATE TABLE "reports" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "booking_id" UUID,
    "source" "ReportSource" NOT NULL DEFAULT 'lab',
    "version" INTEGER NOT NULL DEFAULT 1,
    "status" "ReportStatus" NOT NULL DEFAULT 'final',
    "superseded_at" TIMESTAMPTZ(6),
    "issued_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "uploaded_by_id" UUID,
    "external_lab_name" VARCHAR(200),
    "note" VARCHAR(2000),
    "file_key" VARCHAR(100),
    "file_sha256" CHAR(64),
    "file_bytes" INTEGER,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "observations" (
    "id" UUID NOT NULL,
    "report_id" UUID NOT NULL,
    "test_id" UUID NOT NULL,
    "loinc_code" VARCHAR(10),
    "name" VARCHAR(200) NOT NULL,
    "value_number" DECIMAL(18,6),
    "value_text" VARCHAR(200),
    "unit" VARCHAR(40),
    "ref_low" DECIMAL(18,6),
    "ref_high" DECIMAL(18,6),
    "ref_text" VARCHAR(200),
    "flag" "ObservationFlag",
    "effective_at" TIMESTAMPTZ(6) NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "observations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "key" VARCHAR(100) NOT NULL,
    "content_type" VARCHAR(100) NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "reports_file_key_key" ON "reports"("file_key");

-- CreateIndex
CREATE INDEX "reports_user_id_issued_at_idx" ON "reports"("user_id", "issued_at");

-- CreateIndex
CREATE UNIQUE INDEX "reports_booking_id_version_key" ON "reports"("booking_id", "version");

-- CreateIndex
CREATE INDEX "observations_report_id_position_idx" ON "observations"("report_id", "position");

-- CreateIndex
CREATE INDEX "observations_test_id_idx" ON "observations"("test_id");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_booking_id_fkey" FOREIGN KEY ("booking_id") REFERENCES "bookings"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "observations" ADD CONSTRAINT "observations_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "observations" ADD CONSTRAINT "observations_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
