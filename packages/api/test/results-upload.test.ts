/**
 * Result uploads through the service and the console's procedure, on a real database: the patient's
 * email (through the outbox to a real SMTP peer) says the results are ready with the booking's link
 * and nothing else; observations separated by anything but commas are refused on line 1; admin.bookings.reports shows every version to the lab, audited per report, and
 * nothing to another lab's staff.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFDocument } from "pdf-lib";
import { deliverDue } from "../src/index.ts";
import { AppError } from "../src/app-error.ts";
import { createPostgresFileStore } from "../src/files/postgres-file-store.ts";
import { uploadReport } from "../src/results/upload.service.ts";
import { insertBooking, signedInLabStaff, type InsertBooking } from "./admin-helpers.ts";
import { createSeededWorld, failure, type Caller, type Fixture, type TestWorld } from "./helpers.ts";
import { startSmtpPeer, type SmtpPeer } from "./smtp-peer.ts";

let world: TestWorld, fx: Fixture, smtp: SmtpPeer;
let staff: { userId: string; caller: Caller };
let otherStaff: { userId: string; caller: Caller };
let patientId: string;
let pdf: Uint8Array;

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  smtp = await startSmtpPeer();
  staff = await signedInLabStaff(world, "staff@example.com", [fx.dubaiLabId]);
  otherStaff = await signedInLabStaff(world, "other-staff@example.com", [fx.abuDhabiLabId]);
  patientId = (await world.signedIn("patient@example.com")).userId;
  const doc = await PDFDocument.create();
  doc.addPage();
  pdf = await doc.save();
});
afterAll(async () => {
  await smtp.close();
  await world.close();
});

const CSV = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n,Haemoglobin,9.7,g/dL,12,16,,L\n";
const asStaff = () => ({ id: staff.userId, isAdmin: false, staffLabIds: [fx.dubaiLabId] });

/** A booking of the patient at the Dubai lab on `date`, confirmed unless `extra` says otherwise. */
const patientBooking = (date: string, extra: Partial<InsertBooking> = {}) =>
  insertBooking(world, {
    userId: patientId,
    labId: fx.dubaiLabId,
    testIds: [fx.cbcId],
    date,
    status: "confirmed",
    ...extra,
  });

/** Uploads a report as the Dubai lab's staff (unless `input.actor` says otherwise). */
type UploadInput = Parameters<typeof uploadReport>[2];
const upload = (input: Omit<UploadInput, "actor"> & Partial<Pick<UploadInput, "actor">>) =>
  uploadReport(world.db.prisma, createPostgresFileStore(world.db.prisma), { actor: asStaff(), ...input });

describe("the results email", () => {
  it("says the results are ready with the booking's link, and carries no value, no test name and no attachment", async () => {
    const b = await patientBooking("2026-11-20", { patientEmail: "patient@example.com" });
    await upload({ reference: b.reference, pdf, observationsCsv: CSV, note: "Anaemia suspected" });

    const round = await deliverDue(world.db.prisma, {
      transport: smtp.transport(),
      from: "LabCompare <no-reply@labcompare.test>",
      siteUrl: "https://labcompare.test",
    });
    expect(round.sent).toBe(1);
    const mail = smtp.received.find((m) => m.subject?.includes(b.reference))!;
    expect(mail.subject).toBe(`Your results for booking ${b.reference} are ready`);
    expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("patient@example.com");
    expect(mail.text).toContain(`https://labcompare.test/bookings/${b.reference}`);
    expect(mail.html).toContain(`href="https://labcompare.test/bookings/${b.reference}"`);
    expect(mail.attachments).toEqual([]);
    // The reference is named on purpose, and its random letters may spell "CBC".
    const withoutReference = (text: string) => text.replaceAll(b.reference, "LC-…");
    for (const secret of ["9.7", "Haemoglobin", "g/dL", "Complete Blood Count", "CBC", "Anaemia"]) {
      expect(withoutReference(mail.text ?? "")).not.toContain(secret);
      expect(withoutReference(String(mail.html))).not.toContain(secret);
    }
  });
});

describe("a full observations CSV", () => {
  it("stores all 500 rows of the largest upload, in the order written", async () => {
    const b = await patientBooking("2026-11-23");
    const rows = Array.from(
      { length: 500 },
      (_, i) => `,Haemoglobin ${i + 1},${(10 + i / 100).toFixed(2)},g/dL,12,16,,`,
    );
    const csv = `loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n${rows.join("\n")}\n`;
    const { id } = await upload({ reference: b.reference, observationsCsv: csv });
    const stored = await world.db.prisma.observation.findMany({
      where: { reportId: id },
      orderBy: { position: "asc" },
      select: { name: true, position: true },
    });
    expect(stored).toHaveLength(500);
    expect(stored.map((o) => o.position)).toEqual(Array.from({ length: 500 }, (_, i) => i));
    expect([stored[0]!.name, stored[250]!.name, stored[499]!.name]).toEqual([
      "Haemoglobin 1",
      "Haemoglobin 251",
      "Haemoglobin 500",
    ]);
  });
});

