/**
 * The site the SEO tests read, served by Fastify's inject: a built web app's index.html in a temporary
 * folder, and a fresh database (in-memory PGlite, or TEST_DATABASE_URL) seeded through Prisma with
 * categories, 12 labs, tests, blog posts and SEO settings. `useSeoSite()` builds it before the file's
 * tests and closes it after them; each test file gets its own.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { dailyHours } from "@labcompare/domain";
import { createCategoryWithTest, testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../../src/app.ts";
import { testEnv } from "../../src/env.ts";
import { expectShellKept, INDEX_HTML } from "./seo-html.ts";
import { postTrpc, signedInCookie } from "./trpc-answer.ts";

export const ORIGIN = "https://labcompare.test";
const ADMIN = { email: "seo-admin@example.com", password: "seo admin password 1" };
export const HOSTILE_TITLE = `"</title><script>alert(1)</script>`;

/** The calling file's own web build folder (a test may replace its index.html). */
export let webDist: string;

/** Writes a web build (index.html and one script) to a new temporary folder. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), "labcompare-seo-dist-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), INDEX_HTML);
  writeFileSync(join(dir, "assets", "index-abc123.js"), "console.log('app')");
  return dir;
}

export let app: FastifyInstance;
let adminCookie: string;
export const ids = {} as {
  general: string;
  hormones: string;
  inactiveCategory: string;
  cbc: string;
  noOffers: string;
  inactiveTest: string;
  hostilePost: string;
  imagePost: string;
  draft: string;
};
export let cbcUpdatedAt: Date;
export let imagePostUpdatedAt: Date;

/** GETs `url` from the app. */
export const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

/** GETs `url`, expects a 200 whose content type matches `contentType`, and returns the body. */
export async function okBody(url: string, contentType: RegExp): Promise<string> {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  expect(res.headers["content-type"], url).toMatch(contentType);
  return res.body;
}

/** Calls an admin tRPC mutation as the signed-in admin. */
export const adminMutation = (path: string, input: unknown) =>
  postTrpc(app, path, input, { headers: { cookie: adminCookie } });

/** GETs the page at `url`, expects a 200 that keeps the shell, and returns its HTML. */
export async function pageHtml(url: string): Promise<string> {
  const html = await okBody(url, /^text\/html/);
  expectShellKept(html);
  return html;
}

/** Builds the app and seeds the database before the calling file's tests; closes both after them. */
export function useSeoSite(): void {
  const database = testDatabaseOptions();
  beforeAll(async () => {
    webDist = writeWebDist();
    app = await buildApp({
      env: testEnv({
        WEB_DIST_DIR: webDist,
        PUBLIC_URL: ORIGIN,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        IMAGE_HOSTS: "images.example.com",
      }),
      database: database.options,
    });
    const db = app.db.prisma;

    const { category: general, test: cbc } = await createCategoryWithTest(
      db,
      {
        name: "General Health",
        slug: "general-health",
        description: "Everyday blood tests for a general health check.",
        sortOrder: 1,
      },
      {
        name: "Complete Blood Count (CBC)",
        slug: "complete-blood-count-cbc",
        description: "Measures red cells, white cells and platelets.",
        resultTime: "Same day",
        loincCode: "58410-2",
        synonyms: ["CBC", "Full blood count"],
      },
    );
    const hormones = await db.testCategory.create({
      data: { name: "Hormone Panels", slug: "hormone-panels", sortOrder: 2 },
    });
    const inactiveCategory = await db.testCategory.create({
      data: { name: "Retired", slug: "retired", active: false },
    });

    const labs = [];
    for (let i = 1; i <= 12; i++) {
      labs.push(
        await db.lab.create({
          data: {
            name: `Lab ${String(i).padStart(2, "0")}`,
            slug: `lab-${i}`,
            emirate: i % 2 ? "Dubai" : "Abu Dhabi",
            area: "Area",
            address: "Street 1",
            phone: "+971 4 000 0000",
            weeklyHours: dailyHours("08:00", "20:00"),
          },
        }),
      );
    }
    // 12 labs: 85.00 … 140.00 AED.
    await db.labTestOffer.createMany({
      data: labs.map((lab, i) => ({
        labId: lab.id,
        testId: cbc.id,
        priceAed: 85 + i * 5,
        turnaroundHours: 24,
      })),
    });
    const noOffers = await db.test.create({
      data: {
        name: "Testosterone",
        slug: "testosterone",
        categoryId: hormones.id,
        description: "Total testosterone.",
      },
    });
    const inactiveTest = await db.test.create({
      data: { name: "Old Test", slug: "old-test", active: false, categoryId: general.id },
    });

    const hostilePost = await db.blogPost.create({
      data: {
        title: HOSTILE_TITLE,
        excerpt: "Why <b>fasting</b> matters & what to expect.",
        content: "<p>Body</p>",
        author: "Dr. Amal",
        category: "Preparation",
        isPublished: true,
      },
    });
    const imagePost = await db.blogPost.create({
      data: {
        title: "Vitamin D in the UAE",
        excerpt: "Sunny, yet deficient.",
        content: "<p>Body</p>",
        author: "Sara",
        category: "Nutrition",
        imageUrl: "https://images.example.com/vitamin-d.jpg",
        isPublished: true,
        updatedAt: new Date("2024-03-05T10:00:00Z"),
      },
    });
    const draft = await db.blogPost.create({
      data: {
        title: "Draft post",
        excerpt: "x",
        content: "x",
        author: "x",
        category: "x",
        isPublished: false,
      },
    });

    await db.seoSettings.create({
      data: {
        id: 1,
        siteTitle: "LabTest Hub | Book lab tests in the UAE",
        siteDescription: "Site-wide description from the settings.",
        defaultOgImage: "https://cdn.example.com/og-default.png",
      },
    });
    await db.pageSeo.createMany({
      data: [
        {
          pagePath: "/about",
          title: "About LabTest Hub – who we are",
          description: "PageSeo description of the about page.",
          keywords: "about, lab tests, uae",
          canonicalUrl: "https://labcompare.test/about-us",
        },
        {
          // Category entity has no description: PageSeo's description is used, its title is not.
          pagePath: `/product/${hormones.id}`,
          title: "PageSeo title that loses to the category name",
          description: "PageSeo description of the hormone panels.",
        },
        {
          // Post without an image: PageSeo's image is used; its title and keywords lose to the post.
          pagePath: `/blog/${hostilePost.id}`,
          title: "PageSeo title that loses to the post",
          description: "PageSeo description that loses to the excerpt",
          keywords: "pageseo keywords",
          ogImage: "/images/fasting.png",
        },
      ],
    });

    Object.assign(ids, {
      general: general.id,
      hormones: hormones.id,
      inactiveCategory: inactiveCategory.id,
      cbc: cbc.id,
      noOffers: noOffers.id,
      inactiveTest: inactiveTest.id,
      hostilePost: hostilePost.id,
      imagePost: imagePost.id,
      draft: draft.id,
    });
    cbcUpdatedAt = (await db.test.findUniqueOrThrow({ where: { id: cbc.id } })).updatedAt;
    imagePostUpdatedAt = imagePost.updatedAt;

    adminCookie = await signedInCookie(app, ADMIN);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(webDist, { recursive: true, force: true });
  });
}
