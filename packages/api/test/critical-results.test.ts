/**
 * Critical results on a real database: a lab report with an LL or HH value (not L or H) is critical,
 * and of a booking's versions only the current one counts; the console lists those nobody has marked
 * "Patient contacted" (admins every lab, lab staff their labs), and acknowledging one records who and
 * when with an audit row, once. The patient's "results ready" email (through the outbox to a real
 * SMTP peer) urges prompt contact for a critical report, in English or Arabic, never with values.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailResources } from "../src/i18n/email-i18n.ts";
import { deliverDue } from "../src/index.ts";
import { createPostgresFileStore } from "../src/files/postgres-file-store.ts";
import { uploadReport } from "../src/results/upload.service.ts";
import { insertBooking, signedInLabStaff } from "./admin-helpers.ts";
import { failure, reasonOf, sessionCaller, type Caller, type Fixture, type TestWorld } from "./helpers.ts";
import { clearOutbox, closeMailWorld, createMailWorld } from "./mail-world.ts";
import type { SmtpPeer } from "./smtp-peer.ts";

let world: TestWorld, fx: Fixture, smtp: SmtpPeer;
let admin: { userId: string; caller: Caller };
let staff: { userId: string; caller: Caller };
let otherStaff: { userId: string; caller: Caller };

beforeAll(async () => {
  ({ world, fx, smtp } = await createMailWorld());
  admin = await world.signedIn("admin@example.com", { admin: true });
  staff = await signedInLabStaff(world, "staff@example.com", [fx.dubaiLabId]);
  otherStaff = await signedInLabStaff(world, "other-staff@example.com", [fx.abuDhabiLabId]);
});
afterAll(() => closeMailWorld({ world, smtp }));
beforeEach(() => clearOutbox({ world, smtp }));

const HEADER = "loinc,name,value,unit,ref_low,ref_high,ref_text,flag\n";
/** Observations CSV of (name, value, flag) rows. */
const csv = (...rows: [string, string, string][]) =>
  HEADER + rows.map(([name, value, flag]) => `,${name},${value},g/dL,12,16,,${flag}\n`).join("");
const CRITICAL_LOW = csv(["Haemoglobin", "5.9", "LL"], ["Platelets", "14.2", "N"]);
const CRITICAL_HIGH = csv(["Haemoglobin", "23.4", "HH"]);
const MERELY_ABNORMAL = csv(["Haemoglobin", "9.7", "L"], ["Platelets", "17.1", "H"]);

let patients = 0;
/** A new patient (locale "en" unless given) with a confirmed booking at `labId`; its caller and reference. */
async function patientWithBooking(labId = fx.dubaiLabId, locale: "en" | "ar" = "en") {
  const email = `patient-${++patients}@example.com`;
  const { userId, caller } = await world.signedIn(email);
  if (locale === "ar") await world.db.prisma.profile.update({ where: { id: userId }, data: { locale } });
  const b = await insertBooking(world, {
    userId,
    labId,
    testIds: [fx.cbcId],
    date: "2026-11-20",
    status: "confirmed",
    patientName: `Patient ${patients}`,
    patientEmail: email,
  });
  return { userId, caller, ...b };
}

/** Uploads observations for `reference` as an admin (the lab of any booking). */
const upload = (reference: string, observationsCsv: string, now?: Date) =>
  uploadReport(
    world.db.prisma,
    createPostgresFileStore(world.db.prisma),
    { reference, actor: { id: admin.userId, isAdmin: true, staffLabIds: [] }, observationsCsv },
    now,
  );

const listed = async (caller: Caller) =>
  (await caller.admin.bookings.criticalReports()).items.map((i) => i.booking.reference);

describe("which reports are critical", () => {
  it("LL or HH makes a report critical; L and H do not", async () => {
    const low = await patientWithBooking();
    const high = await patientWithBooking();
    const abnormal = await patientWithBooking();
    await upload(low.reference, CRITICAL_LOW);
    await upload(high.reference, CRITICAL_HIGH);
    await upload(abnormal.reference, MERELY_ABNORMAL);

    const [lowReport] = await low.caller.results.byBooking({ reference: low.reference });
    const [highReport] = await high.caller.results.byBooking({ reference: high.reference });
    const [abnormalReport] = await abnormal.caller.results.byBooking({ reference: abnormal.reference });
    expect([lowReport!.critical, highReport!.critical, abnormalReport!.critical]).toEqual([
      true,
      true,
      false,
    ]);

    const all = await listed(admin.caller);
    expect(all).toEqual(expect.arrayContaining([low.reference, high.reference]));
    expect(all).not.toContain(abnormal.reference);
    const row = (await admin.caller.admin.bookings.criticalReports()).items.find(
      (i) => i.booking.reference === low.reference,
    )!;
    expect(row).toMatchObject({
      id: lowReport!.id,
      version: 1,
      booking: { reference: low.reference, patientName: expect.stringMatching(/^Patient \d+$/) },
      lab: { id: fx.dubaiLabId, name: "Palm Crest Diagnostics" },
      // Only the critical observations, by name.
      observations: [{ name: "Haemoglobin", flag: "LL" }],
    });
  });

  it("a new version counts alone: a normal amendment clears the list, a critical one is listed as its version", async () => {
    const p = await patientWithBooking();
    await upload(p.reference, CRITICAL_LOW);
    expect(await listed(admin.caller)).toContain(p.reference);
    await upload(p.reference, MERELY_ABNORMAL);
    expect(await listed(admin.caller)).not.toContain(p.reference);
    expect((await p.caller.results.byBooking({ reference: p.reference }))[0]).toMatchObject({
      version: 2,
      critical: false,
    });

    await upload(p.reference, CRITICAL_HIGH);
    const rows = (await admin.caller.admin.bookings.criticalReports()).items.filter(
      (i) => i.booking.reference === p.reference,
    );
    expect(rows.map((r) => [r.version, r.observations])).toEqual([
      [3, [{ name: "Haemoglobin", flag: "HH" }]],
    ]);
  });
});

