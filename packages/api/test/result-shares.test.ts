/**
 * Links for a doctor (results.shares.create, list, revoke, and opening a link as the host does) on a
 * real database: whose person and report may be shared, the URL and PIN answered once with only
 * hashes stored, withdrawing and expiry (a clock set by the test), the PIN lock after five wrong PINs
 * and its end after 15 minutes, the scope of one report, and the audit rows.
 */
import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  findOpenShare,
  readSharedRecord,
  recordShareView,
  sharedReportFile,
  trySharePin,
} from "../src/index.ts";
import { listShares } from "../src/sharing/shares.service.ts";
import { failure, issueMessages, reasonOf, seededWorldForFile, type TestWorld } from "./helpers.ts";

const { world, fx } = seededWorldForFile(addPeopleAndReports);
let parent: Awaited<ReturnType<TestWorld["signedIn"]>>;
let stranger: Awaited<ReturnType<TestWorld["signedIn"]>>;
let childId: string, strangerChildId: string;
let holderReportId: string, childReportId: string, childOlderReportId: string;

const GONE = "This link has expired or was withdrawn.";
const tokenOf = (url: string) => url.split("/share/")[1]!;

/** A patient's own report for `familyMemberId` (null = the holder) with one numeric value, `daysAgo` days ago. */
async function ownReport(userId: string, familyMemberId: string | null, value: number, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const report = await world.db.prisma.report.create({
    data: {
      userId,
      familyMemberId,
      source: "patient",
      externalLabName: "Clinic lab",
      issuedAt: at,
      fileKey: `key-${userId.slice(0, 8)}-${value}-${daysAgo}`,
      fileSha256: "0".repeat(64),
      fileBytes: 10,
      observations: {
        create: {
          testId: fx.vitaminDId,
          name: "Vitamin D",
          valueNumber: value,
          unit: "ng/mL",
          refLow: 30,
          refHigh: 100,
          flag: value < 30 ? "L" : "N",
          effectiveAt: at,
        },
      },
    },
    select: { id: true },
  });
  return report.id;
}

/** The parent (with a child and three reports) and a stranger (with a child of their own). */
async function addPeopleAndReports() {
  parent = await world.signedIn("parent@example.com");
  stranger = await world.signedIn("stranger@example.com");
  const p = world.db.prisma;
  await p.profile.update({
    where: { id: parent.userId },
    data: { firstName: "Aisha", lastName: "Rahman", locale: "ar", dateOfBirth: new Date("1985-04-02") },
  });
  const member = (userId: string, name: string) =>
    p.familyMember.create({
      data: { userId, name, dateOfBirth: new Date("2015-06-01"), sex: "female", relation: "child" },
      select: { id: true },
    });
  childId = (await member(parent.userId, "Mariam Rahman")).id;
  strangerChildId = (await member(stranger.userId, "Someone Else")).id;
  holderReportId = await ownReport(parent.userId, null, 45, 10);
  childOlderReportId = await ownReport(parent.userId, childId, 22, 40);
  childReportId = await ownReport(parent.userId, childId, 35, 5);
}

