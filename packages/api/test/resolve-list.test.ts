/**
 * catalog.resolveList as a visitor, on the demo catalogue (400 tests with their seeded synonyms):
 * every separator, the abbreviations a doctor writes, names, misspellings, LOINC codes, repeats, the
 * order written, the limits (empty, > 2,000 characters, > 20 items), and Arabic items (names and
 * synonyms after normalisation, the Arabic comma, misspellings).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { createCatalogWorld, failure, issueMessages, type TestWorld } from "./helpers.ts";

let world: TestWorld;

beforeAll(async () => void (world = await createCatalogWorld()), 180_000);
afterAll(() => world.close());

const resolve = (text: string) => world.anon.catalog.resolveList({ text });
/** Each item as "input → matched test name (confidence)". */
const summary = async (text: string) =>
  (await resolve(text)).items.map((i) => `${i.input} → ${i.match?.name ?? "-"} (${i.confidence})`);

describe("catalog.resolveList", () => {
  it("resolves a doctor's list of abbreviations exactly, in the order written", async () => {
    expect(await summary("CBC, Vitamin D, TSH, HbA1c")).toEqual([
      "CBC → Complete Blood Count (CBC) (exact)",
      "Vitamin D → Vitamin D Test (exact)",
      "TSH → Thyroid Function (TSH) (exact)",
      "HbA1c → Glycated Hemoglobin (HbA1c) (exact)",
    ]);
    const { items } = await resolve("HbA1c, CBC");
    expect(items[0]).toMatchObject({
      input: "HbA1c",
      match: { slug: expect.any(String), testId: expect.any(String) },
      alternatives: [],
    });
  });

  it.each([
    {
      name: "knows each abbreviation of the issue, in any letter case",
      text: "lft; KFT; fbs; PSA; crp; ESR; vit d; B12",
      items: [
        "lft → Liver Function Test (LFT) (exact)",
        "KFT → Kidney Function Test (KFT) (exact)",
        "fbs → Fasting Blood Glucose (exact)",
        "PSA → Prostate-Specific Antigen (PSA, Total) (exact)",
        "crp → C-Reactive Protein (CRP) (exact)",
        "ESR → Erythrocyte Sedimentation Rate (ESR) (exact)",
        "vit d → Vitamin D Test (exact)",
        "B12 → Vitamin B12 (Cobalamin) (exact)",
      ],
    },
    {
      name: "removes repeats: the same text in any case",
      text: "CBC, cbc, Cbc.",
      items: ["CBC → Complete Blood Count (CBC) (exact)"],
    },
    {
      name: "removes repeats: the same test written twice",
      text: "CBC, full blood count, Vit D, vitamin d, vitamn d",
      items: ["CBC → Complete Blood Count (CBC) (exact)", "Vit D → Vitamin D Test (exact)"],
    },
  ])("$name", async ({ text, items }) => {
    expect(await summary(text)).toEqual(items);
  });

  it("matches full names, names without their brackets, synonyms and LOINC codes exactly", async () => {
    expect(
      await summary(
        "Complete Blood Count\nhemoglobin a1c\nVITAMIN D TEST\n2345-7\nThyroid Function (TSH)\nLipoprotein(a)\n1,25 vitamin D",
      ),
    ).toEqual([
      "Complete Blood Count → Complete Blood Count (CBC) (exact)",
      "hemoglobin a1c → Glycated Hemoglobin (HbA1c) (exact)",
      "VITAMIN D TEST → Vitamin D Test (exact)",
      "2345-7 → Random Blood Glucose (exact)",
      "Thyroid Function (TSH) → Thyroid Function (TSH) (exact)",
      "Lipoprotein(a) → Lipoprotein(a) [Lp(a)] (exact)",
      "1,25 vitamin D → 1,25-Dihydroxy Vitamin D (exact)",
    ]);
    // LOINC codes, too, for a test whose name is not written.
    expect(await summary("4548-4")).toEqual(["4548-4 → Glycated Hemoglobin (HbA1c) (exact)"]);
  });

  it("splits on commas, semicolons, new lines, 'and', '+' and '/'", async () => {
    const names = async (text: string) => (await resolve(text)).items.map((i) => i.match?.name);
    const four = [
      "Complete Blood Count (CBC)",
      "Vitamin D Test",
      "Thyroid Function (TSH)",
      "Glycated Hemoglobin (HbA1c)",
    ];
    for (const text of [
      "CBC,Vitamin D,TSH,HbA1c",
      "CBC; Vitamin D; TSH; HbA1c",
      "CBC\nVitamin D\r\nTSH\n\nHbA1c",
      "CBC and Vitamin D AND TSH and HbA1c",
      "CBC + Vitamin D+TSH + HbA1c",
      "CBC/Vitamin D / TSH/HbA1c",
      "- CBC\n- Vitamin D, TSH and HbA1c",
    ]) {
      expect(await names(text), text).toEqual(four);
    }
    // A piece that is itself a test's synonym stays whole.
    expect(await summary("PT/INR, T3/T4, urine C/S")).toEqual([
      "PT/INR → Prothrombin Time (PT) with INR (exact)",
      "T3 → Total T3 (Triiodothyronine) (exact)",
      "T4 → Total T4 (Thyroxine) (exact)",
      "urine C/S → Urine Culture & Sensitivity (exact)",
    ]);
  });

  it("resolves misspellings as likely, with alternatives to choose from", async () => {
    const { items } = await resolve("vitamn d, thyriod");
    expect(items.map((i) => [i.input, i.confidence])).toEqual([
      ["vitamn d", "likely"],
      ["thyriod", "likely"],
    ]);
    expect(items[0]!.match?.name).toBe("Vitamin D Test");
    expect(items[1]!.match?.name).toMatch(/thyroid/i);
    for (const item of items) {
      expect(item.alternatives.length).toBeGreaterThan(0);
      expect(item.alternatives.length).toBeLessThanOrEqual(3);
      expect(item.alternatives.map((a) => a.testId)).not.toContain(item.match?.testId);
    }
    expect(items[1]!.alternatives.every((a) => /thyro/i.test(a.name))).toBe(true);
    const more = (await resolve("ferritn; cholestrol; heamoglobin")).items;
    expect(more.map((i) => i.confidence)).toEqual(["likely", "likely", "likely"]);
    expect(more.map((i) => i.match?.name)).toEqual([
      "Ferritin",
      expect.stringMatching(/cholesterol/i),
      "Hemoglobin (Hb)",
    ]);
  });

  it("says none for an item nothing matches, and keeps the other items", async () => {
    expect(await summary("CBC, qwxzv")).toEqual([
      "CBC → Complete Blood Count (CBC) (exact)",
      "qwxzv → - (none)",
    ]);
    const { items } = await resolve("qwxzv");
    expect(items[0]).toEqual({ input: "qwxzv", match: null, alternatives: [], confidence: "none" });
  });

  it("follows the synonyms the admin edits", async () => {
    const { caller: admin } = await world.signedIn("admin@example.com", { admin: true });
    const ferritin = await admin.admin.tests.byId({
      id: (await world.db.prisma.test.findUniqueOrThrow({ where: { slug: "ferritin" } })).id,
    });
    expect(await summary("iron stores")).toEqual(["iron stores → Ferritin (exact)"]);
    await admin.admin.tests.update({
      ...ferritin,
      categoryId: ferritin.category?.id ?? null,
      synonyms: ["  Ferritin level ", "Iron reserve"],
    });
    expect(await summary("ferritin level, IRON RESERVE")).toEqual(["ferritin level → Ferritin (exact)"]);
    expect((await resolve("iron stores")).items[0]?.confidence).not.toBe("exact");
  });

  it("refuses an empty list, more than 2,000 characters and more than 20 items with a clear message", async () => {
    for (const [text, message] of [
      ["", messages.catalog.listEmpty],
      [" , ;\n and ", messages.catalog.listEmpty],
      [`CBC, ${"x".repeat(2000)}`, messages.catalog.listTooLong],
      [Array.from({ length: 21 }, (_, i) => `Test ${i}`).join(", "), messages.catalog.listTooMany],
    ] as const) {
      const error = await failure(resolve(text));
      expect(error.code, text.slice(0, 20)).toBe("BAD_REQUEST");
      expect(issueMessages(error)).toEqual([message]);
    }
    // 20 items, some repeated, are fine.
    const twenty = Array.from({ length: 20 }, (_, i) => `Test ${i}`).join(", ");
    expect((await resolve(`${twenty}, test 1`)).items.length).toBeLessThanOrEqual(20);
  });
});

