/**
 * Results and the patient's data rights, on a real database: profile.export carries the current
 * reports with their values and is audited; deleting the account deletes every report, value and stored PDF of it
 * (read back from the store afterwards), leaves other patients' files alone, and records a file the
 * store could not delete instead of failing the deletion.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresFileStore, createS3FileStore, type FileStore } from "../src/index.ts";
import { createSeededWorld, sessionCaller, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture, store: FileStore;
const PASSWORD = "correct horse battery";
const PDF = new TextEncoder().encode("%PDF-1.7\n% result\n%%EOF\n");

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  store = createPostgresFileStore(world.db.prisma);
});
afterAll(() => world.close());

let bookings = 0;
/** A completed CBC booking of `userId` at the Dubai lab with a report (version `version`) holding a stored PDF and two values. */
async function reportWithFile(
  userId: string,
  patch: { version?: number; supersededAt?: Date; bookingId?: string } = {},
) {
  const p = world.db.prisma;
  const bookingId =
    patch.bookingId ??
    (
      await p.booking.create({
        data: {
          reference: `LC-DATA${String(++bookings).padStart(2, "0")}`,
          userId,
          labId: fx.dubaiLabId,
          status: "completed",
          scheduledDate: new Date("2026-03-10T00:00:00Z"),
          scheduledTime: "09:00",
          startsAt: new Date("2026-03-10T05:00:00Z"),
          patientName: "Aisha Rahman",
          patientEmail: "aisha@example.com",
          priceAed: 85,
          totalAed: 85,
          items: { create: { testId: fx.cbcId, priceAed: 85 } },
        },
      })
    ).id;
  const file = await store.put(PDF, "application/pdf");
  return p.report.create({
    data: {
      userId,
      bookingId,
      version: patch.version ?? 1,
      status: (patch.version ?? 1) > 1 ? "amended" : "final",
      supersededAt: patch.supersededAt ?? null,
      issuedAt: new Date(`2026-03-1${patch.version ?? 1}T08:00:00Z`),
      fileKey: file.key,
      fileSha256: file.sha256,
      fileBytes: file.size,
      observations: {
        create: [
          {
            testId: fx.cbcId,
            loincCode: "718-7",
            name: "Hemoglobin",
            valueNumber: "13.2",
            unit: "g/dL",
            refLow: "12",
            refHigh: "15.5",
            flag: "N",
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
            position: 0,
          },
          {
            testId: fx.cbcId,
            name: "Blood film",
            valueText: "Normal morphology",
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
            position: 1,
          },
        ],
      },
    },
  });
}

describe("profile.export", () => {
  it("includes the caller's current reports with their values, not superseded versions", async () => {
    const { userId, caller } = await world.signedIn("export-results@example.com");
    const first = await reportWithFile(userId, { supersededAt: new Date("2026-03-12T08:00:00Z") });
    const second = await reportWithFile(userId, { version: 2, bookingId: first.bookingId! });
    const data = await caller.profile.export();
    expect(data.results).toEqual([
      {
        id: second.id,
        source: "lab",
        version: 2,
        status: "amended",
        issuedAt: new Date("2026-03-12T08:00:00Z"),
        bookingReference: expect.stringMatching(/^LC-DATA\d\d$/) as unknown,
        labName: "Palm Crest Diagnostics",
        note: null,
        file: { path: `/api/results/${second.id}/file`, bytes: PDF.byteLength },
        observations: [
          {
            testId: fx.cbcId,
            testName: "Complete Blood Count (CBC)",
            loincCode: "718-7",
            name: "Hemoglobin",
            value: "13.2",
            valueText: null,
            unit: "g/dL",
            refLow: "12",
            refHigh: "15.5",
            refText: null,
            flag: "N",
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
          },
          {
            testId: fx.cbcId,
            testName: "Complete Blood Count (CBC)",
            loincCode: null,
            name: "Blood film",
            value: null,
            valueText: "Normal morphology",
            unit: null,
            refLow: null,
            refHigh: null,
            refText: null,
            flag: null,
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
          },
        ],
      },
    ]);
    const { caller: stranger } = await world.signedIn("export-stranger@example.com");
    expect((await stranger.profile.export()).results).toEqual([]);
  });

  it("writes one audit row per export naming the reports it contained, like the FHIR export", async () => {
    const { userId, caller } = await world.signedIn("export-audit@example.com");
    const report = await reportWithFile(userId);
    await caller.profile.export();
    const rows = await world.db.prisma.auditLog.findMany({
      where: { actorId: userId, action: "report.export" },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      entity: "report",
      entityId: null,
      after: { role: "patient", format: "profile", reportIds: [report.id] },
    });
  });
});

describe("profile.deleteAccount", () => {
  it("deletes the account's reports, values and stored PDFs (every version), and nobody else's", async () => {
    const { userId, caller } = await world.signedIn("delete-results@example.com");
    const v1 = await reportWithFile(userId, { supersededAt: new Date() });
    const v2 = await reportWithFile(userId, { version: 2, bookingId: v1.bookingId! });
    const other = await world.signedIn("keeps-results@example.com");
    const kept = await reportWithFile(other.userId);
    expect(await store.get(v1.fileKey!)).not.toBeNull();

    await caller.profile.deleteAccount({ password: PASSWORD });
    const p = world.db.prisma;
    expect(await p.report.count({ where: { id: { in: [v1.id, v2.id] } } })).toBe(0);
    expect(await p.observation.count({ where: { reportId: { in: [v1.id, v2.id] } } })).toBe(0);
    expect(await store.get(v1.fileKey!)).toBeNull();
    expect(await store.get(v2.fileKey!)).toBeNull();
    expect(await p.storedFile.count({ where: { key: { in: [v1.fileKey!, v2.fileKey!] } } })).toBe(0);
    // The lab's booking stays, anonymised; another patient's result is untouched.
    expect(
      await p.booking.findUniqueOrThrow({
        where: { id: v1.bookingId! },
        select: { userId: true, patientName: true },
      }),
    ).toEqual({ userId: null, patientName: "Deleted account" });
    expect((await store.get(kept.fileKey!))?.bytes.byteLength).toBe(PDF.byteLength);
    expect(await p.observation.count({ where: { reportId: kept.id } })).toBe(2);
  });

  it("still deletes the account when the file store is unreachable, and records the file left behind", async () => {
    const { userId } = await world.signedIn("store-down@example.com");
    const report = await reportWithFile(userId);
    // The real S3 driver against a port nothing listens on: every request is refused.
    const down = await createS3FileStore({
      bucket: "results",
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9",
      accessKeyId: "x",
      secretAccessKey: "y",
    });
    const caller = await sessionCaller(world, userId, { fileStore: down });
    await caller.profile.deleteAccount({ password: PASSWORD });
    down.close();
    expect(await world.db.prisma.user.count({ where: { id: userId } })).toBe(0);
    expect(await world.db.prisma.report.count({ where: { id: report.id } })).toBe(0);
    const left = await world.db.prisma.auditLog.findMany({
      where: { action: "report.fileDeleteFailed" },
      select: { entity: true, after: true },
    });
    expect(left).toEqual([{ entity: "report", after: { fileKey: report.fileKey, driver: "s3" } }]);
  });
});