describe("the console's list and Patient contacted", () => {
  it("lab staff see their labs' critical reports only; admins see every lab's, oldest first", async () => {
    const dubai = await patientWithBooking(fx.dubaiLabId);
    const abuDhabi = await patientWithBooking(fx.abuDhabiLabId);
    await upload(dubai.reference, CRITICAL_LOW, new Date(Date.now() - 60_000));
    await upload(abuDhabi.reference, CRITICAL_HIGH);

    const mine = await listed(staff.caller);
    expect(mine).toContain(dubai.reference);
    expect(mine).not.toContain(abuDhabi.reference);
    const theirs = await listed(otherStaff.caller);
    expect(theirs).toContain(abuDhabi.reference);
    expect(theirs).not.toContain(dubai.reference);
    const all = await listed(admin.caller);
    expect(all.indexOf(dubai.reference)).toBeLessThan(all.indexOf(abuDhabi.reference));
    const { items, total } = await admin.caller.admin.bookings.criticalReports();
    expect(total).toBe(items.length);
  });

  it("records who and when, with an audit row, and the row leaves the list; a second time is a CONFLICT", async () => {
    const p = await patientWithBooking();
    const { id } = await upload(p.reference, CRITICAL_LOW);
    const before = await world.db.prisma.auditLog.count({ where: { action: "report.acknowledgeCritical" } });

    const done = await staff.caller.admin.bookings.acknowledgeCritical({ id });
    expect(done).toMatchObject({ id, criticalAcknowledgedAt: expect.any(Date) });
    expect(await listed(staff.caller)).not.toContain(p.reference);
    expect(await listed(admin.caller)).not.toContain(p.reference);
    const row = await world.db.prisma.report.findUniqueOrThrow({
      where: { id },
      select: { criticalAcknowledgedAt: true, criticalAcknowledgedById: true },
    });
    expect(row).toEqual({
      criticalAcknowledgedAt: done.criticalAcknowledgedAt,
      criticalAcknowledgedById: staff.userId,
    });
    const audit = await world.db.prisma.auditLog.findMany({
      where: { action: "report.acknowledgeCritical", entityId: id },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: staff.userId,
      entity: "report",
      after: { bookingReference: p.reference, version: 1, role: "lab_staff" },
    });

    const again = await failure(admin.caller.admin.bookings.acknowledgeCritical({ id }));
    expect(again).toMatchObject({
      code: "CONFLICT",
      message: "The patient was already marked as contacted for this report.",
    });
    expect(reasonOf(again)).toBe("ALREADY_ACKNOWLEDGED");
    expect(await world.db.prisma.auditLog.count({ where: { action: "report.acknowledgeCritical" } })).toBe(
      before + 1,
    );
    expect((await world.db.prisma.report.findUniqueOrThrow({ where: { id } })).criticalAcknowledgedById).toBe(
      staff.userId,
    );
  });

  it("another lab's report or an unknown id is NOT_FOUND, a patient FORBIDDEN, a normal report a CONFLICT; nothing changes", async () => {
    const p = await patientWithBooking(fx.dubaiLabId);
    const { id } = await upload(p.reference, CRITICAL_HIGH);
    expect(await failure(otherStaff.caller.admin.bookings.acknowledgeCritical({ id }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Report not found",
    });
    expect(
      await failure(
        staff.caller.admin.bookings.acknowledgeCritical({ id: "00000000-0000-4000-8000-000000000000" }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(await failure(p.caller.admin.bookings.acknowledgeCritical({ id }))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await failure(p.caller.admin.bookings.criticalReports())).toMatchObject({ code: "FORBIDDEN" });
    expect(
      await failure(staff.caller.admin.bookings.acknowledgeCritical({ id: "not-a-uuid" })),
    ).toMatchObject({
      code: "BAD_REQUEST",
    });

    const normal = await patientWithBooking(fx.dubaiLabId);
    const plain = await upload(normal.reference, MERELY_ABNORMAL);
    expect(await failure(staff.caller.admin.bookings.acknowledgeCritical({ id: plain.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This report has no critical results: there is nothing to acknowledge.",
    });

    const rows = await world.db.prisma.report.findMany({
      where: { id: { in: [id, plain.id] } },
      select: { criticalAcknowledgedAt: true },
    });
    expect(rows).toEqual([{ criticalAcknowledgedAt: null }, { criticalAcknowledgedAt: null }]);
    expect(await listed(staff.caller)).toContain(p.reference);
  });

  it("two acknowledgements at once: one succeeds, the other is a CONFLICT", async () => {
    const p = await patientWithBooking();
    const { id } = await upload(p.reference, CRITICAL_LOW);
    const second = await sessionCaller(world, admin.userId);
    const results = await Promise.allSettled([
      staff.caller.admin.bookings.acknowledgeCritical({ id }),
      second.admin.bookings.acknowledgeCritical({ id }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const rejected = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect(rejected.reason).toMatchObject({ code: "CONFLICT" });
    expect(
      await world.db.prisma.auditLog.count({ where: { action: "report.acknowledgeCritical", entityId: id } }),
    ).toBe(1);
  });
});

describe("the results email", () => {
  const SENTENCE_EN =
    "Some of your results need prompt attention. Please contact your doctor or the lab today. If you feel unwell, seek urgent care.";
  const SENTENCE_AR =
    "بعض نتائجك تحتاج إلى اهتمام عاجل. يُرجى التواصل مع طبيبك أو المختبر اليوم. إذا شعرت بتوعك، فاطلب الرعاية الطبية العاجلة.";

  /** Delivers the outbox to the SMTP peer; the email about `reference`. */
  async function mailFor(reference: string) {
    await deliverDue(world.db.prisma, {
      transport: smtp.transport(),
      from: "LabCompare UAE <no-reply@labcompare.test>",
      siteUrl: "https://labcompare.test",
    });
    const mail = smtp.received.find((m) => m.subject?.includes(reference));
    expect(mail, `the email about ${reference}`).toBeDefined();
    return { text: mail!.text ?? "", html: String(mail!.html), subject: mail!.subject ?? "" };
  }

  const noValues = (mail: { text: string; html: string }) => {
    // The booking's reference is named on purpose, and its random letters may spell "HH" or "LL".
    const withoutReference = (text: string) => text.replace(/LC-[0-9A-Z]{6}/g, "LC-…");
    for (const secret of ["5.9", "23.4", "9.7", "Haemoglobin", "Platelets", "g/dL", "LL", "HH"]) {
      expect(withoutReference(mail.text)).not.toContain(secret);
      expect(withoutReference(mail.html)).not.toContain(secret);
    }
  };

  it("is the sentence the booking page shows (results.criticalNotice), in English and Arabic", () => {
    const page = (locale: "en" | "ar") =>
      JSON.parse(
        readFileSync(
          new URL(`../../../apps/web/src/i18n/locales/${locale}/results.json`, import.meta.url),
          "utf8",
        ),
      ) as { criticalNotice: string };
    expect([emailResources.en.resultReady.critical, page("en").criticalNotice]).toEqual([
      SENTENCE_EN,
      SENTENCE_EN,
    ]);
    expect([emailResources.ar.resultReady.critical, page("ar").criticalNotice]).toEqual([
      SENTENCE_AR,
      SENTENCE_AR,
    ]);
  });

  it("a critical report's email urges prompt contact, in English, without values", async () => {
    const p = await patientWithBooking();
    await upload(p.reference, CRITICAL_LOW);
    const mail = await mailFor(p.reference);
    expect(mail.subject).toBe(`Your results for booking ${p.reference} are ready`);
    expect(mail.text).toContain(SENTENCE_EN);
    expect(mail.html).toContain(SENTENCE_EN);
    noValues(mail);
  });

  it("an Arabic account's email says it in Arabic", async () => {
    const p = await patientWithBooking(fx.dubaiLabId, "ar");
    await upload(p.reference, CRITICAL_HIGH);
    const mail = await mailFor(p.reference);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain(SENTENCE_AR);
    expect(mail.html).toContain(SENTENCE_AR);
    expect(mail.text).not.toContain(SENTENCE_EN);
    noValues(mail);
  });

  it("a report without LL or HH says nothing of it, in either language", async () => {
    const en = await patientWithBooking();
    const ar = await patientWithBooking(fx.dubaiLabId, "ar");
    await upload(en.reference, MERELY_ABNORMAL);
    await upload(ar.reference, MERELY_ABNORMAL);
    const enMail = await mailFor(en.reference);
    const arMail = await mailFor(ar.reference);
    expect(enMail.text).toContain("View your results");
    for (const mail of [enMail, arMail]) {
      expect(mail.text).not.toContain(SENTENCE_EN);
      expect(mail.text).not.toContain(SENTENCE_AR);
      expect(mail.html).not.toContain(SENTENCE_AR);
      noValues(mail);
    }
  });
});
