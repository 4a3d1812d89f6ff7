// Prisma CLI configuration. Only `prisma generate` runs here (no native engine can be downloaded);
// migrations are written by packages/db/scripts/make-migration.ts and applied by our own runner.
import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
});
