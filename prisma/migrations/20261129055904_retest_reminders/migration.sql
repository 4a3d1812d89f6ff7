-- CreateTable
CREATE TABLE "retest_reminders" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "family_member_id" UUID,
    "test_id" UUID NOT NULL,
    "months" INTEGER NOT NULL,
    "due_date" DATE NOT NULL,
    "send_at" TIMESTAMPTZ(6) NOT NULL,
    "notification_id" UUID,
    "cancel_token_hash" CHAR(64) NOT NULL,
    "cancelled_at" TIMESTAMPTZ(6),
    "sent_at" TIMESTAMPTZ(6),
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "retest_reminders_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "retest_reminders_notification_id_key" ON "retest_reminders"("notification_id");

-- CreateIndex
CREATE UNIQUE INDEX "retest_reminders_cancel_token_hash_key" ON "retest_reminders"("cancel_token_hash");

-- CreateIndex
CREATE INDEX "retest_reminders_user_id_family_member_id_idx" ON "retest_reminders"("user_id", "family_member_id");

-- CreateIndex
CREATE INDEX "retest_reminders_family_member_id_idx" ON "retest_reminders"("family_member_id");

-- CreateIndex
CREATE INDEX "retest_reminders_test_id_idx" ON "retest_reminders"("test_id");

-- AddForeignKey
ALTER TABLE "retest_reminders" ADD CONSTRAINT "retest_reminders_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retest_reminders" ADD CONSTRAINT "retest_reminders_family_member_id_fkey" FOREIGN KEY ("family_member_id") REFERENCES "family_members"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "retest_reminders" ADD CONSTRAINT "retest_reminders_test_id_fkey" FOREIGN KEY ("test_id") REFERENCES "tests"("id") ON DELETE CASCADE ON UPDATE CASCADE;
