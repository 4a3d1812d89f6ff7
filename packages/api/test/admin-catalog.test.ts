/** admin.tests, admin.labs, admin.categories against a real database: reads, writes, rules and audit rows. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { failure, issueMessages, type Fixture, type TestWorld, type Caller } from "./helpers.ts";
import { adminLabInput, createAdminWorld, insertBooking, expectDeleteWins } from "./admin-helpers.ts";

let world: TestWorld, fx: Fixture, admin: Caller, adminId: string;
let patientId: string;

beforeAll(async () => {
  ({ world, fx, admin, adminId } = await createAdminWorld());
  ({ userId: patientId } = await world.signedIn("patient@example.com"));
  // One booking of CBC at the Dubai lab: neither may be deleted afterwards.
  await insertBooking(world, {
    userId: patientId,
    labId: fx.dubaiLabId,
    testIds: [fx.cbcId],
    date: "2030-01-10",
  });
});

afterAll(() => world.close());

const lastAudit = (entityId: string) =>
  world.db.prisma.auditLog.findFirst({ where: { entityId }, orderBy: { createdAt: "desc" } });

describe("admin.tests", () => {
  it("lists tests by name with total, counts and paging", async () => {
    const page = await admin.admin.tests.list({ page: 1 });
    expect(page.total).toBe(4);
    expect(page.pageSize).toBe(25);
    expect(page.items.map((t) => t.name)).toEqual([
      "Carbamazepine Level",
      "Complete Blood Count (CBC)",
      "Lipid Profile",
      "Vitamin D Test",
    ]);
    const cbc = page.items.find((t) => t.id === fx.cbcId)!;
    expect(cbc).toMatchObject({ offerCount: 2, bookingCount: 1, category: { name: "General Health" } });
    expect(cbc).not.toHaveProperty("searchText");
    expect((await admin.admin.tests.list({ page: 2 })).items).toEqual([]);
  });

  it("searches name and abbreviations case-insensitively and filters by category and active", async () => {
    expect((await admin.admin.tests.list({ q: "fbc", page: 1 })).items.map((t) => t.id)).toEqual([fx.cbcId]);
    expect((await admin.admin.tests.list({ q: "VITAMIN", page: 1 })).items.map((t) => t.id)).toEqual([
      fx.vitaminDId,
    ]);
    const general = await admin.admin.tests.list({ categoryId: fx.categoryId, page: 1 });
    expect(general.total).toBe(3);
    expect((await admin.admin.tests.list({ active: false, page: 1 })).total).toBe(0);
  });

  it("reads a test by id or slug with all its offers as AED strings", async () => {
    const test = await admin.admin.tests.byId({ id: "complete-blood-count-cbc" });
    expect(test.id).toBe(fx.cbcId);
    expect(test.offers.map((o) => [o.lab.name, o.priceAed, o.originalPriceAed])).toEqual([
      ["Palm Crest Diagnostics", "85.00", "120.00"],
      ["Corniche Lab", "95.00", null],
    ]);
    const missing = await failure(admin.admin.tests.byId({ id: "00000000-0000-4000-8000-000000000001" }));
    expect(missing.code).toBe("NOT_FOUND");
    expect(missing.message).toBe(messages.catalog.testNotFound);
  });

  it("creates a test with a slug from its name, unique, and audits it", async () => {
    const ferritin = await admin.admin.tests.create({
      name: "Ferritin",
      categoryId: fx.categoryId,
      synonyms: ["Serum ferritin", "Serum ferritin", ""],
      loincCode: "2276-4",
    });
    expect(ferritin).toMatchObject({
      slug: "ferritin",
      active: true,
      synonyms: ["Serum ferritin"],
      sampleType: "blood",
    });
    const again = await admin.admin.tests.create({ name: "Ferritin!" });
    expect(again.slug).toBe("ferritin-2");

    const row = await world.db.prisma.test.findUniqueOrThrow({ where: { id: ferritin.id } });
    expect(row.searchText).toContain("serum ferritin"); // the search trigger ran
    const audit = await lastAudit(ferritin.id);
    expect(audit).toMatchObject({ actorId: adminId, action: "test.create", entity: "test", before: null });
    expect(audit!.after).toMatchObject({ name: "Ferritin", slug: "ferritin" });
  });

  it("refuses duplicate names and slugs with CONFLICT", async () => {
    const dupName = await failure(admin.admin.tests.create({ name: "lipid profile" }));
    expect(dupName.code).toBe("CONFLICT");
    expect(dupName.message).toBe(messages.admin.testNameTaken);
    const dupSlug = await failure(admin.admin.tests.create({ name: "Lipids (new)", slug: "lipid-profile" }));
    expect(dupSlug.code).toBe("CONFLICT");
    expect(dupSlug.message).toBe(messages.admin.slugTaken);
  });

  it("compares names as text, not as patterns: a backslash, % and _ match only themselves", async () => {
    const slash = await admin.admin.tests.create({ name: "Backslash test \\" });
    expect(slash.name).toBe("Backslash test \\");
    await admin.admin.tests.update({ id: slash.id, name: "Backslash test 2 \\" });
    await admin.admin.tests.create({ name: "Pattern AXB 1000" });
    // As an ILIKE pattern, "Pattern A_B 100%" matches "Pattern AXB 1000".
    const other = await admin.admin.tests.create({ name: "Pattern A_B 100%" });
    expect(other.name).toBe("Pattern A_B 100%");
    const dup = await failure(admin.admin.tests.create({ name: "pattern a_b 100%" }));
    expect(dup.code).toBe("CONFLICT");
  });

  it("validates input with clear messages", async () => {
    const noName = await failure(admin.admin.tests.create({ name: "  " }));
    expect(noName.code).toBe("BAD_REQUEST");
    expect(issueMessages(noName)).toContain(messages.validation.nameRequired);
    const badSlug = await failure(admin.admin.tests.create({ name: "X", slug: "Not A Slug" }));
    expect(issueMessages(badSlug)).toContain(messages.admin.slugInvalid);
    const badLoinc = await failure(admin.admin.tests.create({ name: "Y", loincCode: "abc" }));
    expect(issueMessages(badLoinc)).toContain(messages.admin.loincInvalid);
    const badFasting = await failure(admin.admin.tests.create({ name: "Z", fastingHours: -1 }));
    expect(issueMessages(badFasting)).toContain(messages.admin.fastingHoursInvalid);
    const badCategory = await failure(
      admin.admin.tests.create({ name: "W", categoryId: "00000000-0000-4000-8000-000000000009" }),
    );
    expect(badCategory.code).toBe("NOT_FOUND");
    expect(badCategory.message).toBe(messages.catalog.categoryNotFound);
  });

  it("updates every field, keeps the slug, and audits before and after", async () => {
    const updated = await admin.admin.tests.update({
      id: fx.lipidId,
      name: "Lipid Profile (Full)",
      description: "Cholesterol, HDL, LDL and triglycerides.",
      categoryId: fx.categoryId,
      fastingHours: 12,
      synonyms: ["lipid panel"],
    });
    expect(updated).toMatchObject({
      name: "Lipid Profile (Full)",
      slug: "lipid-profile",
      fastingHours: 12,
      preparationInstructions: null,
    });
    const audit = await lastAudit(fx.lipidId);
    expect(audit).toMatchObject({ action: "test.update", actorId: adminId });
    expect(audit!.before).toMatchObject({ name: "Lipid Profile", fastingHours: 10 });
    expect(audit!.after).toMatchObject({ name: "Lipid Profile (Full)", fastingHours: 12 });

    const missing = await failure(
      admin.admin.tests.update({ id: "00000000-0000-4000-8000-000000000002", name: "Nope" }),
    );
    expect(missing.code).toBe("NOT_FOUND");
  });

  it("edits the Arabic fields of a test, its category and a lab; search finds the test by its Arabic name and synonyms", async () => {
    const test = await admin.admin.tests.byId({ id: fx.vitaminDId });
    const arabic = {
      nameAr: " فيتامين د ",
      descriptionAr: "يقيس مستوى فيتامين د",
      preparationInstructionsAr: "",
      synonymsAr: ["فيتامين دي", "فيتامين دي", ""],
    };
    const kept = {
      name: test.name,
      description: test.description,
      categoryId: test.category?.id,
      resultTime: test.resultTime,
      synonyms: test.synonyms,
    };
    const updated = await admin.admin.tests.update({ id: test.id, ...kept, ...arabic });
    expect(updated).toMatchObject({
      nameAr: "فيتامين د",
      descriptionAr: "يقيس مستوى فيتامين د",
      preparationInstructionsAr: null,
      synonymsAr: ["فيتامين دي"],
    });
    for (const q of ["الفيتامين د", "فيتامين دي"])
      expect((await world.anon.catalog.search({ q })).items[0]?.id, q).toBe(fx.vitaminDId);
    const category = await admin.admin.categories.update({
      id: fx.categoryId,
      name: "General Health",
      description: "Everyday checks",
      nameAr: "الصحة العامة",
      descriptionAr: "فحوصات عامة",
    });
    expect(category).toMatchObject({ nameAr: "الصحة العامة", descriptionAr: "فحوصات عامة" });
    const too = await failure(admin.admin.tests.update({ id: test.id, ...kept, nameAr: "ا".repeat(201) }));
    expect(too.code).toBe("BAD_REQUEST");
  });

  it("moves a test into a category being deleted at the same moment without a 500", async () => {
    // On PostgreSQL the category can be deleted between the update's check and its write.
    const { categoryId: original } = await world.db.prisma.test.findUniqueOrThrow({
      where: { id: fx.vitaminDId },
      select: { categoryId: true },
    });
    for (let round = 0; round < 5; round++) {
      const category = await admin.admin.categories.create({
        name: `Racing ${round}`,
        description: "Deleted while a test moves in",
      });
      const [moved, deleted] = await Promise.allSettled([
        admin.admin.tests.update({ id: fx.vitaminDId, name: "Vitamin D Test", categoryId: category.id }),
        admin.admin.categories.delete({ id: category.id }),
      ]);
      for (const outcome of [moved, deleted]) {
        if (outcome.status === "rejected")
          expect(["NOT_FOUND", "CONFLICT"]).toContain((outcome.reason as { code: string }).code);
      }
      const test = await world.db.prisma.test.findUniqueOrThrow({
        where: { id: fx.vitaminDId },
        select: { categoryId: true },
      });
      const stillThere = await world.db.prisma.testCategory.findUnique({ where: { id: category.id } });
      // Whatever the order, the test never points at a category that is gone.
      if (!stillThere) expect(test.categoryId).not.toBe(category.id);
      // Put things back for the next round and the tests that follow.
      await world.db.prisma.test.update({ where: { id: fx.vitaminDId }, data: { categoryId: original } });
      await world.db.prisma.testCategory.deleteMany({ where: { id: category.id } });
    }
  });

  it("deactivates and reactivates a test", async () => {
    expect((await admin.admin.tests.setActive({ id: fx.vitaminDId, active: false })).active).toBe(false);
    await expect(world.anon.catalog.tests.byId({ id: fx.vitaminDId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await admin.admin.tests.setActive({ id: fx.vitaminDId, active: true })).active).toBe(true);
    const audit = await lastAudit(fx.vitaminDId);
    expect(audit).toMatchObject({
      action: "test.setActive",
      before: { active: false },
      after: { active: true },
    });
  });

  it("never deletes a booked test, deletes an unbooked one with its offers", async () => {
    const booked = await failure(admin.admin.tests.delete({ id: fx.cbcId }));
    expect(booked.code).toBe("CONFLICT");
    expect(booked.message).toBe(messages.admin.testHasBookings);
    expect(await world.db.prisma.test.count({ where: { id: fx.cbcId } })).toBe(1);

    const carb = await world.db.prisma.test.findUniqueOrThrow({ where: { slug: "carbamazepine-level" } });
    await expect(admin.admin.tests.delete({ id: carb.id })).resolves.toEqual({ id: carb.id });
    expect(await world.db.prisma.test.count({ where: { id: carb.id } })).toBe(0);
    expect(await world.db.prisma.labTestOffer.count({ where: { testId: carb.id } })).toBe(0);
    const audit = await lastAudit(carb.id);
    expect(audit).toMatchObject({ action: "test.delete", after: null });
    expect(audit!.before).toMatchObject({ name: "Carbamazepine Level" });

    expect((await failure(admin.admin.tests.delete({ id: carb.id }))).code).toBe("NOT_FOUND");
  });
});

describe("admin.labs", () => {
  const labInput = adminLabInput({
    name: "Marina Health Lab",
    area: "Dubai Marina",
    address: "Marina Walk 5",
    accreditation: ["ISO 15189"],
    homeCollection: true,
  });
  let marinaId: string;

  it("lists and searches labs with counts", async () => {
    const all = await admin.admin.labs.list({ page: 1 });
    expect(all.total).toBe(3);
    const corniche = await admin.admin.labs.list({ q: "khalidiyah", page: 1 });
    expect(corniche.items.map((l) => l.name)).toEqual(["Corniche Lab"]);
    expect(corniche.items[0]).toMatchObject({ offerCount: 2, bookingCount: 0 });
    expect((await admin.admin.labs.list({ emirate: "Abu Dhabi", page: 1 })).total).toBe(1);
  });

  it("reads a lab by slug or id; NOT_FOUND otherwise", async () => {
    expect((await admin.admin.labs.byId({ id: "palm-crest" })).id).toBe(fx.dubaiLabId);
    expect((await admin.admin.labs.byId({ id: fx.dubaiLabId })).bookingCount).toBe(1);
    const missing = await failure(admin.admin.labs.byId({ id: "no-such-lab" }));
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: messages.admin.labNotFound });
  });

  it("creates, updates and audits a lab", async () => {
    const lab = await admin.admin.labs.create(labInput);
    marinaId = lab.id;
    expect(lab).toMatchObject({ slug: "marina-health-lab", active: true, homeCollection: true });
    const updated = await admin.admin.labs.update({
      ...labInput,
      id: lab.id,
      phone: "+971 4 333 3333",
      slug: "marina-lab",
      nameAr: "مختبر مارينا",
      areaAr: "دبي مارينا",
    });
    expect(updated).toMatchObject({
      phone: "+971 4 333 3333",
      slug: "marina-lab",
      nameAr: "مختبر مارينا",
      areaAr: "دبي مارينا",
      addressAr: null,
    });
    const audits = await world.db.prisma.auditLog.findMany({
      where: { entityId: lab.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["lab.create", "lab.update"]);
    expect(audits[1]!.before).toMatchObject({ phone: "+971 4 222 2222" });
  });

  it("validates lab input", async () => {
    const bad = await failure(
      admin.admin.labs.create({ ...labInput, name: "", emirate: "Atlantis" as "Dubai", area: "" }),
    );
    expect(bad.code).toBe("BAD_REQUEST");
    expect(issueMessages(bad)).toEqual(
      expect.arrayContaining([
        messages.validation.nameRequired,
        messages.admin.emirateInvalid,
        messages.admin.areaRequired,
      ]),
    );
    const dup = await failure(admin.admin.labs.create({ ...labInput, name: "corniche lab" }));
    expect(dup).toMatchObject({ code: "CONFLICT", message: messages.admin.labNameTaken });
  });

  it("deactivates labs, never deletes a booked one, deletes an unbooked one", async () => {
    expect((await admin.admin.labs.setActive({ id: fx.abuDhabiLabId, active: false })).active).toBe(false);
    expect((await admin.admin.labs.setActive({ id: fx.abuDhabiLabId, active: true })).active).toBe(true);
    const booked = await failure(admin.admin.labs.delete({ id: fx.dubaiLabId }));
    expect(booked).toMatchObject({ code: "CONFLICT", message: messages.admin.labHasBookings });
    await admin.admin.labs.delete({ id: marinaId });
    expect(await world.db.prisma.lab.count({ where: { id: marinaId } })).toBe(0);
    expect(await lastAudit(marinaId)).toMatchObject({ action: "lab.delete", after: null });
  });

  it("updates or deactivates a lab being deleted at the same moment: NOT_FOUND, never a 500 (five rounds)", async () => {
    // On PostgreSQL the delete can land between the update's read and its write (P2025).
    for (let round = 0; round < 5; round++) {
      const lab = await admin.admin.labs.create({ ...labInput, name: `Racing Lab ${round}` });
      await expectDeleteWins(
        [
          admin.admin.labs.update({
            ...labInput,
            id: lab.id,
            name: `Racing Lab ${round}`,
            phone: "+971 4 999 9999",
          }),
          admin.admin.labs.setActive({ id: lab.id, active: false }),
          admin.admin.labs.delete({ id: lab.id }),
        ],
        messages.admin.labNotFound,
      );
      expect(await world.db.prisma.lab.count({ where: { id: lab.id } })).toBe(0);
    }
  });
});

describe("admin.categories", () => {
  it("lists every category with test counts", async () => {
    const list = await admin.admin.categories.list();
    const general = list.find((c) => c.id === fx.categoryId)!;
    expect(general.testCount).toBeGreaterThanOrEqual(2);
    expect(general.activeTestCount).toBe(general.testCount);
  });

  it("creates, updates, deactivates and deletes an empty category, with audit rows", async () => {
    const cat = await admin.admin.categories.create({
      name: "Heart Health",
      description: "Heart tests",
      icon: "heart",
    });
    expect(cat).toMatchObject({ slug: "heart-health", testCount: 0, sortOrder: 100, active: true });
    const renamed = await admin.admin.categories.update({
      id: cat.id,
      name: "Heart & Vessels",
      sortOrder: 5,
    });
    expect(renamed).toMatchObject({
      name: "Heart & Vessels",
      slug: "heart-health",
      sortOrder: 5,
      description: null,
    });
    expect((await admin.admin.categories.setActive({ id: cat.id, active: false })).active).toBe(false);
    await admin.admin.categories.delete({ id: cat.id });
    const audits = await world.db.prisma.auditLog.findMany({
      where: { entityId: cat.id },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual([
      "category.create",
      "category.update",
      "category.setActive",
      "category.delete",
    ]);
  });

  it("refuses to delete a category that has tests, and duplicate names", async () => {
    const full = await failure(admin.admin.categories.delete({ id: fx.categoryId }));
    expect(full).toMatchObject({ code: "CONFLICT", message: messages.admin.categoryNotEmpty });
    const dup = await failure(admin.admin.categories.create({ name: "GENERAL HEALTH" }));
    expect(dup).toMatchObject({ code: "CONFLICT", message: messages.admin.categoryNameTaken });
    const missing = await failure(
      admin.admin.categories.delete({ id: "00000000-0000-4000-8000-000000000003" }),
    );
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: messages.catalog.categoryNotFound });
  });

  it("updates or deactivates a category being deleted at the same moment: NOT_FOUND, never a 500 (five rounds)", async () => {
    // On PostgreSQL the delete can land between the update's read and its write (P2025).
    for (let round = 0; round < 5; round++) {
      const cat = await admin.admin.categories.create({ name: `Racing Category ${round}` });
      await expectDeleteWins(
        [
          admin.admin.categories.update({ id: cat.id, name: `Racing Category ${round} renamed` }),
          admin.admin.categories.setActive({ id: cat.id, active: false }),
          admin.admin.categories.delete({ id: cat.id }),
        ],
        messages.catalog.categoryNotFound,
      );
      expect(await world.db.prisma.testCategory.count({ where: { id: cat.id } })).toBe(0);
    }
  });
});
