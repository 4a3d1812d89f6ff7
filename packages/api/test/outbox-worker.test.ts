/**
 * The outbox's claims are fenced (a sender whose lease ran out and whose row was claimed again
 * changes nothing), and the worker drains on stop: no new claims, the message in flight finishes
 * within the bound, and a row still held after it goes back to `queued` with its claim cleared.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { deliverDue, queueMessages, startOutboxWorker, type MailTransport } from "../src/index.ts";
import { claimDue } from "../src/notifications/outbox.ts";
import { createWorld, verificationEmail, type TestWorld } from "./helpers.ts";

let world: TestWorld;
const FROM = "LabCompare UAE <no-reply@labcompare.test>";
const SITE = "https://labcompare.test";

beforeAll(async () => {
  world = await createWorld();
});
afterAll(async () => world.close());
beforeEach(async () => {
  await world.db.prisma.notification.deleteMany({});
});

const queue = (recipients: string[]) =>
  queueMessages(
    world.db.prisma,
    recipients.map((recipient) => verificationEmail(recipient, "x")),
  );

/** A transport whose sends wait until `release()`; `started` resolves at the first send. */
function heldTransport() {
  const sent: string[] = [];
  let release!: () => void;
  let started!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const startedOnce = new Promise<void>((resolve) => (started = resolve));
  const transport: MailTransport = {
    async sendMail(message) {
      started();
      await gate;
      sent.push(message.messageId);
    },
  };
  return { transport, sent, release, started: startedOnce };
}

/** A worker started on a held transport, once its first send has begun. */
async function heldWorker() {
  const held = heldTransport();
  const worker = startOutboxWorker(world.db.prisma, {
    transport: held.transport,
    from: FROM,
    siteUrl: SITE,
    intervalMs: 60_000,
  });
  await held.started;
  return { held, worker };
}

describe("claim fencing", () => {
  it("a sender whose row was claimed again after its lease does not mark it", async () => {
    await queue(["fenced@example.com"]);
    const prisma = world.db.prisma;
    let second: Awaited<ReturnType<typeof claimDue>> = null;
    const transport: MailTransport = {
      async sendMail() {
        // The send outlasts the lease: another instance claims the row meanwhile.
        await prisma.notification.updateMany({ data: { claimedUntil: new Date(Date.now() - 1000) } });
        second = await claimDue(prisma, 60_000);
      },
    };
    expect(await deliverDue(prisma, { transport, from: FROM, siteUrl: SITE })).toMatchObject({
      sent: 0,
      superseded: 1,
    });
    const row = await prisma.notification.findFirstOrThrow();
    // Still the second claim's: its sender marks it.
    expect(second).not.toBeNull();
    expect(row).toMatchObject({ status: "sending", claimToken: second!.claim_token, attempts: 2 });
  });

  it("claims one row at a time, so rows not yet sent stay free for other instances", async () => {
    await queue(["one@example.com", "two@example.com"]);
    const held = heldTransport();
    const round = deliverDue(world.db.prisma, { transport: held.transport, from: FROM, siteUrl: SITE });
    await held.started;
    const rows = await world.db.prisma.notification.findMany({
      orderBy: { status: "asc" },
      select: { status: true },
    });
    expect(rows.map((r) => r.status).sort()).toEqual(["queued", "sending"]);
    held.release();
    expect(await round).toMatchObject({ sent: 2 });
  });
});

describe("the worker's stop", () => {
  it("lets the message in flight finish within the bound, and claims nothing more", async () => {
    await queue(["a@example.com", "b@example.com", "c@example.com"]);
    const { held, worker } = await heldWorker();
    const stopping = worker.stop({ drainMs: 5_000 });
    held.release();
    await stopping;
    const rows = await world.db.prisma.notification.findMany({
      select: { status: true, attempts: true, claimToken: true, claimedUntil: true },
    });
    expect(rows.filter((r) => r.status === "sent")).toHaveLength(1);
    expect(rows.filter((r) => r.status === "queued")).toEqual([
      { status: "queued", attempts: 0, claimToken: null, claimedUntil: null },
      { status: "queued", attempts: 0, claimToken: null, claimedUntil: null },
    ]);
  });

  it("returns the row still held after the bound to queued, claim cleared, due now", async () => {
    await queue(["slow@example.com", "next@example.com"]);
    const { held, worker } = await heldWorker();
    await worker.stop({ drainMs: 50 });
    const rows = await world.db.prisma.notification.findMany({
      select: { status: true, claimToken: true, claimedUntil: true, nextAttemptAt: true },
    });
    expect(rows.map((r) => r.status)).toEqual(["queued", "queued"]);
    expect(
      rows.every(
        (r) => r.claimToken === null && r.claimedUntil === null && r.nextAttemptAt.getTime() <= Date.now(),
      ),
    ).toBe(true);
    // The late answer of the cut-off send changes nothing: the claim is gone.
    held.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await world.db.prisma.notification.count({ where: { status: { not: "queued" } } })).toBe(0);
    // Another instance sends both.
    const sent: string[] = [];
    const round = await deliverDue(world.db.prisma, {
      transport: { sendMail: (m) => Promise.resolve(void sent.push(m.to)) },
      from: FROM,
      siteUrl: SITE,
    });
    expect(round).toMatchObject({ sent: 2 });
    expect(sent.sort()).toEqual(["next@example.com", "slow@example.com"]);
  });
});
