/**
 * results.reminders (set, list, cancel, cancelByToken) on a real database: the day and 08:00 Asia/Dubai
 * send time, the outbox row queued with the reminder, one pending reminder per person and test,
 * months ∈ {1, 3, 6, 12}, a family member's reminders apart from the holder's, and another account's
 * reminder or member → NOT_FOUND with nothing changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addMonthsSameDay, retestSendAt, todayInDubai } from "@labcompare/domain";
import { setRetestReminder } from "../src/results/retest-reminders.service.ts";
import {
  createSeededWorld,
  expectFailure,
  failure,
  issueMessages,
  type Fixture,
  type TestWorld,
} from "./helpers.ts";

let world: TestWorld, fx: Fixture;

beforeAll(async () => ({ world, fx } = await createSeededWorld()));
afterAll(() => world.close());

/** A family member of `userId`, written directly (the family procedures are not what is tested here). */
const addMember = (userId: string, name = "Omar Rahman") =>
  world.db.prisma.familyMember.create({
    data: { userId, name, dateOfBirth: new Date("2018-05-01"), sex: "male", relation: "child" },
    select: { id: true },
  });

describe("results.reminders.set", () => {
  it("schedules one email at 08:00 Asia/Dubai on the same day of the month, months from today", async () => {
    const { caller, userId } = await world.signedIn("remind-1@example.com");
    const r = await caller.results.reminders.set({ testId: fx.cbcId, months: 3 });
    const dueDate = addMonthsSameDay(todayInDubai(), 3);
    expect(r).toEqual({
      id: expect.any(String),
      personId: null,
      testId: fx.cbcId,
      months: 3,
      dueDate,
      sendAt: retestSendAt(dueDate),
    });
    const row = await world.db.prisma.retestReminder.findUniqueOrThrow({ where: { id: r.id } });
    expect(row.cancelTokenHash).toMatch(/^[0-9a-f]{64}$/);
    const mail = await world.db.prisma.notification.findUniqueOrThrow({ where: { id: row.notificationId! } });
    expect(mail).toMatchObject({
      userId,
      recipient: "remind-1@example.com",
      template: "retest_reminder",
      status: "queued",
      nextAttemptAt: retestSendAt(dueDate),
    });
    // The link's token is in the email only; the reminder keeps its hash.
    const link = (mail.data as { link: string }).link;
    expect(link).toMatch(/^\/cancel-reminder\?token=[\w-]{43}$/);
    expect(row.cancelTokenHash).not.toContain(link.split("=")[1]);
  });

  it("uses the month's last day when it has no such day (31 January + 1 month → 28 February)", async () => {
    const { userId } = await world.signedIn("remind-2@example.com");
    const r = await setRetestReminder(
      world.db.prisma,
      userId,
      { testId: fx.cbcId, months: 1, personId: null },
      new Date("2027-01-31T06:00:00Z"),
    );
    expect(r.dueDate).toBe("2027-02-28");
    expect(r.sendAt.toISOString()).toBe("2027-02-28T04:00:00.000Z");
  });

  it("accepts only 1, 3, 6 or 12 months, and changes nothing otherwise", async () => {
    const { caller, userId } = await world.signedIn("remind-3@example.com");
    for (const months of [0, 2, 5, 24, 1.5, "3"]) {
      const error = await failure(caller.results.reminders.set({ testId: fx.cbcId, months } as never));
      expect(error.code).toBe("BAD_REQUEST");
      expect(issueMessages(error)).toEqual(["Please choose 1, 3, 6 or 12 months"]);
    }
    for (const months of [1, 3, 6, 12] as const)
      expect((await caller.results.reminders.set({ testId: fx.vitaminDId, months })).months).toBe(months);
    // Each replaced the one before: one pending reminder per person and test.
    expect(await caller.results.reminders.list()).toEqual([expect.objectContaining({ months: 12 })]);
    expect(await world.db.prisma.retestReminder.count({ where: { userId } })).toBe(4);
    expect(
      await world.db.prisma.notification.groupBy({
        by: ["status"],
        where: { userId, template: "retest_reminder" },
        _count: true,
        orderBy: { status: "asc" },
      }),
    ).toEqual([
      { status: "queued", _count: 1 },
      { status: "cancelled", _count: 3 },
    ]);
  });

  it("answers NOT_FOUND for an unknown test or another account's family member", async () => {
    const a = await world.signedIn("remind-4a@example.com");
    const b = await world.signedIn("remind-4b@example.com");
    const member = await addMember(a.userId);
    await expectFailure(
      b.caller.results.reminders.set({ testId: fx.cbcId, months: 1, personId: member.id }),
      "NOT_FOUND",
      "Person not found",
    );
    await expectFailure(
      b.caller.results.reminders.list({ personId: member.id }),
      "NOT_FOUND",
      "Person not found",
    );
    await expectFailure(
      b.caller.results.reminders.set({ testId: "00000000-0000-4000-8000-000000000000", months: 1 }),
      "NOT_FOUND",
      "Test not found",
    );
    expect(await world.db.prisma.retestReminder.count({ where: { userId: b.userId } })).toBe(0);
  });
});

