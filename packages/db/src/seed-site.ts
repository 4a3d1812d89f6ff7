/**
 * What a running site needs besides the catalogue: an admin account, the UAE areas for "near me",
 * and the demo health content of /resources.
 */
import { randomBytes } from "node:crypto";
import type { PrismaClient } from "./generated/prisma/client.ts";
import { readSeed } from "./seed-files.ts";

/** Demo health content for /resources: a few published posts and resources, added once. */
export async function seedContent(prisma: PrismaClient): Promise<void> {
  const content = readSeed<{
    posts: {
      title: string;
      excerpt: string;
      content: string;
      author: string;
      category: string;
      imageUrl: string | null;
    }[];
    resources: { title: string; category: string; description: string; link: string }[];
  }>("content.json");
  if ((await prisma.blogPost.count()) === 0) {
    const base = Date.parse("2026-10-01T08:00:00Z");
    await prisma.blogPost.createMany({
      data: content.posts.map((p, i) => ({
        ...p,
        isPublished: true,
        createdAt: new Date(base + i * 86_400_000 * 9),
        updatedAt: new Date(base + i * 86_400_000 * 9),
      })),
    });
  }
  if ((await prisma.resource.count()) === 0) await prisma.resource.createMany({ data: content.resources });
}

/**
 * Makes sure an admin exists. With `email` and `password` (ADMIN_EMAIL / ADMIN_PASSWORD) that account
 * is created or updated and given the admin role. Without them, when no admin exists yet, one is
 * created with a generated password, which is returned so the caller can print it once.
 */
export async function ensureAdmin(
  prisma: PrismaClient,
  options: { email?: string; password?: string; hashPassword: (p: string) => Promise<string> },
): Promise<{ email: string; generatedPassword?: string } | null> {
  if (options.email && options.password) {
    const email = options.email.trim().toLowerCase();
    const passwordHash = await options.hashPassword(options.password);
    const user = await prisma.user.upsert({
      where: { email },
      create: { email, passwordHash, profile: { create: { firstName: "Site", lastName: "Admin" } } },
      update: { passwordHash },
      select: { id: true },
    });
    await prisma.userRole.upsert({
      where: { userId_role: { userId: user.id, role: "admin" } },
      create: { userId: user.id, role: "admin" },
      update: {},
    });
    return { email };
  }
  if (await prisma.userRole.findFirst({ where: { role: "admin" }, select: { id: true } })) return null;
  const email = options.email?.trim().toLowerCase() || "admin@labcompare.local";
  const generatedPassword = randomBytes(12).toString("base64url");
  const passwordHash = await options.hashPassword(generatedPassword);
  const user = await prisma.user.upsert({
    where: { email },
    create: { email, passwordHash, profile: { create: { firstName: "Site", lastName: "Admin" } } },
    update: { passwordHash },
    select: { id: true },
  });
  await prisma.userRole.create({ data: { userId: user.id, role: "admin" } });
  return { email, generatedPassword };
}

interface AreaSeed {
  emirate: string;
  name: string;
  nameAr: string;
  latitude: number;
  longitude: number;
}

/**
 * UAE areas with centre points and Arabic names (prisma/seed-data/areas.json) for "near me":
 * reference data, written on every start when missing (not demo data); an area stored without its
 * Arabic name gets it. Returns how many were added.
 */
export async function ensureAreas(prisma: PrismaClient): Promise<number> {
  const areas = readSeed<AreaSeed[]>("areas.json");
  const result = await prisma.uaeArea.createMany({ data: areas, skipDuplicates: true });
  const unnamed = await prisma.uaeArea.findMany({
    where: { nameAr: null },
    select: { id: true, name: true, emirate: true },
  });
  for (const row of unnamed) {
    const nameAr = areas.find((a) => a.name === row.name && a.emirate === row.emirate)?.nameAr;
    if (nameAr) await prisma.uaeArea.update({ where: { id: row.id }, data: { nameAr } });
  }
  return result.count;
}
