/**
 * Helpers of the results upload tests: a multipart/form-data body built by hand (so its size is
 * exact), PDFs made with pdf-lib (a valid one, one padded to an exact size and still loadable), and a
 * small world of a lab, tests, users of each role and bookings inserted straight into the database.
 */
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { PDFDocument } from "pdf-lib";
import { dailyHours, dubaiInstant, newBookingReference, type BookingStatusValue } from "@labcompare/domain";
import { postTrpc } from "./trpc-answer.ts";

/** One part of a multipart body: a text field, or a file with its name and type. */
export type Part =
  | { name: string; value: string }
  | { name: string; file: Uint8Array; filename?: string; contentType?: string };

/** A multipart/form-data body of `parts` and its content-type header. */
export function multipartBody(parts: Part[]): { body: Buffer; contentType: string } {
  const boundary = `----labcompare${randomUUID().replace(/-/g, "")}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ("file" in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? "report.pdf"}"\r\nContent-Type: ${part.contentType ?? "application/pdf"}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(part.file));
    } else {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n`),
      );
      chunks.push(Buffer.from(part.value, "utf8"));
    }
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A one-page PDF made with pdf-lib. */
export async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText("Results", { x: 20, y: 100 });
  return doc.save();
}

/**
 * A valid one-page PDF of exactly `size` bytes: padded after its %%EOF inside a PDF comment, and
 * ending with %%EOF again, where readers look for it (the last 1,024 bytes).
 */
export async function pdfOfSize(size: number): Promise<Uint8Array> {
  const pdf = await onePagePdf();
  const out = Buffer.alloc(size, 0x41);
  out.set(pdf, 0);
  out.set(Buffer.from("\n%"), pdf.length);
  out.set(Buffer.from("\n%%EOF\n"), size - 7);
  return out;
}

/** The first bytes of a PNG image (a file renamed to report.pdf). */
export const PNG_BYTES = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e221bc330000000049454e44ae426082",
  "hex",
);

export const ORIGIN = "http://localhost:3000";

/** POSTs `parts` to `url` as multipart/form-data from ORIGIN (or `opts.origin`), with `opts.cookie` if given. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  parts: Part[],
  opts: { cookie?: string; origin?: string } = {},
) {
  const { body, contentType } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url,
    headers: {
      "content-type": contentType,
      origin: opts.origin ?? ORIGIN,
      ...(opts.cookie ? { cookie: opts.cookie } : {}),
    },
    payload: body,
  });
}

/** How many reports, observations and stored files exist (a refusal changes none). */
export async function storedCounts(app: FastifyInstance) {
  const p = app.db.prisma;
  return {
    reports: await p.report.count(),
    observations: await p.observation.count(),
    files: await p.storedFile.count(),
  };
}
const jsonHeaders = { "content-type": "application/json", host: "localhost:3000", origin: ORIGIN };

/** Signs up `email` and returns its session cookie ("name=value"). */
export async function signUp(
  app: FastifyInstance,
  email: string,
): Promise<{ cookie: string; userId: string }> {
  const res = await postTrpc(
    app,
    "auth.signUp",
    { email, password: "long enough pw" },
    { headers: jsonHeaders },
  );
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  const user = await app.db.prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { cookie: String(res.headers["set-cookie"]).split(";")[0]!, userId: user.id };
}

/** The world of the tests: two labs, two tests (HbA1c with a LOINC code, Vitamin D with synonyms), and users of each role. */
export async function seedResultsWorld(app: FastifyInstance) {
  const p = app.db.prisma;
  const lab = (slug: string) =>
    p.lab.create({
      data: {
        name: `Lab ${slug}`,
        slug,
        emirate: "Dubai",
        area: "Al Barsha",
        address: "Building 1",
        phone: "+971 4 000 0000",
        weeklyHours: dailyHours("07:00", "22:00"),
        latitude: 25.1,
        longitude: 55.2,
      },
    });
  const own = await lab("results-own");
  const other = await lab("results-other");
  const hba1c = await p.test.create({
    data: { name: "HbA1c", slug: "hba1c", loincCode: "4548-4", synonyms: ["Glycated haemoglobin"] },
  });
  const vitaminD = await p.test.create({
    data: { name: "Vitamin D Test", slug: "vitamin-d-test", synonyms: ["Vit D"] },
  });
  const patient = await signUp(app, "results-patient@example.com");
  const staff = await signUp(app, "results-staff@example.com");
  const otherStaff = await signUp(app, "results-other-staff@example.com");
  const admin = await signUp(app, "results-admin@example.com");
  await p.userRole.createMany({
    data: [
      { userId: staff.userId, role: "lab_staff" },
      { userId: otherStaff.userId, role: "lab_staff" },
      { userId: admin.userId, role: "admin" },
    ],
  });
  await p.labStaff.createMany({
    data: [
      { userId: staff.userId, labId: own.id },
      { userId: otherStaff.userId, labId: other.id },
    ],
  });

  /** A booking of the patient at the own lab for `testIds` (default both tests) in `status`. */
  async function booking(
    status: BookingStatusValue = "confirmed",
    testIds = [hba1c.id, vitaminD.id],
  ): Promise<{ id: string; reference: string }> {
    return p.booking.create({
      data: {
        reference: newBookingReference(),
        userId: patient.userId,
        labId: own.id,
        scheduledDate: new Date("2026-11-20T00:00:00Z"),
        scheduledTime: "09:00",
        startsAt: dubaiInstant("2026-11-20", "09:00"),
        patientName: "Aisha Rahman",
        patientEmail: "results-patient@example.com",
        status,
        priceAed: 100,
        totalAed: 100,
        items: { create: testIds.map((testId) => ({ testId, priceAed: 50 })) },
      },
      select: { id: true, reference: true },
    });
  }
  return { own, other, hba1c, vitaminD, patient, staff, otherStaff, admin, booking };
}
