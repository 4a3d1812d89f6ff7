/** A seeded world with a real SMTP peer, for the tests of what the outbox sends. */
import { createSeededWorld, type Fixture, type TestWorld } from "./helpers.ts";
import { startSmtpPeer, type SmtpPeer } from "./smtp-peer.ts";

export interface MailWorld {
  world: TestWorld;
  fx: Fixture;
  smtp: SmtpPeer;
}

/** A fresh seeded database (createSeededWorld) and an SMTP peer listening on loopback. */
export async function createMailWorld(): Promise<MailWorld> {
  const { world, fx } = await createSeededWorld();
  return { world, fx, smtp: await startSmtpPeer() };
}

/** Stops the peer, then the database. */
export async function closeMailWorld(mail: Pick<MailWorld, "world" | "smtp">): Promise<void> {
  await mail.smtp.close();
  await mail.world.close();
}

/** Cancels every message not yet sent and empties the peer's inbox (accepting again), so a test reads only its own mail. */
export async function clearOutbox(mail: Pick<MailWorld, "world" | "smtp">): Promise<void> {
  await mail.world.db.prisma.notification.updateMany({
    where: { status: { in: ["queued", "sending"] } },
    data: { status: "cancelled" },
  });
  mail.smtp.received.length = 0;
  mail.smtp.refusing = false;
}
