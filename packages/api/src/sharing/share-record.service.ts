/**
 * What a doctor's link shows: the person (name, date of birth), their numeric series with trends and
 * flags, and the reports with their values, read for the link's owner and person only
 * (`reports.user_id`, `reports.family_member_id`, null for the account holder) and within its scope
 * (all current reports, or one report: its current version). Read-only; the caller audits the view.
 */
import type { PrismaClient } from "@labcompare/db";
import { pointsWithLabs, type SeriesWithLabs } from "@labcompare/domain/results/timeline";
import { type ReportDto, reportOrder, reportSelect, toReportDto } from "../results/results.service.ts";
import { readTimeline, type TimelineSeries } from "../results/timeline.service.ts";
import type { OpenShare } from "./share-access.service.ts";

/** The shared person: their name ("" when the holder gave none) and date of birth ("YYYY-MM-DD", or null). */
export interface SharedPerson {
  name: string;
  dateOfBirth: string | null;
}

/**
 * A link's page data: the sharer's language, the person, the series (oldest point first, each value
 * with its report's lab and source) and the reports (newest first).
 */
export interface SharedRecord {
  locale: "en" | "ar";
  person: SharedPerson;
  series: SeriesWithLabs<TimelineSeries>[];
  reports: ReportDto[];
}

/** A date column (midnight UTC) as "YYYY-MM-DD". */
const dateKey = (d: Date): string => d.toISOString().slice(0, 10);

type ShareScope = Pick<OpenShare, "userId" | "familyMemberId" | "reportId">;

/** The `where` of the reports a link may show: the owner's current reports of its person, in its scope. */
async function scopeWhere(db: PrismaClient, share: ShareScope) {
  const base = { userId: share.userId, familyMemberId: share.familyMemberId, supersededAt: null };
  if (!share.reportId) return base;
  // One report: its current version (an amended lab report replaces the one shared).
  const shared = await db.report.findUnique({ where: { id: share.reportId }, select: { bookingId: true } });
  return shared?.bookingId ? { ...base, bookingId: shared.bookingId } : { ...base, id: share.reportId };
}

/** The person of a link: the family member, or the account holder (profile name, else their latest booking's patient name). */
async function sharedPerson(db: PrismaClient, share: ShareScope): Promise<SharedPerson> {
  if (share.familyMemberId) {
    const member = await db.familyMember.findUniqueOrThrow({
      where: { id: share.familyMemberId },
      select: { name: true, dateOfBirth: true },
    });
    return { name: member.name, dateOfBirth: dateKey(member.dateOfBirth) };
  }
  const profile = await db.profile.findUnique({
    where: { id: share.userId },
    select: { firstName: true, lastName: true, dateOfBirth: true },
  });
  let name = [profile?.firstName, profile?.lastName].filter(Boolean).join(" ").trim();
  if (!name) {
    const booking = await db.booking.findFirst({
      where: { userId: share.userId, familyMemberId: null },
      orderBy: { createdAt: "desc" },
      select: { patientName: true },
    });
    name = booking?.patientName ?? "";
  }
  return { name, dateOfBirth: profile?.dateOfBirth ? dateKey(profile.dateOfBirth) : null };
}

/** The language of the link's owner ("en" or "ar"): the page opens in it. */
export async function sharerLocale(db: PrismaClient, share: Pick<OpenShare, "userId">): Promise<"en" | "ar"> {
  const profile = await db.profile.findUnique({ where: { id: share.userId }, select: { locale: true } });
  return profile?.locale === "ar" ? "ar" : "en";
}

/** The page data of `share` (SharedRecord). Throws on database errors only. */
export async function readSharedRecord(db: PrismaClient, share: ShareScope): Promise<SharedRecord> {
  const where = await scopeWhere(db, share);
  const [person, locale, reports, timeline] = await Promise.all([
    sharedPerson(db, share),
    sharerLocale(db, share),
    db.report.findMany({ where, orderBy: reportOrder, select: reportSelect }),
    readTimeline(db, where),
  ]);
  return {
    locale,
    person,
    series: pointsWithLabs(timeline),
    reports: reports.map(toReportDto),
  };
}

/**
 * The PDF of report `reportId` when `share` may show it (its scope, and a stored file): the file's
 * key and SHA-256 and the download name's parts; null otherwise.
 */
export async function sharedReportFile(db: PrismaClient, share: ShareScope, reportId: string) {
  const where = await scopeWhere(db, share);
  return db.report.findFirst({
    where: { AND: [where, { id: reportId, fileKey: { not: null } }] },
    select: {
      id: true,
      fileKey: true,
      fileSha256: true,
      issuedAt: true,
      booking: { select: { reference: true } },
    },
  });
}
