/**
 * Arabic on the public catalogue, as a visitor, on the demo catalogue (400 tests with their seeded
 * Arabic names and synonyms): search in Arabic script (normalised spellings, the article, the words
 * that only say "a test", misspellings), Latin search unchanged, and the Arabic fields in the
 * catalogue's answers (the doctor's-list resolver with Arabic items: resolve-list.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "@labcompare/db";
import { createCatalogWorld, type TestWorld } from "./helpers.ts";

let world: TestWorld;

beforeAll(async () => void (world = await createCatalogWorld()), 180_000);
afterAll(() => world.close());

/** The names of the first `n` results of a search for `q`. */
const top = async (q: string, n = 1) =>
  (await world.anon.catalog.search({ q })).items.slice(0, n).map((i) => i.name);

describe("catalog.search in Arabic", () => {
  it("finds Vitamin D first however its Arabic name is spelt", async () => {
    for (const q of [
      "فيتامين د",
      "فيتامين دي",
      "الفيتامين د",
      "فِيتَامِين د",
      "تحليل فيتامين د",
      "فيتامين د3",
    ]) {
      expect(await top(q), q).toEqual(["Vitamin D Test"]);
    }
  });

  it("finds HbA1c, CBC and TSH by their Arabic names and synonyms, without the word for 'test'", async () => {
    expect(await top("تحليل السكر التراكمي")).toEqual(["Glycated Hemoglobin (HbA1c)"]);
    expect(await top("السكر التراكمى")).toEqual(["Glycated Hemoglobin (HbA1c)"]);
    expect(await top("صورة الدم الكاملة")).toEqual(["Complete Blood Count (CBC)"]);
    expect(await top("فحص صوره الدم الكامله")).toEqual(["Complete Blood Count (CBC)"]);
    expect(await top("هرمون الغدة الدرقية المحفز")).toEqual(["Thyroid Function (TSH)"]);
    expect(await top("وظائف الغدة الدرقية")).toEqual(["Thyroid Profile (TSH, FT3, FT4)"]);
  });

  it("matches word prefixes, category names and misspellings in Arabic", async () => {
    expect(await top("فيتام", 20)).toContain("Vitamin D Test");
    expect((await world.anon.catalog.search({ q: "الغدة الدرقية" })).total).toBeGreaterThan(5);
    expect(await top("فيتامن د")).toEqual(["Vitamin D Test"]);
    expect(await top("الكوليسترول الكلى")).toEqual(["Total Cholesterol"]);
  });

  it("answers the Arabic fields with each result, and nothing for unrelated Arabic text", async () => {
    const { items } = await world.anon.catalog.search({ q: "فيتامين د" });
    expect(items[0]).toMatchObject({
      nameAr: "فيتامين د",
      synonymsAr: expect.arrayContaining(["فيتامين دي"]),
      category: { nameAr: "الفيتامينات والمعادن" },
    });
    expect((await world.anon.catalog.search({ q: "طائرة ورقية" })).total).toBe(0);
  });

  it("keeps Latin queries as they were", async () => {
    expect(await top("CBC")).toEqual(["Complete Blood Count (CBC)"]);
    expect(await top("tsh")).toEqual(["Thyroid Function (TSH)"]);
    expect(await top("vitamn d")).toEqual(["Vitamin D Test"]);
    expect(await top("hba1c")).toEqual(["Glycated Hemoglobin (HbA1c)"]);
  });
});

describe("catalog.search: a test's exact form is not a misspelling", () => {
  /** The names of every result of `q`. */
  const all = async (q: string) => (await world.anon.catalog.search({ q })).items.map((i) => i.name);

  it("lists what a specific name or synonym finds, without tests that merely resemble it, in either script", async () => {
    // Each finds fewer than three tests; none is corrected or compared by resemblance with the rest.
    expect(await all("calcidiol")).toEqual(["Vitamin D Test"]);
    expect(await all("serum ferritin")).toEqual(["Ferritin", "Iron Studies Panel"]);
    expect(await all("مخزون الحديد")).toEqual(["Ferritin", "Iron Studies Panel"]);
    expect(await all("صورة الدم الكاملة")).toEqual(["Complete Blood Count (CBC)"]);
  });

  it("still corrects a misspelling that finds little", async () => {
    expect(await all("calcidoil")).toContain("Vitamin D Test");
    expect((await all("ferritn"))[0]).toBe("Ferritin");
  });
});

