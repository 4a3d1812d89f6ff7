/**
 * Results fixtures for HTTP tests, written straight into the app's database and file store: two labs,
 * a patient with a completed booking at lab A and its reports, and the people who may or may not see
 * them (another patient, staff of each lab, an admin), each with a session cookie.
 */
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { dailyHours } from "@labcompare/domain";
import { buildApp } from "../../src/app.ts";
import { testEnv } from "../../src/env.ts";

/** A valid-enough PDF: the signature, one object and the end marker (the route never parses it). */
export const SAMPLE_PDF = new TextEncoder().encode(
  "%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% HbA1c 6.1 %\n%%EOF\n",
);

export interface ResultsWorld {
  labA: { id: string; name: string };
  labB: { id: string };
  testId: string;
  bookingId: string;
  reference: string;
  /** Session cookies ("labcompare_session=…") and user ids. */
  owner: { id: string; cookie: string };
  otherPatient: { id: string; cookie: string };
  staffA: { id: string; cookie: string };
  staffB: { id: string; cookie: string };
  admin: { id: string; cookie: string };
}

let counter = 0;

/** A user with `roles` (and lab_staff rows for `staffOf`) and a live session; returns id and cookie. */
export async function userWithSession(
  app: FastifyInstance,
  email: string,
  opts: { admin?: boolean; staffOf?: string[]; firstName?: string; lastName?: string; phone?: string } = {},
) {
  const roles = [
    ...(opts.admin ? ["admin" as const] : []),
    ...(opts.staffOf?.length ? ["lab_staff" as const] : []),
  ];
  const user = await app.db.prisma.user.create({
    data: {
      email,
      passwordHash: "not-used-in-these-tests",
      profile: {
        create: {
          firstName: opts.firstName ?? null,
          lastName: opts.lastName ?? null,
          phone: opts.phone ?? null,
        },
      },
      roles: { create: roles.map((role) => ({ role })) },
      staffLabs: { create: (opts.staffOf ?? []).map((labId) => ({ labId })) },
    },
  });
  const session = await app.auth.createSession(user.id, {});
  return { id: user.id, cookie: `labcompare_session=${session.id}` };
}

/** Labs A and B, one catalogue test (HbA1c), the people above, and the owner's completed booking at lab A. */
export async function createResultsWorld(app: FastifyInstance, tag: string): Promise<ResultsWorld> {
  const p = app.db.prisma;
  const n = ++counter;
  const lab = (name: string, slug: string) =>
    p.lab.create({
      data: {
        name,
        slug,
        emirate: "Dubai",
        area: "Al Barsha",
        address: "Building 7",
        phone: "+971 4 222 3333",
        weeklyHours: dailyHours("07:00", "22:00"),
      },
    });
  const labA = await lab(`Palm Crest ${tag}`, `palm-crest-${tag}`);
  const labB = await lab(`Corniche ${tag}`, `corniche-${tag}`);
  const test = await p.test.create({ data: { name: `HbA1c ${tag}`, slug: `hba1c-${tag}` } });
  const owner = await userWithSession(app, `owner-${tag}@example.com`, {
    firstName: "Aisha",
    lastName: "Rahman",
    phone: "+971501234567",
  });
  const reference = `LC-${tag.toUpperCase().padEnd(5, "X").slice(0, 5)}${n}`;
  const booking = await p.booking.create({
    data: {
      reference,
      userId: owner.id,
      labId: labA.id,
      status: "completed",
      scheduledDate: new Date("2026-03-10T00:00:00Z"),
      scheduledTime: "09:00",
      startsAt: new Date("2026-03-10T05:00:00Z"),
      patientName: "Aisha Rahman",
      patientEmail: `owner-${tag}@example.com`,
      priceAed: 85,
      totalAed: 85,
      items: { create: { testId: test.id, priceAed: 85 } },
    },
  });
  return {
    labA: { id: labA.id, name: labA.name },
    labB: { id: labB.id },
    testId: test.id,
    bookingId: booking.id,
    reference,
    owner,
    otherPatient: await userWithSession(app, `other-${tag}@example.com`),
    staffA: await userWithSession(app, `staff-a-${tag}@example.com`, { staffOf: [labA.id] }),
    staffB: await userWithSession(app, `staff-b-${tag}@example.com`, { staffOf: [labB.id] }),
    admin: await userWithSession(app, `admin-${tag}@example.com`, { admin: true }),
  };
}

/**
 * A report row (through Prisma, as an upload would leave it) with `file` put in app.fileStore and one
 * HbA1c observation. `patch` overrides report fields (bookingId null + source "patient" for an own entry).
 */
export async function createReport(
  app: FastifyInstance,
  w: ResultsWorld,
  patch: {
    version?: number;
    status?: "final" | "amended";
    supersededAt?: Date | null;
    bookingId?: string | null;
    source?: "lab" | "patient";
    externalLabName?: string | null;
    issuedAt?: Date;
    userId?: string;
  } = {},
  file: Uint8Array | null = SAMPLE_PDF,
) {
  const stored = file ? await app.fileStore.put(file, "application/pdf") : null;
  return app.db.prisma.report.create({
    data: {
      userId: patch.userId ?? w.owner.id,
      bookingId: patch.bookingId === undefined ? w.bookingId : patch.bookingId,
      source: patch.source ?? "lab",
      version: patch.version ?? 1,
      status: patch.status ?? "final",
      supersededAt: patch.supersededAt ?? null,
      issuedAt: patch.issuedAt ?? new Date("2026-03-11T08:00:00Z"),
      uploadedById: patch.source === "patient" ? null : w.staffA.id,
      externalLabName: patch.externalLabName ?? null,
      fileKey: stored?.key ?? null,
      fileSha256: stored?.sha256 ?? null,
      fileBytes: stored?.size ?? null,
      observations: {
        create: [
          {
            testId: w.testId,
            loincCode: "4548-4",
            name: "Hemoglobin A1c",
            valueNumber: "6.1",
            unit: "%",
            refLow: "4",
            refHigh: "5.6",
            flag: "H",
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
            position: 0,
          },
          {
            testId: w.testId,
            name: "Urine glucose",
            valueText: "Negative",
            refText: "Negative",
            flag: "N",
            effectiveAt: new Date("2026-03-10T05:00:00Z"),
            position: 1,
          },
        ],
      },
    },
  });
}

/**
 * The app with test settings on a fresh test database, holding a results world named `prefix`.
 * close() shuts the app and drops the database (also done here when the set-up fails).
 */
export async function openResultsApp(
  prefix: string,
): Promise<{ app: FastifyInstance; world: ResultsWorld; close: () => Promise<void> }> {
  const database = testDatabaseOptions();
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await database.drop();
  };
  try {
    app = await buildApp({ env: testEnv(), database: database.options });
    return { app, world: await createResultsWorld(app, prefix), close };
  } catch (error) {
    await close();
    throw error;
  }
}