describe("results.reminders.list", () => {
  it("lists each person's reminders apart, soonest first", async () => {
    const { caller, userId } = await world.signedIn("remind-5@example.com");
    const child = await addMember(userId);
    const later = await caller.results.reminders.set({ testId: fx.cbcId, months: 12 });
    const sooner = await caller.results.reminders.set({ testId: fx.lipidId, months: 1 });
    const childs = await caller.results.reminders.set({ testId: fx.cbcId, months: 6, personId: child.id });
    expect(childs.personId).toBe(child.id);
    expect((await caller.results.reminders.list()).map((r) => r.id)).toEqual([sooner.id, later.id]);
    expect((await caller.results.reminders.list({ personId: null })).map((r) => r.id)).toEqual([
      sooner.id,
      later.id,
    ]);
    expect(await caller.results.reminders.list({ personId: child.id })).toEqual([childs]);
  });
});

describe("results.reminders.cancel", () => {
  it("cancels the reminder and its email; another account's reminder is NOT_FOUND and stays", async () => {
    const a = await world.signedIn("remind-6a@example.com");
    const b = await world.signedIn("remind-6b@example.com");
    const r = await a.caller.results.reminders.set({ testId: fx.cbcId, months: 6 });
    await expectFailure(b.caller.results.reminders.cancel({ id: r.id }), "NOT_FOUND", "Reminder not found");
    expect(await a.caller.results.reminders.list()).toEqual([r]);

    await expect(a.caller.results.reminders.cancel({ id: r.id })).resolves.toEqual({ id: r.id });
    expect(await a.caller.results.reminders.list()).toEqual([]);
    const row = await world.db.prisma.retestReminder.findUniqueOrThrow({
      where: { id: r.id },
      select: { cancelledAt: true, notificationId: true },
    });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect(
      (await world.db.prisma.notification.findUniqueOrThrow({ where: { id: row.notificationId! } })).status,
    ).toBe("cancelled");
    // Once cancelled, there is nothing left to cancel.
    await expectFailure(a.caller.results.reminders.cancel({ id: r.id }), "NOT_FOUND", "Reminder not found");
  });

  it("refuses a malformed id or token with a message, and an unknown token with NOT_FOUND", async () => {
    const { caller } = await world.signedIn("remind-7@example.com");
    expect((await failure(caller.results.reminders.cancel({ id: "nope" }))).code).toBe("BAD_REQUEST");
    const short = await failure(world.anon.results.reminders.cancelByToken({ token: "abc" }));
    expect(short.code).toBe("BAD_REQUEST");
    expect(issueMessages(short)).toEqual([
      "This link is no longer valid: the reminder was already cancelled.",
    ]);
    await expectFailure(
      world.anon.results.reminders.cancelByToken({ token: "x".repeat(43) }),
      "NOT_FOUND",
      "This link is no longer valid: the reminder was already cancelled.",
    );
  });

  it("needs a sign-in for set, list and cancel", async () => {
    for (const call of [
      () => world.anon.results.reminders.set({ testId: fx.cbcId, months: 1 }),
      () => world.anon.results.reminders.list(),
      () => world.anon.results.reminders.cancel({ id: "00000000-0000-4000-8000-000000000000" }),
    ])
      expect((await failure(call())).code).toBe("UNAUTHORIZED");
  });
});
