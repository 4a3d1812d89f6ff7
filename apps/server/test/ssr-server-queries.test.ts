/**
 * Pages that declare their queries (the test, lab and home pages' `serverQueries`, with the layout's)
 * render once with data: the server fetches what the page asks before its first render. A declared
 * input that drifts from the page's own (a filter, the payer, the near-me choice, `labs=N`) makes the
 * render take a second pass, which these checks catch. The web app's server entry is rendered from its
 * source, through the procedures in this process, on the seeded demo catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { TRPCLink } from "@trpc/client";
import type { AppRouter } from "@labcompare/api";
import { seedCatalog, seedContent, seedInsurance } from "@labcompare/db";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { visitorLink } from "../src/plugins/web.ts";

/** The part of apps/web/src/entry-server.tsx used here (imported by path: it is the web app's source). */
interface ServerEntry {
  render(opts: {
    url: string;
    link: TRPCLink<AppRouter>;
    device: "phone" | "desktop";
  }): Promise<{ html: string; passes: number } | null>;
}

const ORIGIN = "http://labcompare.test";
const database = testDatabaseOptions();
let app: FastifyInstance;
let entry: ServerEntry;

beforeAll(async () => {
  app = await buildApp({ env: testEnv({ WEB_DIST_DIR: "/nonexistent" }), database: database.options });
  await seedCatalog(app.db.prisma);
  await seedInsurance(app.db.prisma);
  await seedContent(app.db.prisma);
  const entryPath = new URL("../../web/src/entry-server.tsx", import.meta.url).href;
  entry = (await import(entryPath)) as ServerEntry;
  // The first render in a process loads the pages' lazy code (a pass of its own).
  await render("/tests/complete-blood-count-cbc");
  await render("/labs/x");
  await render("/");
});

afterAll(async () => {
  await app?.close();
  await database.drop();
});

function render(path: string) {
  const link = visitorLink(app, [], "203.0.113.9");
  return entry.render({ url: `${ORIGIN}${path}`, link, device: "desktop" });
}

describe("pages that declare their queries render once", () => {
  const cbc = "complete-blood-count-cbc";
  it.each([
    `/tests/${cbc}`,
    `/product/general-health/test/${cbc}`,
    `/ar/tests/${cbc}`,
    `/tests/${cbc}?sort=turnaround&emirate=Dubai&home=1&labs=20`,
    `/tests/${cbc}?sort=distance&near=25.2048,55.2708`,
    `/tests/${cbc}?plan=corvane-essential`,
    `/ar/tests/${cbc}?accreditation=CAP&open=now`,
  ])("the test page %s, with its offers", async (path) => {
    const page = await render(path);
    expect(page?.passes).toBe(1);
    expect(page?.html).toContain(path.startsWith("/ar") ? "صورة الدم الكاملة" : "Complete Blood Count");
    expect(page?.html).toMatch(/AED|د\.إ/);
  });

  it("a lab's page, with its price list (also searched and longer)", async () => {
    const lab = await app.db.prisma.lab.findFirstOrThrow({
      where: { active: true },
      orderBy: { slug: "asc" },
    });
    for (const path of [
      `/labs/${lab.slug}`,
      `/labs/${lab.slug}?q=vitamin&prices=40`,
      `/ar/labs/${lab.slug}`,
    ]) {
      const page = await render(path);
      expect(page?.passes, path).toBe(1);
      expect(page?.html, path).toContain(path.startsWith("/ar") ? (lab.nameAr ?? lab.name) : lab.name);
    }
  });

  it("the home page in both languages", async () => {
    for (const path of ["/", "/ar"]) {
      const page = await render(path);
      expect(page?.passes, path).toBe(1);
      expect(page?.html, path).toContain(path === "/ar" ? "صورة الدم الكاملة" : "Complete Blood Count");
    }
  });

  it("a page without declared queries still renders with its data, in a second pass", async () => {
    const page = await render("/product/general-health");
    expect(page?.passes).toBe(2);
    expect(page?.html).toContain("Complete Blood Count");
  });
});
