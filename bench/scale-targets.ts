/**
 * The scale bench's measured requests (docs/performance.md, "Data at scale"), each with its p95
 * target in ms. A target's `request(i, cold)` gives the i-th request: cold ones each ask for
 * something not asked before (another basket, test, lab, day, patient or search), and `beforeCold`
 * empties the server's page cache where the answer is cached; warm ones repeat the first request.
 */
import { randomUUID } from "node:crypto";
import { addDays, todayInDubai } from "@labcompare/domain";
import { trpcGet } from "./routes.ts";
import type { ScaleWorld } from "./scale-world.ts";

export interface ScaleRequest {
  path: string;
  method?: "GET" | "POST";
  body?: unknown;
  cookie?: string;
}
export interface ScaleTarget {
  name: string;
  targetMs: number;
  request: (i: number, cold: boolean) => ScaleRequest;
  /** Run before each cold request (e.g. empty the page cache). */
  beforeCold?: () => Promise<void>;
  /** Only cold requests make sense (each one writes). */
  coldOnly?: boolean;
}

const DUBAI = { lat: 25.2048, lng: 55.2708 };
const at = <T>(list: T[], i: number): T => {
  if (list.length === 0)
    throw new Error("the scale data lacks rows this target needs (run npm run seed:scale)");
  return list[i % list.length]!;
};

/** 20 distinct popular tests, a different set for each i (a window sliding over the 400 most offered). */
function basket(world: ScaleWorld, i: number): string[] {
  const tests = world.popularTests;
  return Array.from({ length: 20 }, (_, k) => at(tests, i * 7 + k * 13).id).filter(
    (id, k, all) => all.indexOf(id) === k,
  );
}

/** A doctor's list of 20 popular tests' names, one a line (names the list would split into parts left out). */
function listOf20(world: ScaleWorld, i: number): string {
  const names = world.popularTests.map((t) => t.name).filter((n) => !/[/+,;]|\band\b/i.test(n));
  return Array.from({ length: 20 }, (_, k) => at(names, i * 7 + k)).join("\n");
}

function catalogTargets(world: ScaleWorld, emptyPageCache: () => Promise<void>): ScaleTarget[] {
  const key = (cold: boolean, i: number) => (cold ? i + 1 : 0);
  const compare = (name: string, extra: Record<string, unknown>): ScaleTarget => ({
    name,
    targetMs: 100,
    request: (i, cold) => ({
      path: trpcGet("catalog.compareBasket", { testIds: basket(world, key(cold, i)), ...extra }),
    }),
  });
  const targets = [
    compare("catalog.compareBasket, 20 tests, self-pay", {}),
    compare("catalog.compareBasket, 20 tests, near me", { near: DUBAI }),
  ];
  if (world.planSlug)
    targets.push(
      compare("catalog.compareBasket, 20 tests, insurance plan", { payer: { planSlug: world.planSlug } }),
    );
  return [
    ...targets,
    {
      name: "catalog.resolveList, 20 items",
      targetMs: 100,
      request: (i, cold) => ({
        path: trpcGet("catalog.resolveList", { text: listOf20(world, key(cold, i)) }),
      }),
    },
    {
      name: `catalog.tests.byId, a test ${world.popularTests[0]?.labs ?? 0} labs offer`,
      targetMs: 60,
      request: (i, cold) => ({
        path: trpcGet("catalog.tests.byId", { id: at(world.popularTests, key(cold, i)).id }),
      }),
    },
    {
      name: "test page /tests/<slug> (server-rendered)",
      targetMs: 60,
      beforeCold: emptyPageCache,
      request: (i, cold) => ({ path: `/tests/${at(world.popularTests, key(cold, i)).slug}` }),
    },
    {
      name: "lab page /labs/<slug> (server-rendered)",
      targetMs: 60,
      beforeCold: emptyPageCache,
      request: (i, cold) => ({ path: `/labs/${at(world.busyLabs, key(cold, i)).slug}` }),
    },
  ];
}

function bookingTargets(world: ScaleWorld): ScaleTarget[] {
  const day = (i: number) => at(world.busyDays, i);
  return [
    {
      name: `booking.slots, a lab-day with ${world.busyDays[0]?.bookings ?? 0} bookings`,
      targetMs: 40,
      request: (i, cold) => {
        const { labId, date } = day(cold ? i : 0);
        return { path: trpcGet("booking.slots", { labId, date }) };
      },
    },
  ];
}

