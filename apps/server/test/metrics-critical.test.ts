/**
 * /metrics' count of critical results left waiting: current critical lab reports nobody marked
 * "Patient contacted" more than an hour after issue. Read from the database at each scrape (so every
 * instance agrees); an acknowledgement through the console's procedure takes a report out at once.
 */
import { describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { createReport, type ResultsWorld } from "./support/results-world.ts";
import { useResultsApp } from "./support/results-app.ts";
import { postTrpc } from "./support/trpc-answer.ts";

let app: FastifyInstance;
let w: ResultsWorld;
useResultsApp("crit", (opened) => ({ app, world: w } = opened));

const GAUGE = /^labcompare_critical_reports_unacknowledged_overdue (\d+)$/m;
/** The gauge's value in a scrape from loopback. */
async function overdue(): Promise<number> {
  const res = await app.inject({ method: "GET", url: "/metrics", remoteAddress: "127.0.0.1" });
  expect(res.statusCode).toBe(200);
  const match = GAUGE.exec(res.body);
  expect(match, "the gauge is in the scrape").not.toBeNull();
  return Number(match![1]);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** A report of the world's booking, marked as an upload would leave it. */
async function report(patch: {
  version: number;
  issuedAt: Date;
  critical: boolean;
  supersededAt?: Date | null;
  acknowledged?: boolean;
}) {
  const row = await createReport(
    app,
    w,
    { version: patch.version, issuedAt: patch.issuedAt, supersededAt: patch.supersededAt ?? null },
    null,
  );
  await app.db.prisma.report.update({
    where: { id: row.id },
    data: {
      critical: patch.critical,
      ...(patch.acknowledged
        ? { criticalAcknowledgedAt: patch.issuedAt, criticalAcknowledgedById: w.staffA.id }
        : {}),
    },
  });
  return row.id;
}

describe("labcompare_critical_reports_unacknowledged_overdue", () => {
  it("counts current critical reports unacknowledged for over an hour, and drops one once acknowledged", async () => {
    expect(await overdue()).toBe(0);
    // Each kind once: only the first is counted.
    const waiting = await report({ version: 1, issuedAt: minutesAgo(90), critical: true });
    await report({ version: 2, issuedAt: minutesAgo(30), critical: true });
    expect(await overdue()).toBe(1); // the 30-minute one is not yet overdue

    await report({ version: 3, issuedAt: minutesAgo(120), critical: true, acknowledged: true });
    await report({ version: 4, issuedAt: minutesAgo(120), critical: false });
    await report({ version: 5, issuedAt: minutesAgo(120), critical: true, supersededAt: minutesAgo(100) });
    expect(await overdue()).toBe(1);

    const ack = await postTrpc(
      app,
      "admin.bookings.acknowledgeCritical",
      { id: waiting },
      { headers: { cookie: w.staffA.cookie } },
    );
    expect(ack.statusCode).toBe(200);
    expect(await overdue()).toBe(0);
  });
});
