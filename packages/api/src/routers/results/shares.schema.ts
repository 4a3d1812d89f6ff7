/** Output schemas of results.shares.*: exactly what sharing/shares.service.ts returns (instants as Dates). */
import { z } from "zod";

/** results.shares.create: the link's URL and PIN, answered this once. */
export const shareCreatedOutput = z.object({
  id: z.string(),
  url: z.string(),
  expiresAt: z.date(),
  /** Six digits; absent when the link has no PIN. */
  pin: z.string().optional(),
});

/** One link as its owner sees it (ShareDto). */
export const shareOutput = z.object({
  id: z.string(),
  /** { id: null, name: null } for the account holder. */
  person: z.object({ id: z.string().nullable(), name: z.string().nullable() }),
  scope: z.enum(["all", "report"]),
  report: z
    .object({
      id: z.string(),
      issuedAt: z.date(),
      labName: z.string(),
      labNameAr: z.string().nullable(),
      reference: z.string().nullable(),
    })
    .nullable(),
  withPin: z.boolean(),
  expiresAt: z.date(),
  revokedAt: z.date().nullable(),
  lastOpenedAt: z.date().nullable(),
  createdAt: z.date(),
  status: z.enum(["active", "expired", "revoked"]),
});

export const shareListOutput = z.array(shareOutput);
