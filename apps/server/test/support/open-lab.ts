/**
 * Booking fixtures for the slow server tests, written straight into the database: a lab open every
 * day with its tests on offer, and patients with live sessions; and the distinct slots and booking
 * inputs their clients send.
 */
import { openDatabase, type Database } from "@labcompare/db";
import { createAuth, hashPassword } from "@labcompare/auth";
import { addDays, dailyHours, todayInDubai } from "@labcompare/domain";

type Prisma = Database["prisma"];

/**
 * "`label` Lab" (slug "`label`-lab", at "1 `label` Street", Deira, Dubai), open 07:00–22:00 every
 * day with `capacity` lab-visit places a slot, offering each of `tests` (name, price in AED; slug
 * from the name; 8 h turnaround). Returns the lab's id and the tests' ids in the order given.
 */
export async function seedOpenLab(
  prisma: Prisma,
  opts: { label: string; phone: string; capacity: number; tests: { name: string; priceAed: number }[] },
): Promise<{ labId: string; testIds: string[] }> {
  const lab = await prisma.lab.create({
    data: {
      name: `${opts.label} Lab`,
      slug: `${opts.label.toLowerCase()}-lab`,
      emirate: "Dubai",
      area: "Deira",
      address: `1 ${opts.label} Street`,
      phone: opts.phone,
      weeklyHours: dailyHours("07:00", "22:00"),
      labVisitCapacity: opts.capacity,
    },
  });
  const testIds: string[] = [];
  for (const { name, priceAed } of opts.tests) {
    const test = await prisma.test.create({ data: { name, slug: name.toLowerCase().replace(/ /g, "-") } });
    await prisma.labTestOffer.create({
      data: { labId: lab.id, testId: test.id, priceAed, turnaroundHours: 8 },
    });
    testIds.push(test.id);
  }
  return { labId: lab.id, testIds };
}

/**
 * `count` patients `<prefix>-<i>@example.com` with `password` (one argon2 hash for all: hashing is
 * the slow part of sign-up) and a session each, made directly. Returns id, email and session token.
 */
export async function patientsWithSessions(
  prisma: Prisma,
  prefix: string,
  count: number,
  password: string,
): Promise<{ id: string; email: string; token: string }[]> {
  const passwordHash = await hashPassword(password);
  const emails = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.com`);
  await prisma.user.createMany({ data: emails.map((email) => ({ email, passwordHash })) });
  const rows = await prisma.user.findMany({
    where: { email: { in: emails } },
    select: { id: true, email: true },
  });
  const auth = createAuth(prisma, { secure: false });
  const users = [];
  for (const email of emails) {
    const row = rows.find((r) => r.email === email)!;
    users.push({ id: row.id, email, token: (await auth.createSession(row.id, {})).id });
  }
  return users;
}

/** A lab with one test on offer, and the session tokens of its patients (empty when none were asked for). */
export interface BookableLab {
  labId: string;
  testId: string;
  tokens: string[];
}

/**
 * Opens the database at `databaseUrl` (pool of 2), seeds "`label` Lab" (seedOpenLab: phone `phone`,
 * 1,000 places a slot, the one test "`label` Vitamin D" at 90 AED) and `patients` patients with
 * sessions (patientsWithSessions: `<prefix>-<i>@example.com`, password "`prefix` client passphrase 1",
 * prefix the label in lower case), then closes it, also when seeding throws.
 */
export async function seedBookableLab(
  databaseUrl: string,
  opts: { label: string; phone: string; patients?: number },
): Promise<BookableLab> {
  const db = await openDatabase({ databaseUrl, poolSize: 2 });
  try {
    const { labId, testIds } = await seedOpenLab(db.prisma, {
      label: opts.label,
      phone: opts.phone,
      capacity: 1000,
      tests: [{ name: `${opts.label} Vitamin D`, priceAed: 90 }],
    });
    const prefix = opts.label.toLowerCase();
    // Hashing the password is the slow part: skipped when no patient is made here.
    const users = opts.patients
      ? await patientsWithSessions(db.prisma, prefix, opts.patients, `${prefix} client passphrase 1`)
      : [];
    return { labId, testId: testIds[0]!, tokens: users.map((u) => u.token) };
  } finally {
    await db.close();
  }
}

/**
 * The `k`-th (from 0) of a run's distinct lab-visit slots: 15 minutes apart from 08:00, 40 a day
 * (08:00–17:45), from 3 days after today in Asia/Dubai. `date` YYYY-MM-DD, `time` HH:MM.
 */
export function distinctSlot(k: number): { date: string; time: string } {
  return {
    date: addDays(todayInDubai(), 3 + Math.floor(k / 40)),
    time: `${String(8 + Math.floor((k % 40) / 4)).padStart(2, "0")}:${String((k % 4) * 15).padStart(2, "0")}`,
  };
}

/**
 * booking.create's input for patient `patient` of a run labelled `label` at `lab`: its one test, slot
 * `distinctSlot(k)`, the patient "`label` Client `patient`" <`label lower`-`patient`@example.com>, and
 * `idempotencyKey`.
 */
export function slotBookingInput(
  lab: { labId: string; testId: string },
  label: string,
  patient: number,
  k: number,
  idempotencyKey: string,
) {
  const slot = distinctSlot(k);
  return {
    testIds: [lab.testId],
    labId: lab.labId,
    scheduledDate: slot.date,
    scheduledTime: slot.time,
    patientName: `${label} Client ${patient}`,
    patientEmail: `${label.toLowerCase()}-${patient}@example.com`,
    idempotencyKey,
  };
}