describe("catalog.resolveList with Arabic items", () => {
  it.each([
    {
      name: "matches Arabic names and synonyms exactly after normalisation, split on the Arabic comma",
      text: "صورة الدم الكاملة، تحليل السكر التراكمي، الفيتامين د؛ هرمون الغدة الدرقية المحفز (TSH)\nفيتامين ب12",
      items: [
        "صورة الدم الكاملة → Complete Blood Count (CBC) (exact)",
        "تحليل السكر التراكمي → Glycated Hemoglobin (HbA1c) (exact)",
        "الفيتامين د → Vitamin D Test (exact)",
        "هرمون الغدة الدرقية المحفز (TSH) → Thyroid Function (TSH) (exact)",
        "فيتامين ب12 → Vitamin B12 (Cobalamin) (exact)",
      ],
    },
    {
      name: "matches misspelt Arabic items as likely, mixed with Latin ones, and gives none for unknown text",
      text: "فيتامن د, CBC, الفريتين, طائرة ورقية",
      items: [
        "فيتامن د → Vitamin D Test (likely)",
        "CBC → Complete Blood Count (CBC) (exact)",
        "الفريتين → Ferritin (likely)",
        "طائرة ورقية → - (none)",
      ],
    },
    {
      name: "counts an item written twice in two spellings once (the same test)",
      text: "فيتامين د، الفيتامين دي",
      items: ["فيتامين د → Vitamin D Test (exact)"],
    },
  ])("$name", async ({ text, items }) => {
    expect(await summary(text)).toEqual(items);
  });
});
