/**
 * npm run db:seed — applies migrations and upserts the demo catalogue and content into the database
 * named by DATABASE_URL, or the embedded PGlite in DATA_DIR (default ./data/pglite). Also ensures an
 * admin (ADMIN_EMAIL / ADMIN_PASSWORD, or a generated password printed once) and the demo patient
 * (patient@labcompare.local, a generated password printed once).
 */
import { hash } from "@node-rs/argon2";
import {
  openDatabase,
  seedCatalog,
  seedInsurance,
  seedContent,
  ensureAdmin,
  ensureAreas,
  ensureDemoPatient,
} from "../src/index.ts";

const db = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? "data/pglite",
});
try {
  const t0 = performance.now();
  const summary = await seedCatalog(db.prisma);
  await seedInsurance(db.prisma);
  await ensureAreas(db.prisma);
  await seedContent(db.prisma);
  console.log(`Seeded in ${Math.round(performance.now() - t0)} ms:`, summary);
  const admin = await ensureAdmin(db.prisma, {
    email: process.env.ADMIN_EMAIL,
    password: process.env.ADMIN_PASSWORD,
    hashPassword: (p) => hash(p, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
  });
  if (admin?.generatedPassword)
    console.log(`Admin account created: ${admin.email} / ${admin.generatedPassword} (shown once)`);
  const patient = await ensureDemoPatient(db.prisma, {
    hashPassword: (p) => hash(p, { memoryCost: 19456, timeCost: 2, parallelism: 1 }),
  });
  if (patient)
    console.log(`Demo patient created: ${patient.email} / ${patient.generatedPassword} (shown once)`);
} finally {
  await db.close();
}
