/**
 * The small fixed catalogue most API tests run on (seedFixture): its categories, tests, labs and offers.
 */
import { parseOpeningHoursText } from "@labcompare/domain";
import type { TestWorld } from "./world.ts";

export interface Fixture {
  categoryId: string;
  cbcId: string;
  vitaminDId: string;
  lipidId: string;
  dubaiLabId: string;
  abuDhabiLabId: string;
  /** A lab that offers neither test. */
  otherLabId: string;
}

/** The fields of a fixture test besides its category. */
interface FixtureTest {
  name: string;
  slug: string;
  synonyms: string[];
  description: string;
  resultTime?: string;
  preparationInstructions?: string;
  fastingHours?: number;
}

/**
 * A small catalogue: 2 categories, 4 tests, 3 labs (Dubai: daily 07:00–22:00 with home collection in
 * Dubai; Abu Dhabi: Sat–Thu 08:00–20:00, closed Fridays, no home collection; one open 24 hours that
 * offers nothing). Default booking rules (15-minute slots, 3 places, 60/240 minutes lead, 60 days). Prices in AED: CBC 85 (Dubai, was 120) / 95 (Abu Dhabi); Vitamin D 150 /
 * 140; Lipid Profile 110 (Dubai only); Carbamazepine Level 125 (Dubai).
 */
export async function seedFixture(world: TestWorld): Promise<Fixture> {
  const p = world.db.prisma;
  const general = await p.testCategory.create({
    data: { name: "General Health", slug: "general-health", description: "Everyday checks" },
  });
  const vitamins = await p.testCategory.create({
    data: { name: "Vitamin & Mineral", slug: "vitamin-mineral" },
  });
  /** A test in category `categoryId`. */
  const createTest = (categoryId: string, data: FixtureTest) =>
    p.test.create({ data: { ...data, categoryId } });
  const cbc = await createTest(general.id, {
    name: "Complete Blood Count (CBC)",
    slug: "complete-blood-count-cbc",
    synonyms: ["CBC", "FBC", "full blood count"],
    description: "Counts red cells, white cells and platelets.",
    resultTime: "Same day",
  });
  const vitaminD = await createTest(vitamins.id, {
    name: "Vitamin D Test",
    slug: "vitamin-d-test",
    synonyms: ["25-OH Vitamin D", "Vit D"],
    description: "Measures 25-hydroxy vitamin D.",
    resultTime: "24 hours",
  });
  const lipid = await createTest(general.id, {
    name: "Lipid Profile",
    slug: "lipid-profile",
    synonyms: ["cholesterol test"],
    description: "Cholesterol and triglycerides.",
    preparationInstructions: "Fast for 10-12 hours.",
    fastingHours: 10,
  });
  const carbamazepine = await createTest(general.id, {
    name: "Carbamazepine Level",
    slug: "carbamazepine-level",
    synonyms: ["CBZ", "Tegretol level"],
    description: "Drug level monitoring.",
  });
  const dubai = await p.lab.create({
    data: {
      name: "Palm Crest Diagnostics",
      slug: "palm-crest",
      emirate: "Dubai",
      area: "Al Barsha",
      address: "Building 1",
      phone: "+971 4 000 0000",
      homeCollection: true,
      serviceEmirates: ["Dubai"],
      weeklyHours: parseOpeningHoursText("Daily 07:00–22:00")!,
      latitude: 25.1117,
      longitude: 55.2001,
      accreditation: ["ISO 15189"],
    },
  });
  const abuDhabi = await p.lab.create({
    data: {
      name: "Corniche Lab",
      slug: "corniche-lab",
      emirate: "Abu Dhabi",
      area: "Al Khalidiyah",
      address: "Tower 2",
      phone: "+971 2 000 0000",
      homeCollection: false,
      weeklyHours: parseOpeningHoursText("Sat–Thu 08:00–20:00")!,
      latitude: 24.47,
      longitude: 54.3496,
    },
  });
  const other = await p.lab.create({
    data: {
      name: "Empty Lab",
      slug: "empty-lab",
      emirate: "Dubai",
      area: "Deira",
      address: "Street 3",
      phone: "+971 4 111 1111",
      weeklyHours: parseOpeningHoursText("24 hours")!,
    },
  });
  await p.labTestOffer.createMany({
    data: [
      {
        labId: dubai.id,
        testId: cbc.id,
        priceAed: 85,
        originalPriceAed: 120,
        homeCollectionFeeAed: 50,
        turnaroundHours: 6,
      },
      { labId: abuDhabi.id, testId: cbc.id, priceAed: 95, turnaroundHours: 24 },
      { labId: dubai.id, testId: vitaminD.id, priceAed: 150, homeCollectionFeeAed: 50, turnaroundHours: 24 },
      { labId: abuDhabi.id, testId: vitaminD.id, priceAed: 140, turnaroundHours: 48 },
      { labId: dubai.id, testId: lipid.id, priceAed: 110, turnaroundHours: 8 },
      { labId: dubai.id, testId: carbamazepine.id, priceAed: 125, turnaroundHours: 24 },
    ],
  });
  return {
    categoryId: general.id,
    cbcId: cbc.id,
    vitaminDId: vitaminD.id,
    lipidId: lipid.id,
    dubaiLabId: dubai.id,
    abuDhabiLabId: abuDhabi.id,
    otherLabId: other.id,
  };
}