describe("the observations CSV's separator", () => {
  it("refuses a file separated by semicolons, tabs or bars on line 1 and stores nothing", async () => {
    const b = await patientBooking("2026-11-23");
    const count = async () => [
      await world.db.prisma.report.count(),
      await world.db.prisma.observation.count(),
      await world.db.prisma.storedFile.count(),
    ];
    const before = await count();
    for (const separator of [";", "\t", "|"]) {
      const csv = CSV.replaceAll(",", separator);
      const error = await failure(upload({ reference: b.reference, pdf, observationsCsv: csv }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(error.message).toBe(
        'Line 1: the values are not separated by commas. Use commas (,) between values, e.g. save the spreadsheet as "CSV (comma delimited)".',
      );
      expect(error instanceof AppError && error.details).toEqual({ line: 1 });
    }
    expect(await count()).toEqual(before);
    // The same rows with commas are stored.
    await upload({ reference: b.reference, observationsCsv: CSV });
    expect(await world.db.prisma.observation.count()).toBe(before[1]! + 1);
  });
});

describe("admin.bookings.reports", () => {
  it("lists every version for the lab, newest first with the superseded one marked, audits each view, and is NOT_FOUND to another lab", async () => {
    const b = await patientBooking("2026-11-21", { testIds: [fx.cbcId, fx.vitaminDId], status: "completed" });
    const v1 = await upload({ reference: b.reference, pdf });
    const csv =
      "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n,CBC,Normal,,,,,N\n,Vit D,31.5,ng/mL,30,100,,\n";
    const v2 = await upload({ reference: b.reference, observationsCsv: csv, note: "Vitamin D added" });

    const reports = await staff.caller.admin.bookings.reports({ reference: b.reference.toLowerCase() });
    expect(
      reports.map((r) => [
        r.id,
        r.version,
        r.status,
        r.supersededAt !== null,
        r.hasFile,
        r.uploadedBy?.email,
        r.note,
      ]),
    ).toEqual([
      [v2.id, 2, "amended", false, false, "staff@example.com", "Vitamin D added"],
      [v1.id, 1, "final", true, true, "staff@example.com", null],
    ]);
    expect(
      reports[0]!.observations.map((o) => [
        o.testName,
        o.name,
        o.valueNumber,
        o.valueText,
        o.unit,
        o.refLow,
        o.refHigh,
        o.flag,
      ]),
    ).toEqual([
      ["Complete Blood Count (CBC)", "CBC", null, "Normal", null, null, null, "N"],
      ["Vitamin D Test", "Vit D", "31.5", null, "ng/mL", "30", "100", null],
    ]);
    const views = await world.db.prisma.auditLog.findMany({
      where: { action: "report.view", actorId: staff.userId },
      select: { entity: true, entityId: true, after: true },
    });
    expect(views).toEqual(
      expect.arrayContaining([
        {
          entity: "report",
          entityId: v2.id,
          after: { bookingReference: b.reference, version: 2, role: "lab_staff" },
        },
        {
          entity: "report",
          entityId: v1.id,
          after: { bookingReference: b.reference, version: 1, role: "lab_staff" },
        },
      ]),
    );

    const before = await world.db.prisma.auditLog.count();
    expect((await failure(otherStaff.caller.admin.bookings.reports({ reference: b.reference }))).code).toBe(
      "NOT_FOUND",
    );
    expect(await world.db.prisma.auditLog.count()).toBe(before);
  });

  it("refuses another lab's staff through the service too (NOT_FOUND), storing nothing", async () => {
    const b = await patientBooking("2026-11-22");
    const reports = await world.db.prisma.report.count();
    const files = await world.db.prisma.storedFile.count();
    const error = await failure(
      upload({
        reference: b.reference,
        actor: { id: otherStaff.userId, isAdmin: false, staffLabIds: [fx.abuDhabiLabId] },
        pdf,
      }),
    );
    expect(error.code).toBe("NOT_FOUND");
    expect([await world.db.prisma.report.count(), await world.db.prisma.storedFile.count()]).toEqual([
      reports,
      files,
    ]);
  });
});
