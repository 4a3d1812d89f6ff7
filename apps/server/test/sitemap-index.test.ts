/**
 * A sitemap past one file's URLs: /sitemap.xml becomes a sitemap index naming /sitemap-1.xml… and
 * every page is listed exactly once across the files, in both languages; unknown parts are 404.
 * SITEMAP_MAX_URLS is lowered to 10 so a small catalogue crosses the limit (the default is the
 * protocol's 50,000).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { dailyHours } from "@labcompare/domain";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";

const ORIGIN = "https://labcompare.test";
const database = testDatabaseOptions();
let app: FastifyInstance;
const testIds: string[] = [];

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ PUBLIC_URL: ORIGIN, SITEMAP_MAX_URLS: "10" }),
    database: database.options,
  });
  const db = app.db.prisma;
  const category = await db.testCategory.create({ data: { name: "General Health", slug: "general" } });
  for (let i = 1; i <= 20; i++) {
    const test = await db.test.create({
      data: { name: `Test ${String(i).padStart(2, "0")}`, slug: `test-${i}`, categoryId: category.id },
    });
    testIds.push(test.id);
  }
  await db.lab.create({
    data: {
      name: "Lab One",
      slug: "lab-one",
      emirate: "Dubai",
      area: "Area",
      address: "Street 1",
      phone: "+971 4 000 0000",
      weeklyHours: dailyHours("08:00", "20:00"),
    },
  });
}, 60_000);
afterAll(async () => {
  await app.close();
  await database.drop();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe("sitemap index", () => {
  it("lists numbered sitemaps that together hold every page once, in both languages", async () => {
    const index = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(index.statusCode).toBe(200);
    expect(index.headers["content-type"]).toMatch(/application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locs(index.body);
    expect(files.length).toBeGreaterThan(4);
    expect(files).toEqual(files.map((_, i) => `${ORIGIN}/sitemap-${i + 1}.xml`));

    const pages: string[] = [];
    for (const file of files) {
      const part = await app.inject({ method: "GET", url: new URL(file).pathname });
      expect(part.statusCode, file).toBe(200);
      expect(part.body).toContain("<urlset");
      const urls = locs(part.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(10);
      pages.push(...urls);
    }
    expect(new Set(pages).size).toBe(pages.length);
    for (const id of testIds) {
      expect(pages.filter((p) => p.endsWith(`/test/${id}`))).toHaveLength(2);
      expect(pages.some((p) => p.startsWith(`${ORIGIN}/ar/product/`) && p.endsWith(`/test/${id}`))).toBe(
        true,
      );
    }
    expect(pages).toContain(`${ORIGIN}/labs/lab-one`);
    expect(pages).toContain(`${ORIGIN}/ar/labs/lab-one`);
    expect(pages).toContain(`${ORIGIN}/`);
  });

  it("answers 404 for a part that does not exist", async () => {
    const files = locs((await app.inject({ method: "GET", url: "/sitemap.xml" })).body);
    for (const url of ["/sitemap-0.xml", `/sitemap-${files.length + 1}.xml`, "/sitemap-x.xml"])
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(404);
  });
});
