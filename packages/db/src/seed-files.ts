/**
 * The shapes of the demo seed files in prisma/seed-data (categories, tests, labs) and how they are read.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { SampleType } from "./generated/prisma/enums.ts";
import { seedDataDir } from "./paths.ts";

export interface CategorySeed {
  name: string;
  nameAr?: string;
  slug: string;
  description: string;
  descriptionAr?: string;
  icon: string;
}
export interface TestSeed {
  name: string;
  slug: string;
  category: string;
  abbreviations: string[];
  description: string;
  /** Arabic name and synonyms (searched too), description and preparation; absent: none yet. */
  nameAr?: string;
  synonymsAr?: string[];
  descriptionAr?: string;
  preparationAr?: string | null;
  preparation: string | null;
  fastingHours: number;
  resultTime: string;
  turnaroundHours: number;
  loinc: string | null;
  sampleType: SampleType;
  isPanel: boolean;
  components: string[];
  typicalPriceAed: number;
  originalPriceAed?: number;
}
export interface LabSeed {
  name: string;
  nameAr?: string;
  slug: string;
  emirate: string;
  area: string;
  areaAr?: string;
  address: string;
  addressAr?: string;
  phone: string;
  accreditation: string[];
  homeCollection: boolean;
  openingHours: string;
  priceFactor: number;
  latitude: number;
  longitude: number;
  serviceEmirates: string[];
  homeCollectionFeeAed: number | null;
  catalogueShare: number;
  /** Confirms bookings at once (default false: the lab confirms them). */
  autoConfirm?: boolean;
}

/** Parses one JSON file of prisma/seed-data as `T` (unchecked). Throws when it is missing or not JSON. */
export function readSeed<T>(file: string): T {
  return JSON.parse(readFileSync(resolve(seedDataDir, file), "utf8")) as T;
}