describe("results.shares.create", () => {
  it("answers the URL and a 6-digit PIN once, stores only hashes, and audits the creation", async () => {
    const made = await parent.caller.results.shares.create({ personId: childId });
    expect(made.pin).toMatch(/^\d{6}$/);
    const token = tokenOf(made.url);
    expect(made.url).toBe(`http://localhost:3000/share/${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const days = (made.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.99);
    expect(days).toBeLessThanOrEqual(14);
    const row = await world.db.prisma.resultShare.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.tokenSha256).toBe(createHash("sha256").update(token).digest("hex"));
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(JSON.stringify(row)).not.toContain(token);
    // Ids and hashes are random text that may hold any six digits by chance (a token hash held
    // "869445"): no column is the PIN, and the others do not hold it.
    for (const value of Object.values(row)) expect(value).not.toBe(made.pin);
    const randomText = new Set(["id", "userId", "familyMemberId", "reportId", "tokenSha256", "pinHash"]);
    const plain = Object.entries(row).filter(([column]) => !randomText.has(column));
    expect(JSON.stringify(plain)).not.toContain(made.pin);
    const audit = await world.db.prisma.auditLog.findFirst({
      where: { action: "resultShare.create", entityId: made.id },
    });
    expect(audit).toMatchObject({ actorId: parent.userId, entity: "resultShare" });
  });

  it("makes a link without a PIN when it is turned off, for 1 to 30 days", async () => {
    const made = await parent.caller.results.shares.create({ days: 1, withPin: false });
    expect(made.pin).toBeUndefined();
    for (const days of [0, 31, 2.5]) {
      const error = await failure(parent.caller.results.shares.create({ days }));
      expect(error.code).toBe("BAD_REQUEST");
      expect(issueMessages(error)).toContain("Choose from 1 to 30 days");
    }
  });

  it("answers NOT_FOUND for another account's family member or report, or a report of another person", async () => {
    for (const input of [
      { personId: strangerChildId },
      { personId: "00000000-0000-4000-8000-000000000000" },
      { reportId: childReportId },
      { personId: childId, reportId: holderReportId },
    ]) {
      const error = await failure(parent.caller.results.shares.create(input));
      expect(error.code).toBe("NOT_FOUND");
    }
    const error = await failure(stranger.caller.results.shares.create({ personId: childId }));
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "Person not found" });
  });
});

describe("results.shares.list and revoke", () => {
  it("lists each link's person, scope, expiry and last opened, only to its owner", async () => {
    const made = await parent.caller.results.shares.create({ personId: childId, reportId: childReportId });
    const listed = (await parent.caller.results.shares.list()).find((s) => s.id === made.id)!;
    expect(listed).toMatchObject({
      person: { id: childId, name: "Mariam Rahman" },
      scope: "report",
      report: { id: childReportId, labName: "Clinic lab", reference: null },
      withPin: true,
      lastOpenedAt: null,
      status: "active",
    });
    expect(listed.expiresAt).toEqual(made.expiresAt);
    expect((await stranger.caller.results.shares.list()).map((s) => s.id)).not.toContain(made.id);
  });

  it("withdraws a link (then refused with SHARE_GONE, audited); another account's link is NOT_FOUND", async () => {
    const made = await parent.caller.results.shares.create({ withPin: false });
    const error = await failure(stranger.caller.results.shares.revoke({ id: made.id }));
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "Share link not found" });
    await findOpenShare(world.db.prisma, tokenOf(made.url));
    const revoked = await parent.caller.results.shares.revoke({ id: made.id });
    expect(revoked.status).toBe("revoked");
    const gone = await failure(findOpenShare(world.db.prisma, tokenOf(made.url)));
    expect(gone).toMatchObject({ code: "NOT_FOUND", message: GONE });
    expect(reasonOf(gone)).toBe("SHARE_GONE");
    const audits = await world.db.prisma.auditLog.count({
      where: { action: "resultShare.revoke", entityId: made.id, actorId: parent.userId },
    });
    expect(audits).toBe(1);
  });

  it("expires at its end (a clock set by the test)", async () => {
    const made = await parent.caller.results.shares.create({ days: 3, withPin: false });
    const token = tokenOf(made.url);
    const justBefore = new Date(made.expiresAt.getTime() - 1000);
    expect((await findOpenShare(world.db.prisma, token, justBefore)).id).toBe(made.id);
    const gone = await failure(findOpenShare(world.db.prisma, token, made.expiresAt));
    expect(reasonOf(gone)).toBe("SHARE_GONE");
    const later = (await listShares(world.db.prisma, parent.userId, made.expiresAt)).find(
      (s) => s.id === made.id,
    );
    expect(later?.status).toBe("expired");
    const unknown = await failure(findOpenShare(world.db.prisma, "A".repeat(22)));
    expect(unknown).toMatchObject({ code: "NOT_FOUND", message: "Share link not found" });
  });
});

describe("opening a link", () => {
  it("locks after five wrong PINs for 15 minutes, counted in the database, then takes the right one", async () => {
    const made = await parent.caller.results.shares.create({ personId: childId });
    const token = tokenOf(made.url);
    const wrong = made.pin === "000000" ? "111111" : "000000";
    const t0 = new Date();
    const share = await findOpenShare(world.db.prisma, token, t0);
    for (let i = 0; i < 4; i++)
      expect(await trySharePin(world.db.prisma, share, token, wrong, t0)).toBe("wrong");
    expect(await trySharePin(world.db.prisma, share, token, wrong, t0)).toBe("locked");
    const row = await world.db.prisma.resultShare.findUniqueOrThrow({ where: { id: made.id } });
    expect(row.lockedUntil?.getTime()).toBe(t0.getTime() + 15 * 60_000);
    // Locked: even the right PIN is refused, on any instance (a fresh read of the link).
    const at14 = new Date(t0.getTime() + 14 * 60_000);
    const again = await findOpenShare(world.db.prisma, token, at14);
    expect(await trySharePin(world.db.prisma, again, token, made.pin!, at14)).toBe("locked");
    const at15 = new Date(t0.getTime() + 15 * 60_000);
    expect(await trySharePin(world.db.prisma, again, token, made.pin!, at15)).toBe("ok");
    const cleared = await world.db.prisma.resultShare.findUniqueOrThrow({ where: { id: made.id } });
    expect(cleared.failedPinCount).toBe(0);
  });

  it("shows only the link's person and scope, and records the view as last opened", async () => {
    const all = await parent.caller.results.shares.create({ personId: childId, withPin: false });
    const share = await findOpenShare(world.db.prisma, tokenOf(all.url));
    const record = await readSharedRecord(world.db.prisma, share);
    expect(record.locale).toBe("ar");
    expect(record.person).toEqual({ name: "Mariam Rahman", dateOfBirth: "2015-06-01" });
    expect(record.reports.map((r) => r.id).sort()).toEqual([childReportId, childOlderReportId].sort());
    expect(record.series).toHaveLength(1);
    expect(record.series[0]!.points.map((p) => [p.value, p.flag])).toEqual([
      [22, "L"],
      [35, "N"],
    ]);
    expect(await sharedReportFile(world.db.prisma, share, holderReportId)).toBeNull();

    const one = await parent.caller.results.shares.create({ personId: childId, reportId: childReportId });
    const oneShare = await findOpenShare(world.db.prisma, tokenOf(one.url));
    const oneRecord = await readSharedRecord(world.db.prisma, oneShare);
    expect(oneRecord.reports.map((r) => r.id)).toEqual([childReportId]);
    expect(await sharedReportFile(world.db.prisma, oneShare, childOlderReportId)).toBeNull();
    expect((await sharedReportFile(world.db.prisma, oneShare, childReportId))?.id).toBe(childReportId);

    const holder = await parent.caller.results.shares.create({ withPin: false });
    const holderRecord = await readSharedRecord(
      world.db.prisma,
      await findOpenShare(world.db.prisma, tokenOf(holder.url)),
    );
    expect(holderRecord.person).toEqual({ name: "Aisha Rahman", dateOfBirth: "1985-04-02" });
    expect(holderRecord.reports.map((r) => r.id)).toEqual([holderReportId]);

    await recordShareView(world.db.prisma, share, { addressHmac: "abc" }, [childReportId]);
    const listed = (await parent.caller.results.shares.list()).find((s) => s.id === all.id);
    expect(listed?.lastOpenedAt).toBeInstanceOf(Date);
    const audit = await world.db.prisma.auditLog.findFirst({
      where: { action: "resultShare.view", entityId: all.id },
    });
    expect(audit).toMatchObject({ actorId: null, after: { addressHmac: "abc", reportIds: [childReportId] } });
  });
});
