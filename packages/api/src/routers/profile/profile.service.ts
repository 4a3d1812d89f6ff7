/** Patient profile: first name, last name, phone (SPEC section 3); the id is the user id. */
import type { Prisma, PrismaClient } from "@labcompare/db";
import type { profileUpdateInput } from "@labcompare/validators";
import type { z } from "zod";

export const profileSelect = { firstName: true, lastName: true, phone: true } satisfies Prisma.ProfileSelect;

/** The user's email and profile fields (nulls when not set yet). */
export async function getProfile(db: PrismaClient, userId: string) {
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: { id: true, email: true, profile: { select: profileSelect } },
  });
  return {
    id: user.id,
    email: user.email,
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    phone: user.profile?.phone ?? null,
  };
}

/** Saves the user's profile (creating it on first save); empty fields become null. */
export async function updateProfile(db: PrismaClient, userId: string, input: z.output<typeof profileUpdateInput>) {
  await db.profile.upsert({ where: { id: userId }, create: { id: userId, ...input }, update: input });
  return getProfile(db, userId);
}
