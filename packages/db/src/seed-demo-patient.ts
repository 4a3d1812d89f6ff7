/**
 * The demo patient: one account with three past, completed bookings at two labs and their lab
 * reports (HbA1c 6.1 → 5.9 → 5.8 % and total cholesterol), so /results shows a trend across labs on
 * a fresh demo site. Added once, with the demo catalogue; never on a database without it.
 */
import { randomBytes } from "node:crypto";
import { addDays, dubaiInstant, todayInDubai } from "@labcompare/domain/calendar";
import { newBookingReference } from "@labcompare/domain/booking-rules";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { transaction } from "./transaction.ts";

/** The demo patient's sign-in address (README). */
export const DEMO_PATIENT_EMAIL = "patient@labcompare.local";

const HBA1C = {
  slug: "glycated-hemoglobin-hba1c",
  loincCode: "4548-4",
  unit: "%",
  refLow: 4,
  refHigh: 5.6,
  refText: null,
};
const CHOLESTEROL = {
  slug: "total-cholesterol",
  loincCode: "2093-3",
  unit: "mmol/L",
  refLow: null,
  refHigh: 5.2,
  refText: "< 5.2",
};

/** The visits: days before today (Asia/Dubai), which of the two labs, and the values (HbA1c %, cholesterol mmol/L). */
const VISITS = [
  { daysAgo: 240, lab: 0, hba1c: { value: 6.1, flag: "H" }, cholesterol: { value: 5.9, flag: "H" } },
  { daysAgo: 120, lab: 1, hba1c: { value: 5.9, flag: "H" }, cholesterol: { value: 5.4, flag: "H" } },
  { daysAgo: 30, lab: 0, hba1c: { value: 5.8, flag: "H" }, cholesterol: { value: 4.9, flag: "N" } },
] as const;

/**
 * Creates the demo patient (DEMO_PATIENT_EMAIL, a generated password) with its bookings and reports,
 * in one transaction, when the account does not exist yet and the catalogue has HbA1c and total
 * cholesterol at two active labs. Returns { email, generatedPassword } when it created the account
 * (the caller writes the password to a file), else null. `now` sets "today" for the visit dates.
 */
export async function ensureDemoPatient(
  prisma: PrismaClient,
  options: { hashPassword: (p: string) => Promise<string>; now?: Date },
): Promise<{ email: string; generatedPassword: string } | null> {
  if (await prisma.user.findUnique({ where: { email: DEMO_PATIENT_EMAIL }, select: { id: true } }))
    return null;
  const tests = await prisma.test.findMany({
    where: { slug: { in: [HBA1C.slug, CHOLESTEROL.slug] }, active: true },
    select: { id: true, slug: true, name: true },
  });
  const hba1c = tests.find((t) => t.slug === HBA1C.slug);
  const cholesterol = tests.find((t) => t.slug === CHOLESTEROL.slug);
  if (!hba1c || !cholesterol) return null;
  // Two labs offering both tests, in name order (the same two on every fresh demo database).
  const labs = await prisma.lab.findMany({
    where: {
      active: true,
      AND: [hba1c.id, cholesterol.id].map((testId) => ({ offers: { some: { testId, active: true } } })),
    },
    orderBy: { name: "asc" },
    take: 2,
    select: {
      id: true,
      offers: {
        where: { testId: { in: [hba1c.id, cholesterol.id] } },
        select: { testId: true, priceAed: true },
      },
    },
  });
  if (labs.length < 2) return null;

  const generatedPassword = randomBytes(12).toString("base64url");
  const passwordHash = await options.hashPassword(generatedPassword);
  const today = todayInDubai(options.now);
  await transaction(prisma, async (tx) => {
    const user = await tx.user.create({
      data: {
        email: DEMO_PATIENT_EMAIL,
        passwordHash,
        emailVerifiedAt: options.now ?? new Date(),
        profile: {
          create: {
            firstName: "Demo",
            lastName: "Patient",
            dateOfBirth: new Date("1986-04-12T00:00:00Z"),
            sex: "female",
          },
        },
      },
      select: { id: true },
    });
    for (const visit of VISITS) {
      const lab = labs[visit.lab]!;
      const date = addDays(today, -visit.daysAgo);
      const startsAt = dubaiInstant(date, "09:00");
      const price = lab.offers.reduce((sum, o) => sum + o.priceAed.toNumber(), 0);
      const booking = await tx.booking.create({
        data: {
          reference: newBookingReference(),
          userId: user.id,
          labId: lab.id,
          scheduledDate: new Date(`${date}T00:00:00Z`),
          scheduledTime: "09:00",
          startsAt,
          patientName: "Demo Patient",
          patientEmail: DEMO_PATIENT_EMAIL,
          status: "completed",
          priceAed: price,
          totalAed: price,
          createdAt: new Date(startsAt.getTime() - 3 * 86_400_000),
          items: { create: lab.offers.map((o) => ({ testId: o.testId, priceAed: o.priceAed })) },
        },
        select: { id: true },
      });
      const values = [
        { test: hba1c, spec: HBA1C, result: visit.hba1c },
        { test: cholesterol, spec: CHOLESTEROL, result: visit.cholesterol },
      ];
      await tx.report.create({
        data: {
          userId: user.id,
          bookingId: booking.id,
          source: "lab",
          version: 1,
          status: "final",
          issuedAt: new Date(startsAt.getTime() + 86_400_000),
          observations: {
            create: values.map(({ test, spec, result }, position) => ({
              testId: test.id,
              loincCode: spec.loincCode,
              name: test.name,
              valueNumber: result.value,
              unit: spec.unit,
              refLow: spec.refLow,
              refHigh: spec.refHigh,
              refText: spec.refText,
              flag: result.flag,
              effectiveAt: startsAt,
              position,
            })),
          },
        },
      });
    }
  });
  return { email: DEMO_PATIENT_EMAIL, generatedPassword };
}