describe("Arabic fields in the catalogue's answers", () => {
  it("tests.byId, categories and labs carry nameAr (null when none is set)", async () => {
    const test = await world.anon.catalog.tests.byId({ id: "complete-blood-count-cbc" });
    expect(test).toMatchObject({
      nameAr: "صورة الدم الكاملة (CBC)",
      synonymsAr: expect.arrayContaining(["تعداد الدم الكامل"]),
      category: { nameAr: "الصحة العامة" },
    });
    const offerLabs = test.offers.map((o) => o.lab);
    expect(offerLabs.every((l) => l.nameAr && l.areaAr && l.addressAr)).toBe(true);
    expect(offerLabs.length).toBeGreaterThan(0);
    const categories = await world.anon.catalog.categories.list();
    expect(categories.every((c) => typeof c.nameAr === "string")).toBe(true);
    expect(await world.anon.catalog.categories.byId({ id: "thyroid" })).toMatchObject({
      nameAr: "الغدة الدرقية",
      descriptionAr: null,
    });
    const plain = {
      name: "Plain Lab",
      slug: "plain-lab",
      emirate: "Sharjah",
      area: "Al Majaz",
      address: "Unit 1",
      phone: "+971 6 000 0000",
      weeklyHours: [[], [], [], [], [], [], []],
    };
    await world.db.prisma.lab.create({ data: plain });
    expect(await world.anon.catalog.labs.bySlug({ id: "plain-lab" })).toMatchObject({
      nameAr: null,
      areaAr: null,
      addressAr: null,
    });
    await world.db.prisma.lab.delete({ where: { slug: "plain-lab" } });
  });

  it("every seeded lab has its Arabic name, area and address", async () => {
    const seeded = await world.anon.catalog.labs.list({});
    expect(seeded.length).toBeGreaterThanOrEqual(24);
    for (const lab of seeded) {
      for (const field of [lab.nameAr, lab.areaAr, lab.addressAr])
        expect(field, lab.slug).toMatch(/^[\u0600-\u06FF]/);
    }
    expect(await world.anon.catalog.labs.bySlug({ id: "ghafwood-labs" })).toMatchObject({
      nameAr: "مختبرات غافوود",
      areaAr: "البرشاء",
    });
    expect(await world.anon.catalog.labs.bySlug({ id: "fieldstone-medical-lab" })).toMatchObject({
      areaAr: "مدينة خليفة",
      emirate: "Abu Dhabi",
    });
  });
});

describe("the seed", () => {
  it("writes the Arabic fields again when re-run over existing rows", async () => {
    const prisma = world.db.prisma;
    await prisma.test.update({ where: { slug: "vitamin-d-test" }, data: { nameAr: "قديم", synonymsAr: [] } });
    await prisma.testCategory.update({ where: { slug: "thyroid" }, data: { nameAr: null } });
    await prisma.lab.update({
      where: { slug: "palmwood-medical-laboratory" },
      data: { nameAr: null, areaAr: null },
    });
    expect(await top("فيتامين دي")).not.toEqual(["Vitamin D Test"]);
    await seedCatalog(prisma);
    expect(
      await prisma.test.findUniqueOrThrow({
        where: { slug: "vitamin-d-test" },
        select: { nameAr: true, synonymsAr: true },
      }),
    ).toMatchObject({
      nameAr: "فيتامين د",
      synonymsAr: expect.arrayContaining(["فيتامين دي"]),
    });
    expect((await prisma.testCategory.findUniqueOrThrow({ where: { slug: "thyroid" } })).nameAr).toBe(
      "الغدة الدرقية",
    );
    expect(
      await prisma.lab.findUniqueOrThrow({
        where: { slug: "palmwood-medical-laboratory" },
        select: { nameAr: true, areaAr: true },
      }),
    ).toEqual({ nameAr: "مختبر بالموود الطبي", areaAr: "جميرا" });
    expect(await top("فيتامين دي")).toEqual(["Vitamin D Test"]);
  }, 120_000);
});
