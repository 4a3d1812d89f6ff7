/**
 * Input schemas of a doctor's link to a person's results (results.shares.create, .revoke) and the
 * PIN form of /share/<token>. Messages: share-messages.ts.
 */
import { z } from "zod";
import { idSchema, wholeNumber } from "./fields.ts";
import { shareMessages as m } from "./share-messages.ts";

/** How long a link lasts: 1–30 days, 14 unless chosen. */
export const SHARE_DAYS = { min: 1, max: 30, default: 14 } as const;
/** Wrong PINs in a row that lock a link, and for how long (minutes). */
export const SHARE_PIN_LOCK = { attempts: 5, minutes: 15 } as const;

/**
 * results.shares.create: `personId` a family member's id, or absent / null for the account holder;
 * `reportId` one report of that person, or absent / null for all their results; `days` 1–30
 * (default 14); `withPin` a 6-digit PIN (default true).
 */
export const shareCreateInput = z.object({
  personId: idSchema.nullish().transform((v) => v ?? null),
  reportId: idSchema.nullish().transform((v) => v ?? null),
  days: wholeNumber(m.daysInvalid, SHARE_DAYS.min, SHARE_DAYS.max).default(SHARE_DAYS.default),
  withPin: z.boolean().default(true),
});
export type ShareCreateInput = z.input<typeof shareCreateInput>;

/** results.shares.revoke: { id } of one of the caller's links. */
export const shareRevokeInput = z.object({ id: idSchema });

/** The PIN as typed on /share/<token>: six digits (spaces ignored). */
export const sharePinInput = z
  .string({ error: m.pinFormat })
  .transform((v) => v.replace(/\s+/g, ""))
  .pipe(z.string().regex(/^\d{6}$/, { message: m.pinFormat }));
