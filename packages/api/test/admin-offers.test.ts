/** admin.offers: listing, upsert, setActive, and the two-step CSV price-list import (preview, apply in one transaction). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyHours } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { expectFailure, failure, issueMessages } from "./helpers.ts";
import type { Caller, Fixture, TestWorld } from "./helpers.ts";
import { createAdminWorld } from "./admin-helpers.ts";
import { raceAtRow, type RaceStep } from "./row-lock-holder.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
let ferritinId: string;

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
  // A test with a LOINC code, offered by no lab yet.
  ferritinId = (
    await admin.admin.tests.create({ name: "Ferritin", loincCode: "2276-4", categoryId: fx.categoryId })
  ).id;
});

afterAll(() => world.close());

const offerAt = (labId: string, testId: string) =>
  world.db.prisma.labTestOffer.findUnique({ where: { labId_testId: { labId, testId } } });

describe("admin.offers reads and single writes", () => {
  it("lists a test's offers cheapest first with AED strings", async () => {
    const offers = await admin.admin.offers.listByTest({ testId: fx.cbcId });
    expect(offers.map((o) => [o.lab.name, o.priceAed, o.homeCollectionFeeAed, o.turnaroundHours])).toEqual([
      ["Palm Crest Diagnostics", "85.00", "50.00", 6],
      ["Corniche Lab", "95.00", null, 24],
    ]);
    await expectFailure(
      admin.admin.offers.listByTest({ testId: "00000000-0000-4000-8000-000000000001" }),
      "NOT_FOUND",
      messages.catalog.testNotFound,
    );
  });

  it("lists a lab's offers by test name, with search and total", async () => {
    const page = await admin.admin.offers.listByLab({ labId: fx.dubaiLabId, page: 1 });
    expect(page.total).toBe(4);
    expect(page.items[0]!.test.name).toBe("Carbamazepine Level");
    const vit = await admin.admin.offers.listByLab({ labId: fx.dubaiLabId, q: "vit d", page: 1 });
    expect(vit.items.map((o) => o.test.id)).toEqual([fx.vitaminDId]);
  });

  it("creates then updates an offer (upsert) and audits both", async () => {
    const created = await admin.admin.offers.upsert({
      labId: fx.otherLabId,
      testId: fx.cbcId,
      priceAed: "99.5",
      turnaroundHours: 12,
    });
    expect(created).toMatchObject({
      priceAed: "99.50",
      originalPriceAed: null,
      homeCollectionFeeAed: null,
      active: true,
    });
    const updated = await admin.admin.offers.upsert({
      labId: fx.otherLabId,
      testId: fx.cbcId,
      priceAed: 89,
      originalPriceAed: "110",
      homeCollectionFeeAed: 0,
      turnaroundHours: 8,
    });
    expect(updated).toMatchObject({
      id: created.id,
      priceAed: "89.00",
      originalPriceAed: "110.00",
      homeCollectionFeeAed: "0.00",
    });
    const audits = await world.db.prisma.auditLog.findMany({
      where: { entityId: created.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["offer.create", "offer.update"]);
    expect(audits[1]).toMatchObject({
      actorId: adminId,
      before: { priceAed: "99.50" },
      after: { priceAed: "89.00" },
    });
  });

  it("validates prices, turnaround and references", async () => {
    const base = { labId: fx.otherLabId, testId: fx.lipidId, priceAed: 100, turnaroundHours: 24 };
    expect(issueMessages(await failure(admin.admin.offers.upsert({ ...base, priceAed: "abc" })))).toContain(
      messages.validation.priceInvalid,
    );
    expect(issueMessages(await failure(admin.admin.offers.upsert({ ...base, priceAed: 0 })))).toContain(
      messages.validation.priceInvalid,
    );
    expect(issueMessages(await failure(admin.admin.offers.upsert({ ...base, priceAed: 10.005 })))).toContain(
      messages.validation.priceInvalid,
    );
    expect(
      issueMessages(await failure(admin.admin.offers.upsert({ ...base, originalPriceAed: 90 }))),
    ).toContain(messages.admin.originalPriceNotHigher);
    expect(
      issueMessages(await failure(admin.admin.offers.upsert({ ...base, turnaroundHours: 0 }))),
    ).toContain(messages.admin.turnaroundInvalid);
    await expectFailure(
      admin.admin.offers.upsert({ ...base, labId: "00000000-0000-4000-8000-000000000005" }),
      "NOT_FOUND",
      messages.admin.labNotFound,
    );
  });

  it("deactivates an offer; NOT_FOUND for an unknown one", async () => {
    const offer = (await offerAt(fx.dubaiLabId, fx.lipidId))!;
    expect((await admin.admin.offers.setActive({ id: offer.id, active: false })).active).toBe(false);
    expect((await admin.admin.offers.setActive({ id: offer.id, active: true })).active).toBe(true);
    expect(
      await world.db.prisma.auditLog.count({ where: { entityId: offer.id, action: "offer.setActive" } }),
    ).toBe(2);
    await expectFailure(
      admin.admin.offers.setActive({ id: "00000000-0000-4000-8000-000000000006", active: true }),
      "NOT_FOUND",
      messages.admin.offerNotFound,
    );
  });
});

describe("admin.offers CSV price-list import", () => {
  // Abu Dhabi lab offers CBC (95 AED, 24 h) and Vitamin D (140 AED, 48 h) in the fixture.
  const csv = [
    "test,price_aed,original_price_aed,home_collection_fee_aed,turnaround_hours,notes",
    "complete-blood-count-cbc,90,,,24,cheaper now", // 2: change 95 → 90
    "Vitamin D Test,140,,,48,", // 3: unchanged (matched by exact name)
    "LIPID PROFILE,110.5,150,,12,", // 4: add (name, case-insensitive)
    "2276-4,60,,,,", // 5: add (LOINC code), default turnaround
    "carbamazepine-level,-5,,,,", // 6: bad price
    "no-such-test,10,,,,", // 7: unknown test
    "complete-blood-count-cbc,91,,,,", // 8: duplicate
    "", // 9: blank, skipped
    ",50,,,,", // 10: no test
  ].join("\n");

  it("previews adds, changes (before vs after), unchanged rows and bad rows with line numbers, writing nothing", async () => {
    const offersBefore = await world.db.prisma.labTestOffer.count();
    const auditsBefore = await world.db.prisma.auditLog.count();
    const preview = await admin.admin.offers.importPreview({ labId: fx.abuDhabiLabId, csv });

    expect(preview.lab).toMatchObject({ id: fx.abuDhabiLabId, slug: "corniche-lab" });
    expect(preview.rowCount).toBe(8); // lines 2–10 without the blank line 9
    expect(
      preview.toAdd.map((r) => [
        r.line,
        r.test.slug,
        r.values.priceAed,
        r.values.originalPriceAed,
        r.values.turnaroundHours,
      ]),
    ).toEqual([
      [4, "lipid-profile", "110.50", "150.00", 12],
      [5, "ferritin", "60.00", null, 24],
    ]);
    expect(preview.toChange).toHaveLength(1);
    expect(preview.toChange[0]).toMatchObject({
      line: 2,
      test: { id: fx.cbcId },
      before: { priceAed: "95.00" },
      after: { priceAed: "90.00" },
      changedFields: ["priceAed"],
    });
    expect(preview.unchangedCount).toBe(1);
    expect(preview.badRows).toEqual([
      { line: 6, test: "carbamazepine-level", reason: "Price must be a positive amount in AED" },
      { line: 7, test: "no-such-test", reason: "Unknown test" },
      { line: 8, test: "complete-blood-count-cbc", reason: "Duplicate row for this test" },
      { line: 10, test: "", reason: messages.admin.csv.testRequired },
    ]);
    expect(preview.ignoredColumns).toEqual(["notes"]);

    expect(await world.db.prisma.labTestOffer.count()).toBe(offersBefore);
    expect(await world.db.prisma.auditLog.count()).toBe(auditsBefore);
    expect((await offerAt(fx.abuDhabiLabId, fx.cbcId))!.priceAed.toFixed(2)).toBe("95.00");
  });

  it("applies every good row in one transaction and records one audit row", async () => {
    const result = await admin.admin.offers.importApply({ labId: fx.abuDhabiLabId, csv });
    expect(result).toMatchObject({ added: 2, changed: 1, unchanged: 1 });
    expect(result.badRows.map((r) => r.line)).toEqual([6, 7, 8, 10]);

    const cbc = (await offerAt(fx.abuDhabiLabId, fx.cbcId))!;
    expect(cbc.priceAed.toFixed(2)).toBe("90.00");
    const lipid = (await offerAt(fx.abuDhabiLabId, fx.lipidId))!;
    expect([
      lipid.priceAed.toFixed(2),
      lipid.originalPriceAed?.toFixed(2),
      lipid.turnaroundHours,
      lipid.active,
    ]).toEqual(["110.50", "150.00", 12, true]);
    const ferritin = (await offerAt(fx.abuDhabiLabId, ferritinId))!;
    expect([ferritin.priceAed.toFixed(2), ferritin.turnaroundHours]).toEqual(["60.00", 24]);

    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { action: "lab.importPriceList", entityId: fx.abuDhabiLabId },
    });
    expect(audit).toMatchObject({ actorId: adminId, entity: "lab" });
    expect(audit.before).toMatchObject({ changed: [{ testId: fx.cbcId, priceAed: "95.00" }] });
    expect(audit.after).toMatchObject({
      added: [{ testId: fx.lipidId }, { testId: ferritinId }],
      unchanged: 1,
      badRows: 4,
    });

    // Applying the same file again changes nothing and writes no audit row.
    const again = await admin.admin.offers.importApply({ labId: fx.abuDhabiLabId, csv });
    expect(again).toMatchObject({ added: 0, changed: 0, unchanged: 4 });
    expect(await world.db.prisma.auditLog.count({ where: { action: "lab.importPriceList" } })).toBe(1);
  });

  it("keeps values of columns the file does not have, and reactivates an offer it lists", async () => {
    const cbcDubai = (await offerAt(fx.dubaiLabId, fx.cbcId))!;
    await admin.admin.offers.setActive({ id: cbcDubai.id, active: false });
    const preview = await admin.admin.offers.importPreview({
      labId: fx.dubaiLabId,
      csv: "Test,Price AED\ncomplete-blood-count-cbc,85\n",
    });
    expect(preview.toChange).toHaveLength(1);
    expect(preview.toChange[0]!.changedFields).toEqual(["active"]);
    expect(preview.toChange[0]!.after).toMatchObject({
      originalPriceAed: "120.00",
      homeCollectionFeeAed: "50.00",
      turnaroundHours: 6,
    });
    await admin.admin.offers.importApply({
      labId: fx.dubaiLabId,
      csv: "Test,Price AED\ncomplete-blood-count-cbc,85\n",
    });
    expect((await offerAt(fx.dubaiLabId, fx.cbcId))!.active).toBe(true);
  });

  it("a failing apply changes nothing", async () => {
    const sql = world.db.sql;
    // The database refuses every new offer, so the insert fails after the update already ran.
    await sql.exec(`
      CREATE FUNCTION refuse_offer_insert() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END
      $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_offer_insert BEFORE INSERT ON lab_test_offers FOR EACH ROW EXECUTE FUNCTION refuse_offer_insert();
    `);
    const auditsBefore = await world.db.prisma.auditLog.count();
    try {
      const error = await failure(
        admin.admin.offers.importApply({
          labId: fx.dubaiLabId,
          csv: "test,price_aed\ncomplete-blood-count-cbc,70\nferritin,65\n",
        }),
      );
      expect(error).toMatchObject({ code: "INTERNAL_SERVER_ERROR", message: messages.admin.importFailed });
    } finally {
      await sql.exec(
        `DROP TRIGGER refuse_offer_insert ON lab_test_offers; DROP FUNCTION refuse_offer_insert();`,
      );
    }
    expect((await offerAt(fx.dubaiLabId, fx.cbcId))!.priceAed.toFixed(2)).toBe("85.00");
    expect(await offerAt(fx.dubaiLabId, ferritinId)).toBeNull();
    expect(await world.db.prisma.auditLog.count()).toBe(auditsBefore);
  });

  it("rejects whole files that are empty, lack a column, are too long or too large, or name an unknown lab", async () => {
    const lab = fx.otherLabId;
    const unknownLab = "00000000-0000-4000-8000-000000000007";
    const tooLong = ["test,price_aed", ...Array.from({ length: 5001 }, (_, i) => `t${i},10`)].join("\n");
    // Under the character limit but over 1 MB in UTF-8.
    const tooLarge = "test,price_aed\n" + "é".repeat(600_000);
    const refusals: [labId: string, csv: string, code: string, message: string][] = [
      [lab, "", "BAD_REQUEST", messages.admin.csv.empty],
      [lab, "test,price\ncbc,10", "BAD_REQUEST", messages.admin.csv.missingColumn("price_aed")],
      [lab, tooLong, "BAD_REQUEST", messages.admin.csv.tooManyRows],
      [lab, tooLarge, "BAD_REQUEST", messages.admin.csv.tooLarge],
      [unknownLab, "test,price_aed\nx,1", "NOT_FOUND", messages.admin.labNotFound],
    ];
    for (const [labId, csv, code, message] of refusals) {
      await expectFailure(admin.admin.offers.importPreview({ labId, csv }), code, message);
    }
    expect(
      await failure(admin.admin.offers.importPreview({ labId: lab, csv: "test,price_aed\n" })),
    ).toMatchObject({
      message: messages.admin.csv.empty,
    });
  });

  it("reports unreadable rows: unclosed quotes, extra values, bad optional columns", async () => {
    const preview = await admin.admin.offers.importPreview({
      labId: fx.otherLabId,
      csv: [
        "test,price_aed,original_price_aed,home_collection_fee_aed,turnaround_hours",
        "lipid-profile,1,200,,,,", // 2: extra (empty) values are fine; 1 AED add
        "vitamin-d-test,1,200,3,", // 3: ok
        "carbamazepine-level,100,90,,", // 4: original not higher
        "ferritin,100,,-1,", // 5: bad fee
        "complete-blood-count-cbc,1,200,,abc", // 6: bad turnaround
        "Lipid Profile,5,6,7,8,9", // 7: too many values
        '"vitamin-d-test,5', // 8: unclosed quote
      ].join("\n"),
    });
    expect(preview.toAdd.map((r) => r.line)).toEqual([2, 3]);
    expect(preview.badRows.map((r) => [r.line, r.reason])).toEqual([
      [4, messages.admin.originalPriceNotHigher],
      [5, messages.admin.feeInvalid],
      [6, messages.admin.turnaroundInvalid],
      [7, messages.admin.csv.tooManyValues],
      [8, messages.admin.csv.unclosedQuote],
    ]);
  });

  // 1,200 rows in one transaction: seconds on a quiet machine, far more beside a busy CI run.
  it("applies a large price list (1,200 rows: 600 changes, 600 adds) in one go", async () => {
    const p = world.db.prisma;
    const lab = await p.lab.create({
      data: {
        name: "Bulk Lab",
        slug: "bulk-lab",
        emirate: "Sharjah",
        area: "Al Majaz",
        address: "1",
        phone: "1",
        weeklyHours: dailyHours("00:00", "24:00"),
      },
    });
    await p.test.createMany({
      data: Array.from({ length: 1200 }, (_, i) => ({ name: `Bulk Test ${i}`, slug: `bulk-test-${i}` })),
    });
    const tests = await p.test.findMany({
      where: { slug: { startsWith: "bulk-test-" } },
      select: { id: true, slug: true },
    });
    const bySlug = new Map(tests.map((t) => [t.slug, t.id]));
    await p.labTestOffer.createMany({
      data: Array.from({ length: 600 }, (_, i) => ({
        labId: lab.id,
        testId: bySlug.get(`bulk-test-${i}`)!,
        priceAed: 100,
        turnaroundHours: 24,
      })),
    });
    const bulkCsv = [
      "test,price_aed,turnaround_hours",
      ...Array.from({ length: 1200 }, (_, i) => `bulk-test-${i},${50 + (i % 50)}.25,${(i % 48) + 1}`),
    ].join("\n");
    const result = await admin.admin.offers.importApply({ labId: lab.id, csv: bulkCsv });
    expect(result).toMatchObject({ added: 600, changed: 600, unchanged: 0, badRows: [] });
    const offer = await offerAt(lab.id, bySlug.get("bulk-test-599")!);
    expect([offer!.priceAed.toFixed(2), offer!.turnaroundHours]).toEqual([
      `${50 + (599 % 50)}.25`,
      (599 % 48) + 1,
    ]);
    expect(await p.labTestOffer.count({ where: { labId: lab.id } })).toBe(1200);
  }, 90_000);
});

describe("admin.offers at the same moment", () => {
  const newLab = (name: string) =>
    world.db.prisma.lab.create({
      data: {
        name,
        slug: name.toLowerCase().replace(/\W+/g, "-"),
        emirate: "Dubai",
        area: "Deira",
        address: "1",
        phone: "1",
        weeklyHours: dailyHours("00:00", "24:00"),
      },
      select: { id: true },
    });

  it("two upserts of a new offer at once: one creates it, the other updates it (five rounds)", async () => {
    // On PostgreSQL both can find no offer and both insert one (P2002).
    for (let round = 0; round < 5; round++) {
      const lab = await newLab(`Twin Upsert Lab ${round}`);
      const results = await Promise.allSettled([
        admin.admin.offers.upsert({ labId: lab.id, testId: fx.cbcId, priceAed: 70, turnaroundHours: 12 }),
        admin.admin.offers.upsert({ labId: lab.id, testId: fx.cbcId, priceAed: 75, turnaroundHours: 12 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const offer = (await offerAt(lab.id, fx.cbcId))!;
      const audits = await world.db.prisma.auditLog.findMany({
        where: { entityId: offer.id },
        orderBy: { createdAt: "asc" },
        select: { action: true },
      });
      expect(audits.map((a) => a.action)).toEqual(["offer.create", "offer.update"]);
    }
  });

  it("an upsert or a deactivation while the lab is deleted: NOT_FOUND, never a 500 (five rounds)", async () => {
    // On PostgreSQL the lab (and its offers) can go between the read and the write (P2003, P2025).
    for (let round = 0; round < 5; round++) {
      const lab = await newLab(`Vanishing Lab ${round}`);
      const offer = await admin.admin.offers.upsert({
        labId: lab.id,
        testId: fx.cbcId,
        priceAed: 70,
        turnaroundHours: 12,
      });
      const [deactivated, added, deleted] = await Promise.allSettled([
        admin.admin.offers.setActive({ id: offer.id, active: false }),
        admin.admin.offers.upsert({
          labId: lab.id,
          testId: fx.vitaminDId,
          priceAed: 80,
          turnaroundHours: 12,
        }),
        admin.admin.labs.delete({ id: lab.id }),
      ]);
      expect(deleted.status).toBe("fulfilled");
      if (deactivated.status === "rejected")
        expect(deactivated.reason).toMatchObject({
          code: "NOT_FOUND",
          message: messages.admin.offerNotFound,
        });
      if (added.status === "rejected")
        expect(added.reason).toMatchObject({ code: "NOT_FOUND", message: messages.admin.labNotFound });
      expect(await world.db.prisma.labTestOffer.count({ where: { labId: lab.id } })).toBe(0);
    }
  });

  it("two imports of one lab's price list at once, and an upsert beside them, all answer; each offer added once (five rounds)", async () => {
    // On PostgreSQL both imports can plan the same adds; the second's insert must not fail (P2002).
    for (let round = 0; round < 5; round++) {
      const lab = await newLab(`Twin Import Lab ${round}`);
      const results = await Promise.allSettled([
        admin.admin.offers.importApply({
          labId: lab.id,
          csv: "test,price_aed\ncomplete-blood-count-cbc,50\nvitamin-d-test,60\n",
        }),
        admin.admin.offers.importApply({
          labId: lab.id,
          csv: "test,price_aed\ncomplete-blood-count-cbc,55\nvitamin-d-test,65\n",
        }),
        admin.admin.offers.upsert({ labId: lab.id, testId: fx.cbcId, priceAed: 45, turnaroundHours: 12 }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
      expect(await world.db.prisma.labTestOffer.count({ where: { labId: lab.id } })).toBe(2);
      const imported = results
        .slice(0, 2)
        .map((r) => (r as PromiseFulfilledResult<{ added: number }>).value.added);
      const created = await world.db.prisma.auditLog.count({
        where: { action: "offer.create", entityId: (await offerAt(lab.id, fx.cbcId))!.id },
      });
      expect(imported[0]! + imported[1]! + created).toBe(2);
    }
  });

  it("an import while a test it lists is deleted: both answer, the import whole or without that row (each order)", async () => {
    // The deletion can land between the import's plan and its insert (P2003 on PostgreSQL). There the
    // test's row is held from another connection so that both queue for it in the order given; PGlite
    // runs one transaction at a time, so there the two run one after the other (raceAtRow).
    const failed: string[] = [];
    for (const [round, order] of (["import first", "deletion first"] as const).entries()) {
      const lab = await newLab(`Fleeting Test Lab ${round}`);
      const fleeting = await admin.admin.tests.create({
        name: `Fleeting Test ${round}`,
        categoryId: fx.categoryId,
      });
      const csv = `test,price_aed\ncomplete-blood-count-cbc,50\nvitamin-d-test,60\n${fleeting.slug},70\n`;
      let importing!: ReturnType<typeof admin.admin.offers.importApply>;
      let deleting!: ReturnType<typeof admin.admin.tests.delete>;
      const importStep: RaceStep = {
        start: () => [(importing = admin.admin.offers.importApply({ labId: lab.id, csv }))],
        waiting: 1,
      };
      const deletionStep: RaceStep = {
        start: () => [(deleting = admin.admin.tests.delete({ id: fleeting.id }))],
        waiting: 1,
      };
      await raceAtRow(
        world,
        { table: "tests", id: fleeting.id },
        order === "import first" ? [importStep, deletionStep] : [deletionStep, importStep],
      );
      const [imported, deleted] = await Promise.allSettled([importing, deleting]);
      const answers = [imported, deleted].map((r) =>
        r.status === "fulfilled"
          ? "ok"
          : `${(r.reason as { code?: string }).code}: ${(r.reason as Error).message}`,
      );
      if (answers.some((a) => a !== "ok")) failed.push(`${order}: ${answers.join(" / ")}`);
      expect(await world.db.prisma.test.count({ where: { id: fleeting.id } })).toBe(0);
      if (imported.status === "fulfilled") {
        // Whole (the deletion then took the new offer with the test) or planned without the deleted test.
        const { added, badRows } = imported.value;
        expect([added, badRows.map((b) => b.reason)]).toEqual(
          added === 3 ? [3, []] : [2, [messages.admin.csv.unknownTest]],
        );
        expect(added, order).toBe(order === "import first" ? 3 : 2);
        const offers = await world.db.prisma.labTestOffer.findMany({
          where: { labId: lab.id },
          select: { testId: true },
        });
        expect(offers.map((o) => o.testId).sort()).toEqual([fx.cbcId, fx.vitaminDId].sort());
      } else {
        // Never half applied.
        expect(await world.db.prisma.labTestOffer.count({ where: { labId: lab.id } })).toBe(0);
      }
    }
    expect(failed).toEqual([]);
  });
});
