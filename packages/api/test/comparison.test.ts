/**
 * The comparison that decides, on a real database: a basket compared across labs (complete labs
 * first by total, the one-visit fee, distance, panels that cover the basket for less), popular tests
 * from live offers, areas and labs near a point, a lab's page, site settings and the saved basket.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_SITE_SETTINGS } from "@labcompare/validators";
import { distanceKm } from "@labcompare/domain";
import { ensureAreas } from "@labcompare/db";
import { createSeededWorld, failure, issueMessages, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;
let panelId: string;
/** Dubai Marina: nearer to the Dubai lab (Al Barsha) than to the Abu Dhabi one. */
const MARINA = { lat: 25.0805, lng: 55.1403 };

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  const p = world.db.prisma;
  // A panel containing CBC and Vitamin D, sold by the Dubai lab for less than the two apart (235).
  const panel = await p.test.create({
    data: { name: "Wellness Panel", slug: "wellness-panel", isPanel: true },
  });
  panelId = panel.id;
  await p.panelComponent.createMany({
    data: [
      { panelId, componentId: fx.cbcId },
      { panelId, componentId: fx.vitaminDId },
    ],
  });
  await p.labTestOffer.create({
    data: { labId: fx.dubaiLabId, testId: panelId, priceAed: 140, turnaroundHours: 24 },
  });
});
afterAll(() => world.close());

/** Changes the offer of `testId` at `labId`. */
const setOffer = (
  labId: string,
  testId: string,
  data: { priceAed?: number; homeCollectionFeeAed?: number | null },
) => world.db.prisma.labTestOffer.update({ where: { labId_testId: { labId, testId } }, data });