/** booking.create of one test at a slot the caller found free (the slot search is not timed). */
export function bookingCreateRequest(
  world: ScaleWorld,
  slot: { labId: string; testId: string; date: string; time: string },
): ScaleRequest {
  return {
    method: "POST",
    path: "/trpc/booking.create",
    cookie: world.patient.cookie,
    body: {
      testIds: [slot.testId],
      labId: slot.labId,
      scheduledDate: slot.date,
      scheduledTime: slot.time,
      patientName: "Scale Bench",
      patientEmail: world.patient.email,
      patientPhone: "+971501234567",
      collectionMode: "lab_visit",
      idempotencyKey: randomUUID(),
    },
  };
}

function adminTargets(world: ScaleWorld): ScaleTarget[] {
  const admin = world.adminCookie;
  const list = (name: string, input: (i: number) => Record<string, unknown>): ScaleTarget => ({
    name: `admin.bookings.list, ${name}`,
    targetMs: 100,
    request: (i, cold) => ({ path: trpcGet("admin.bookings.list", input(cold ? i + 1 : 0)), cookie: admin }),
  });
  const today = todayInDubai();
  const lab = (i: number) => at(world.busyLabs, i).id;
  return [
    list("first page", () => ({})),
    ...(world.deepCursor
      ? [
          list(`${world.deepPages.toLocaleString("en")} pages deep (cursor)`, () => ({
            cursor: world.deepCursor,
          })),
        ]
      : []),
    list("status", (i) => ({ status: at(["pending", "confirmed", "completed", "cancelled"], i) })),
    list("lab", (i) => ({ labId: lab(i) })),
    list("home collection", () => ({ collectionMode: "home_collection" })),
    list("a month's dates", (i) => ({ from: addDays(today, -30 * (i + 1)), to: addDays(today, -30 * i) })),
    list("today", () => ({ preset: "today" })),
    list("upcoming", () => ({ preset: "upcoming" })),
    list("insurance", () => ({ payment: "insurance" })),
    list("search by reference", (i) => ({ q: at(world.references, i) })),
    list("search by phone", (i) => ({ q: at(world.phones, i) })),
    {
      name: "admin.dashboard.summary (console dashboard)",
      targetMs: 200,
      request: () => ({ path: trpcGet("admin.dashboard.summary", undefined), cookie: admin }),
    },
  ];
}

function resultsTargets(world: ScaleWorld): ScaleTarget[] {
  const patient = (i: number) => at(world.frequentPatients, i);
  const reports = world.frequentPatients[0]?.reports ?? 0;
  return [
    {
      name: `results.timeline, a patient with ${reports} reports`,
      targetMs: 100,
      request: (i, cold) => ({ path: trpcGet("results.timeline", {}), cookie: patient(cold ? i : 0).cookie }),
    },
    {
      name: `/results page (server-rendered), ${reports} reports`,
      targetMs: 100,
      request: (i, cold) => ({ path: "/results", cookie: patient(cold ? i : 0).cookie }),
    },
  ];
}

/** /sitemap.xml, and its first part when it is an index (past 50,000 URLs). */
function sitemapTargets(emptyPageCache: () => Promise<void>, isIndex: boolean): ScaleTarget[] {
  return (isIndex ? ["/sitemap.xml", "/sitemap-1.xml"] : ["/sitemap.xml"]).map((path) => ({
    name: `sitemap ${path} (both languages)`,
    targetMs: 500,
    beforeCold: emptyPageCache,
    request: () => ({ path }),
  }));
}

/** Every target but booking.create and the CSV export, which bench/scale.ts measures apart. */
export function scaleTargets(
  world: ScaleWorld,
  emptyPageCache: () => Promise<void>,
  sitemapIsIndex: boolean,
): ScaleTarget[] {
  return [
    ...catalogTargets(world, emptyPageCache),
    ...bookingTargets(world),
    ...adminTargets(world),
    ...resultsTargets(world),
    ...sitemapTargets(emptyPageCache, sitemapIsIndex),
  ];
}
