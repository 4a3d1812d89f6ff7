-- CreateTable
CREATE TABLE "result_shares" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "family_member_id" UUID,
    "report_id" UUID,
    "token_sha256" CHAR(64) NOT NULL,
    "pin_hash" TEXT,
    "expires_at" TIMESTAMPTZ(6) NOT NULL,
    "revoked_at" TIMESTAMPTZ(6),
    "last_opened_at" TIMESTAMPTZ(6),
    "failed_pin_count" INTEGER NOT NULL DEFAULT 0,
    "locked_until" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "result_shares_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "result_shares_token_sha256_key" ON "result_shares"("token_sha256");

-- CreateIndex
CREATE INDEX "result_shares_user_id_created_at_idx" ON "result_shares"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "result_shares_family_member_id_idx" ON "result_shares"("family_member_id");

-- CreateIndex
CREATE INDEX "result_shares_report_id_idx" ON "result_shares"("report_id");

-- AddForeignKey
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_family_member_id_fkey" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "result_shares" ADD CONSTRAINT "result_shares_report_id_fkey" FOREIGN KEY ("report_id") REFERENCES "reports"("id") ON DELETE CASCADE ON UPDATE CASCADE;
