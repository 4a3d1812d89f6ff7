/**
 * Start-up work on an opened database, before the server answers: the demo catalogue, content and
 * demo patient on a database without categories (SEED_DEMO_DATA), reference data (areas), the site
 * settings row, and the admin account (ADMIN_EMAIL/ADMIN_PASSWORD, or one generated). Migrations run
 * when the database is opened (openDatabase). Generated passwords go to files readable only by this
 * user (password-files.ts); the terminal gets a one-time notice saying where.
 */
import type { FastifyBaseLogger } from "fastify";
import {
  ensureAdmin,
  ensureAreas,
  ensureDemoPatient,
  seedCatalog,
  seedInsurance,
  seedContent,
  type Database,
} from "@labcompare/db";
import { hashPassword } from "@labcompare/auth";
import { ensureSiteSettings } from "@labcompare/api";
import type { Env } from "./env.ts";
import { maskEmail } from "./log-privacy.ts";
import { writePasswordFile } from "./password-files.ts";

/** Writes the one-time notice of a generated password file (stdout: an operator reads it once). */
function announcePasswordFile(what: string, email: string, file: string, extra = ""): void {
  // The address is masked here (stdout often ends up in a log); the file holds it in full.
  console.log(
    `\n  ${what} created: ${maskEmail(email)}\n  Its address and password are in ${file} (readable only by this user).\n${extra}`,
  );
}

/** Seeds the demo catalogue, content and patient when SEED_DEMO_DATA is on and the catalogue is empty. */
async function seedDemoData(db: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  if (!env.SEED_DEMO_DATA || (await db.prisma.testCategory.count()) > 0) return;
  const summary = await seedCatalog(db.prisma);
  await seedInsurance(db.prisma);
  await seedContent(db.prisma);
  log.info({ summary }, "Seeded the demo catalogue");
  // The demo patient (past bookings and results at two labs) comes with the demo catalogue only.
  const patient = await ensureDemoPatient(db.prisma, { hashPassword });
  if (!patient) return;
  const file = writePasswordFile("demoPatient", env.DATA_DIR, patient.email, patient.generatedPassword);
  log.info({ file }, "Demo patient created");
  announcePasswordFile("Demo patient", patient.email, file);
}

/**
 * Runs the start-up work on `db` (idempotent: a second start changes nothing). Input: the opened
 * database, the env and a logger. Throws what the database throws.
 */
export async function bootstrap(db: Database, env: Env, log: FastifyBaseLogger): Promise<void> {
  await seedDemoData(db, env, log);
  // Reference data and the site settings row (demo contact details, flagged, until an admin saves real ones).
  await ensureAreas(db.prisma);
  await ensureSiteSettings(db.prisma);
  const admin = await ensureAdmin(db.prisma, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    hashPassword,
  });
  if (!admin?.generatedPassword) return;
  // Written once, on the start that created the account (README: "where the admin password is").
  const file = writePasswordFile("admin", env.DATA_DIR, admin.email, admin.generatedPassword);
  log.info({ file }, "Admin account created");
  announcePasswordFile(
    "Admin account",
    admin.email,
    file,
    "  Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.\n",
  );
}
