/**
 * Booking fixtures for the slow server tests, written straight into the database: a lab open every
 * day with its tests on offer, and patients with live sessions.
 */
import type { Database } from "@labcompare/db";
import { createAuth, hashPassword } from "@labcompare/auth";
import { dailyHours } from "@labcompare/domain";

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