describe("catalog.compareBasket", () => {
  it("ranks labs offering every test first by total, then partial matches with what is missing", async () => {
    const res = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId, fx.vitaminDId, fx.lipidId] });
    expect(res.tests.map((t) => t.name)).toEqual([
      "Complete Blood Count (CBC)",
      "Vitamin D Test",
      "Lipid Profile",
    ]);
    expect(res.labs.map((l) => [l.lab.name, l.complete, l.totalAed, l.missing.map((m) => m.name)])).toEqual([
      ["Palm Crest Diagnostics", true, "345.00", []],
      ["Corniche Lab", false, "235.00", ["Lipid Profile"]],
    ]);
    expect(res.labs[0]).toMatchObject({
      subtotalAed: "345.00",
      homeCollectionFeeAed: null,
      turnaroundHours: 24,
      distanceKm: null,
    });
    expect(res).toMatchObject({ completeCount: 1, cheapestCompleteLabId: fx.dubaiLabId, savingAed: "0.00" });
  });

  it("puts the cheapest complete lab first with its saving against the dearest, and measures distance", async () => {
    const res = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId, fx.vitaminDId], near: MARINA });
    // Equal totals: the nearer lab first.
    expect(res.labs.map((l) => [l.lab.name, l.totalAed])).toEqual([
      ["Palm Crest Diagnostics", "235.00"],
      ["Corniche Lab", "235.00"],
    ]);
    expect(res.labs[0]!.distanceKm).toBe(distanceKm(MARINA, { lat: 25.1117, lng: 55.2001 }));
    expect(res.labs[0]!.distanceKm).toBeLessThan(res.labs[1]!.distanceKm!);
    // Make Abu Dhabi cheaper: it leads, and the saving is the difference.
    await setOffer(fx.abuDhabiLabId, fx.cbcId, { priceAed: 75 });
    const cheaper = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId, fx.vitaminDId],
      near: MARINA,
    });
    expect(cheaper.labs.map((l) => [l.lab.name, l.totalAed])).toEqual([
      ["Corniche Lab", "215.00"],
      ["Palm Crest Diagnostics", "235.00"],
    ]);
    expect(cheaper).toMatchObject({ cheapestCompleteLabId: fx.abuDhabiLabId, savingAed: "20.00" });
    await setOffer(fx.abuDhabiLabId, fx.cbcId, { priceAed: 95 });
  });

  it("adds one home-collection fee per visit (the highest among the items) and keeps only labs that collect", async () => {
    await setOffer(fx.dubaiLabId, fx.vitaminDId, { homeCollectionFeeAed: 75 });
    const res = await world.anon.catalog.compareBasket({
      testIds: [fx.cbcId, fx.vitaminDId],
      homeCollection: true,
    });
    expect(res.labs).toHaveLength(1);
    expect(res.labs[0]).toMatchObject({
      subtotalAed: "235.00",
      homeCollectionFeeAed: "75.00",
      totalAed: "310.00",
    });
    await setOffer(fx.dubaiLabId, fx.vitaminDId, { homeCollectionFeeAed: 50 });
  });

  it("names the cheapest for the mode asked: the lab-visit winner is not the home-collection one", async () => {
    const p = world.db.prisma;
    // Corniche Lab: cheaper tests (215 against 235) but a dearer home visit (80 against 50).
    await p.lab.update({
      where: { id: fx.abuDhabiLabId },
      data: { homeCollection: true, serviceEmirates: ["Abu Dhabi"] },
    });
    await setOffer(fx.abuDhabiLabId, fx.cbcId, { priceAed: 75, homeCollectionFeeAed: 80 });
    try {
      const visit = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId, fx.vitaminDId] });
      expect(visit).toMatchObject({
        collectionMode: "lab_visit",
        cheapestCompleteLabId: fx.abuDhabiLabId,
        savingAed: "20.00",
      });
      expect(visit.labs.map((l) => [l.lab.name, l.totalAed])).toEqual([
        ["Corniche Lab", "215.00"],
        ["Palm Crest Diagnostics", "235.00"],
      ]);
      const home = await world.anon.catalog.compareBasket({
        testIds: [fx.cbcId, fx.vitaminDId],
        homeCollection: true,
      });
      expect(home).toMatchObject({
        collectionMode: "home_collection",
        cheapestCompleteLabId: fx.dubaiLabId,
        savingAed: "10.00",
      });
      expect(home.labs.map((l) => [l.lab.name, l.subtotalAed, l.homeCollectionFeeAed, l.totalAed])).toEqual([
        ["Palm Crest Diagnostics", "235.00", "50.00", "285.00"],
        ["Corniche Lab", "215.00", "80.00", "295.00"],
      ]);
    } finally {
      await p.lab.update({
        where: { id: fx.abuDhabiLabId },
        data: { homeCollection: false, serviceEmirates: [] },
      });
      await setOffer(fx.abuDhabiLabId, fx.cbcId, { priceAed: 95, homeCollectionFeeAed: null });
    }
  });

  it("says when a panel the lab sells covers the basket for less", async () => {
    const res = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId, fx.vitaminDId] });
    const dubai = res.labs.find((l) => l.lab.id === fx.dubaiLabId)!;
    expect(dubai.panel).toEqual({
      testId: panelId,
      name: "Wellness Panel",
      nameAr: null,
      slug: "wellness-panel",
      priceAed: "140.00",
      savingAed: "95.00",
      covers: 2,
    });
    expect(res.labs.find((l) => l.lab.id === fx.abuDhabiLabId)!.panel).toBeNull();
  });

  it("answers the first `limit` labs with the count of all, and one lab alone by `labId`", async () => {
    const testIds = [fx.cbcId, fx.vitaminDId, fx.lipidId];
    const first = await world.anon.catalog.compareBasket({ testIds, limit: 1 });
    expect(first.labs.map((l) => l.lab.name)).toEqual(["Palm Crest Diagnostics"]);
    // The counts and the cheapest are over every lab, not the page.
    expect(first).toMatchObject({ labCount: 2, completeCount: 1, cheapestCompleteLabId: fx.dubaiLabId });
    const one = await world.anon.catalog.compareBasket({ testIds, labId: fx.abuDhabiLabId });
    expect(one.labs.map((l) => [l.lab.name, l.missing.map((m) => m.name)])).toEqual([
      ["Corniche Lab", ["Lipid Profile"]],
    ]);
    expect(one).toMatchObject({ labCount: 1, completeCount: 0, cheapestCompleteLabId: null });
    for (const limit of [0, 501, 2.5])
      expect(issueMessages(await failure(world.anon.catalog.compareBasket({ testIds, limit })))).toEqual([
        "Ask for between 1 and 500 labs",
      ]);
  });

  it("filters by emirate and refuses bad baskets with clear messages", async () => {
    const res = await world.anon.catalog.compareBasket({ testIds: [fx.cbcId], emirate: "Abu Dhabi" });
    expect(res.labs.map((l) => l.lab.name)).toEqual(["Corniche Lab"]);
    expect(issueMessages(await failure(world.anon.catalog.compareBasket({ testIds: [] })))).toEqual([
      "Add at least one test to compare",
    ]);
    expect(
      issueMessages(
        await failure(
          world.anon.catalog.compareBasket({ testIds: Array.from({ length: 21 }, () => fx.cbcId) }),
        ),
      ),
    ).toContain("A basket can hold at most 20 tests");
    expect(
      issueMessages(
        await failure(
          world.anon.catalog.compareBasket({ testIds: [fx.cbcId], near: { lat: 51.5, lng: -0.1 } }),
        ),
      ),
    ).toContain("That location is outside the UAE");
    await expect(
      world.anon.catalog.compareBasket({ testIds: ["00000000-0000-4000-8000-000000000000"] }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("what the patient sees is true", () => {
  it("shows popular tests with the cheapest live offer and its original price, following admin changes", async () => {
    // The fixture's CBC, Vitamin D and Lipid Profile carry the home page's popular tests' slugs.
    const popular = await world.anon.catalog.popularTests();
    expect(popular.map((t) => [t.slug, t.priceAed, t.originalPriceAed])).toEqual([
      ["complete-blood-count-cbc", "85.00", "120.00"],
      ["vitamin-d-test", "140.00", null],
      ["lipid-profile", "110.00", null],
    ]);
    await setOffer(fx.dubaiLabId, fx.lipidId, { priceAed: 99 });
    expect((await world.anon.catalog.popularTests()).find((t) => t.slug === "lipid-profile")!.priceAed).toBe(
      "99.00",
    );
    await setOffer(fx.dubaiLabId, fx.lipidId, { priceAed: 110 });
  });

  it("serves demo contact details flagged as demo until an admin saves real ones", async () => {
    const before = await world.anon.content.settings();
    expect(before).toMatchObject({
      whatsappNumber: DEMO_SITE_SETTINGS.whatsappNumber,
      privacyEmail: DEMO_SITE_SETTINGS.privacyEmail,
      isDemo: true,
    });
    expect(before.testimonials).toHaveLength(5);
    const admin = await world.signedIn("settings-admin@example.com", { admin: true });
    const bad = await failure(
      admin.caller.admin.settings.update({
        whatsappNumber: "12",
        phone: "abc",
        email: "x",
        address: "",
        socialLinks: {},
        testimonials: [],
      }),
    );
    expect(issueMessages(bad)).toEqual(
      expect.arrayContaining([
        "Please enter the WhatsApp number with its country code, e.g. 971501234567",
        "Please enter a valid phone number, e.g. +971 50 123 4567",
        "Please enter a valid email address",
        "Address is required",
      ]),
    );
    const saved = await admin.caller.admin.settings.update({
      whatsappNumber: "+971 50 765 4321",
      phone: "04 555 1234",
      email: "care@example.ae",
      address: "Office 12, Healthcare Tower, Dubai",
      socialLinks: { instagram: "https://instagram.com/example", facebook: "" },
      testimonials: [{ name: "Mona", location: "Deira", text: "Quick and clear." }],
    });
    expect(saved).toMatchObject({
      whatsappNumber: "971507654321",
      whatsappUrl: "https://wa.me/971507654321",
      phone: "+97145551234",
      isDemo: false,
      socialLinks: { instagram: "https://instagram.com/example" },
    });
    // No privacy email given: null (the Privacy Policy then shows the main email).
    expect(saved.privacyEmail).toBeNull();
    expect(await world.anon.content.settings()).toMatchObject({
      email: "care@example.ae",
      privacyEmail: null,
      testimonials: [{ name: "Mona" }],
    });
    // A privacy email is checked like the main one and saved trimmed.
    const { whatsappUrl: _u, isDemo: _d, updatedAt: _t, ...fields } = saved;
    expect(
      issueMessages(
        await failure(admin.caller.admin.settings.update({ ...fields, privacyEmail: "not an email" })),
      ),
    ).toEqual(["Please enter a valid email address"]);
    expect(
      (await admin.caller.admin.settings.update({ ...fields, privacyEmail: "  privacy@example.ae " }))
        .privacyEmail,
    ).toBe("privacy@example.ae");
    expect((await world.anon.content.settings()).privacyEmail).toBe("privacy@example.ae");
    const { caller } = await world.signedIn("settings-patient@example.com");
    await expect(caller.admin.settings.update(saved as never)).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("near me and lab pages", () => {
  it("lists UAE areas and sorts labs by straight-line distance", async () => {
    await ensureAreas(world.db.prisma);
    const areas = await world.anon.catalog.areas();
    expect(areas.length).toBeGreaterThan(30);
    const marina = areas.find((a) => a.name === "Dubai Marina")!;
    expect(marina.nameAr).toBe("مرسى دبي");
    expect(areas.every((a) => a.nameAr)).toBe(true);
    const labs = await world.anon.catalog.labs.list({
      near: { lat: marina.latitude, lng: marina.longitude },
    });
    expect(labs.map((l) => l.name)).toEqual(["Palm Crest Diagnostics", "Corniche Lab", "Empty Lab"]);
    expect(labs[0]!.distanceKm).toBeCloseTo(7.0, 0);
    expect(labs[1]!.distanceKm).toBeGreaterThan(100);
    expect(labs[2]!.distanceKm).toBeNull();
  });

  it("gives a lab's page by slug, and NOT_FOUND for an unknown or inactive lab", async () => {
    const lab = await world.anon.catalog.labs.bySlug({ id: "palm-crest" });
    expect(lab).toMatchObject({
      name: "Palm Crest Diagnostics",
      openingHours: "Daily 07:00–22:00",
      testCount: 5,
      latitude: 25.1117,
    });
    await expect(world.anon.catalog.labs.bySlug({ id: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Lab not found",
    });
  });
});

describe("basket", () => {
  it("keeps a signed-in patient's basket and merges the browser's at sign-in", async () => {
    const { caller } = await world.signedIn("basket@example.com");
    expect(await caller.basket.get()).toEqual({ testIds: [] });
    await caller.basket.set({ testIds: [fx.cbcId, fx.vitaminDId] });
    const merged = await caller.basket.merge({
      testIds: [fx.vitaminDId, fx.lipidId, "00000000-0000-4000-8000-000000000000"],
    });
    expect(merged.testIds).toEqual([fx.cbcId, fx.vitaminDId, fx.lipidId]);
    expect((await caller.basket.set({ testIds: [fx.lipidId] })).testIds).toEqual([fx.lipidId]);
    await expect(world.anon.basket.get()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("set keeps the order the client sends, moving tests already in the basket", async () => {
    const { caller } = await world.signedIn("basket-order@example.com");
    await caller.basket.set({ testIds: [fx.cbcId, fx.vitaminDId] });
    // A new test first, then the saved ones reversed: the new one is not pushed after the saved ones.
    const mixed = [fx.lipidId, fx.vitaminDId, fx.cbcId];
    expect((await caller.basket.set({ testIds: mixed })).testIds).toEqual(mixed);
    expect(await caller.basket.get()).toEqual({ testIds: mixed });
    // All three already saved, sent in another order: the basket follows it.
    const reordered = [fx.vitaminDId, fx.cbcId, fx.lipidId];
    expect((await caller.basket.set({ testIds: reordered })).testIds).toEqual(reordered);
    expect(await caller.basket.get()).toEqual({ testIds: reordered });
    // merge still adds after what is saved, leaving the saved order alone.
    await caller.basket.set({ testIds: [fx.lipidId, fx.vitaminDId] });
    expect((await caller.basket.merge({ testIds: [fx.cbcId, fx.vitaminDId] })).testIds).toEqual([
      fx.lipidId,
      fx.vitaminDId,
      fx.cbcId,
    ]);
  });

  it("two basket writes at once both answer, and the basket is one of them whole (five rounds)", async () => {
    const { caller } = await world.signedIn("basket-race@example.com");
    const orders = [
      [fx.cbcId, fx.vitaminDId, fx.lipidId],
      [fx.lipidId, fx.cbcId],
    ];
    for (let round = 0; round < 5; round++) {
      // A batch holding basket.set twice (a double click, two tabs) runs both at the same moment.
      const results = await Promise.allSettled([
        caller.basket.set({ testIds: orders[0]! }),
        caller.basket.merge({ testIds: orders[1]! }),
      ]);
      expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled"]);
      const { testIds } = await caller.basket.get();
      // set then merge: the set's three (merge adds none); merge then set: the set's order.
      expect(testIds).toEqual(orders[0]);
      await caller.basket.set({ testIds: [] });
    }
  });

  it("caps it at 20: merge and set keep the first 20 tests, oldest first", async () => {
    const p = world.db.prisma;
    // 25 active tests (a basket only needs active tests; offers play no part in it).
    const many: string[] = [];
    for (let i = 0; i < 25; i++) {
      const n = String(i + 1).padStart(2, "0");
      many.push(
        (await p.test.create({ data: { name: `Basket Cap Test ${n}`, slug: `basket-cap-test-${n}` } })).id,
      );
    }
    const inactive = await p.test.create({
      data: { name: "Basket Cap Inactive", slug: "basket-cap-inactive", active: false },
    });
    const { caller } = await world.signedIn("basket-cap@example.com");

    // 12 saved, then the browser's 17 (4 already saved) merged: 12 + 13 new = 25, the first 20 kept.
    expect((await caller.basket.set({ testIds: many.slice(0, 12) })).testIds).toEqual(many.slice(0, 12));
    const merged = await caller.basket.merge({ testIds: many.slice(8) });
    expect(merged.testIds).toEqual(many.slice(0, 20));
    expect(await caller.basket.get()).toEqual({ testIds: many.slice(0, 20) });
    expect(await p.basketItem.count({ where: { test: { slug: { startsWith: "basket-cap-" } } } })).toBe(20);

    // A full basket takes no more: merging the last 5 changes nothing.
    expect((await caller.basket.merge({ testIds: many.slice(20) })).testIds).toEqual(many.slice(0, 20));

    // set replaces: exactly 20 are kept in the order given; an inactive test is dropped, not counted.
    const last20 = many.slice(5);
    expect((await caller.basket.set({ testIds: last20 })).testIds).toEqual(last20);
    const withInactive = (await caller.basket.set({ testIds: [inactive.id, ...many.slice(0, 19)] })).testIds;
    expect(withInactive).toEqual(many.slice(0, 19));

    // More than 20 at once is refused with the basket's message, and the saved basket is untouched.
    for (const call of [caller.basket.set, caller.basket.merge]) {
      const refused = await failure(call({ testIds: many.slice(0, 21) }));
      expect(refused.code).toBe("BAD_REQUEST");
      expect(issueMessages(refused)).toContain("A basket can hold at most 20 tests");
    }
    expect((await caller.basket.get()).testIds).toEqual(withInactive);
  });
});
