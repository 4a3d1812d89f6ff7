/** admin.seo and admin.resources (the SEO screen, resources), and the public content.seo / content.resources reads. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_SEO_SETTINGS, messages } from "@labcompare/validators";
import { failure, issueMessages, type TestWorld, type Caller } from "./helpers.ts";
import { createAdminWorld } from "./admin-helpers.ts";
import { expectDeleteWinsFiveRounds } from "./support/delete-race.ts";

let world: TestWorld, admin: Caller, adminId: string;

beforeAll(async () => {
  ({ world, admin, adminId } = await createAdminWorld({ seed: false }));
});

afterAll(() => world.close());

describe("admin.seo site settings", () => {
  it("returns the preset Dubai defaults while no row exists (not an error)", async () => {
    const settings = await admin.admin.seo.get();
    expect(settings).toEqual({ ...DEFAULT_SEO_SETTINGS, updatedAt: null, exists: false });
    expect(settings.siteTitle).toBe("LabCompare UAE | Compare & Book Lab Tests in Dubai");
    expect(settings.siteDescription).toMatch(/lab test/i);
    expect(await world.anon.content.seo.get()).toEqual(settings);
  });

  it("validates: site title and description required, social image a URL or empty", async () => {
    const error = await failure(
      admin.admin.seo.upsert({ siteTitle: " ", siteDescription: "", defaultOgImage: "not a url" }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(issueMessages(error)).toEqual([
      "Site title is required",
      "Site description is required",
      messages.validation.urlInvalid,
    ]);
    expect(
      issueMessages(
        await failure(
          admin.admin.seo.upsert({
            siteTitle: "T",
            siteDescription: "D",
            defaultOgImage: "ftp://x.example/a.png",
          }),
        ),
      ),
    ).toEqual([messages.validation.urlInvalid]);
    expect(await world.db.prisma.seoSettings.count()).toBe(0);
  });

  it("inserts the row on first save, updates it afterwards, audited both times", async () => {
    const first = await admin.admin.seo.upsert({
      siteTitle: "LabCompare",
      siteDescription: "Compare lab tests",
      defaultOgImage: "",
      googleAnalyticsId: "",
    });
    expect(first).toMatchObject({
      siteTitle: "LabCompare",
      defaultOgImage: null,
      googleAnalyticsId: null,
      exists: true,
    });
    // Values given are stored as given.
    const given = {
      siteTitle: "LabCompare UAE",
      siteDescription: "Compare and book",
      defaultOgImage: "https://example.com/og.png",
      googleAnalyticsId: "G-ABC123",
    };
    expect(await admin.admin.seo.upsert(given)).toMatchObject(given);
    const rows = await world.db.prisma.seoSettings.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(1);
    const audits = await world.db.prisma.auditLog.findMany({
      where: { entity: "seoSettings" },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["seoSettings.create", "seoSettings.update"]);
    expect(audits[1]).toMatchObject({
      actorId: adminId,
      entityId: "1",
      before: { siteTitle: "LabCompare" },
      after: { siteTitle: "LabCompare UAE" },
    });
    expect(await world.anon.content.seo.get()).toMatchObject({ siteTitle: "LabCompare UAE", exists: true });
  });
});

describe("admin.seo page entries", () => {
  let aboutId: string;

  it("adds entries (path normalised), lists them by path, and the public lookup finds them", async () => {
    const about = await admin.admin.seo.pageCreate({
      pagePath: "/about/",
      title: "About us",
      description: "Who we are",
      keywords: "",
      ogImage: "",
      canonicalUrl: "https://labcompare.ae/about",
    });
    aboutId = about.id;
    expect(about).toMatchObject({
      pagePath: "/about",
      keywords: null,
      ogImage: null,
      canonicalUrl: "https://labcompare.ae/about",
    });
    await admin.admin.seo.pageCreate({ pagePath: "/", title: "Home", description: "Home page" });
    await admin.admin.seo.pageCreate({
      pagePath: "/labs",
      title: "Labs",
      description: "Partner labs",
      keywords: "labs, dubai",
    });
    expect((await admin.admin.seo.pageList()).map((p) => p.pagePath)).toEqual(["/", "/about", "/labs"]);
    expect(await world.anon.content.seo.pageSeo({ path: "/about?ref=x" })).toMatchObject({
      id: aboutId,
      title: "About us",
    });
    expect(await world.anon.content.seo.pageSeo({ path: "/nowhere" })).toBeNull();
    expect(
      await world.db.prisma.auditLog.count({ where: { entity: "pageSeo", action: "pageSeo.create" } }),
    ).toBe(3);
  });

  it("refuses a duplicate path with CONFLICT and validates fields", async () => {
    const dup = await failure(
      admin.admin.seo.pageCreate({ pagePath: "/about", title: "Again", description: "Again" }),
    );
    expect(dup).toMatchObject({ code: "CONFLICT", message: messages.admin.pagePathTaken });
    const invalid = await failure(
      admin.admin.seo.pageCreate({
        pagePath: "",
        title: "",
        description: "",
        ogImage: "nope",
        canonicalUrl: "javascript:x",
      }),
    );
    // The first message is the one the error formatter sends (the form shows it).
    expect(issueMessages(invalid)[0]).toBe("Page path is required");
    expect(issueMessages(invalid)).toEqual(
      expect.arrayContaining([
        "Title is required",
        "Description is required",
        messages.validation.urlInvalid,
      ]),
    );
    expect(issueMessages(invalid).filter((m) => m === messages.validation.urlInvalid)).toHaveLength(2);
    const relative = await failure(
      admin.admin.seo.pageCreate({ pagePath: "about", title: "A", description: "B" }),
    );
    expect(issueMessages(relative)).toEqual([messages.validation.pagePathInvalid]);
  });

  it("deletes an entry with an audit row; NOT_FOUND for an unknown one", async () => {
    await expect(admin.admin.seo.pageDelete({ id: aboutId })).resolves.toEqual({ id: aboutId });
    expect((await admin.admin.seo.pageList()).map((p) => p.pagePath)).toEqual(["/", "/labs"]);
    expect(
      await world.db.prisma.auditLog.findFirst({ where: { entityId: aboutId, action: "pageSeo.delete" } }),
    ).toMatchObject({
      before: { pagePath: "/about" },
      after: null,
    });
    expect(await failure(admin.admin.seo.pageDelete({ id: aboutId }))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.admin.pageSeoNotFound,
    });
  });

  it("deletes an entry once when two deletions race: the other answers NOT_FOUND, never a 500", async () => {
    // On PostgreSQL both can read the row; the second's delete then finds none.
    for (let round = 0; round < 5; round++) {
      const page = await admin.admin.seo.pageCreate({
        pagePath: `/race-${round}`,
        title: "Race",
        description: "Deleted twice at once",
      });
      const results = await Promise.allSettled([
        admin.admin.seo.pageDelete({ id: page.id }),
        admin.admin.seo.pageDelete({ id: page.id }),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const refused: unknown = results.find(
        (r): r is PromiseRejectedResult => r.status === "rejected",
      )?.reason;
      expect(refused).toMatchObject({ code: "NOT_FOUND", message: messages.admin.pageSeoNotFound });
      expect(
        await world.db.prisma.auditLog.count({ where: { entityId: page.id, action: "pageSeo.delete" } }),
      ).toBe(1);
    }
  });
});

describe("admin.resources", () => {
  const resource = {
    title: "Dubai Health Authority",
    category: "Government",
    description: "Health regulator of Dubai.",
    link: "https://www.dha.gov.ae",
  };
  let dhaId: string;

  it("creates resources and lists them newest first, publicly too", async () => {
    dhaId = (await admin.admin.resources.create(resource)).id;
    // Made a minute earlier, so the two creation times differ however fast the second create is.
    await world.db.prisma.resource.update({
      where: { id: dhaId },
      data: { createdAt: new Date(Date.now() - 60_000) },
    });
    const who = await admin.admin.resources.create({
      ...resource,
      title: "WHO",
      link: "https://www.who.int",
    });
    expect((await admin.admin.resources.list()).map((r) => r.id)).toEqual([who.id, dhaId]);
    expect((await world.anon.content.resources.list()).map((r) => r.title)).toEqual([
      "WHO",
      "Dubai Health Authority",
    ]);
    expect(await world.db.prisma.auditLog.findFirst({ where: { entityId: dhaId } })).toMatchObject({
      action: "resource.create",
      actorId: adminId,
    });
  });

  it("validates required fields and the link", async () => {
    const error = await failure(
      admin.admin.resources.create({ title: "", category: "", description: "", link: "javascript:alert(1)" }),
    );
    expect(issueMessages(error)).toEqual([
      messages.validation.titleRequired,
      messages.validation.categoryRequired,
      messages.validation.descriptionRequired,
      messages.validation.urlInvalid,
    ]);
  });

  it("updates and deletes with audit rows; NOT_FOUND for unknown ids", async () => {
    const updated = await admin.admin.resources.update({ ...resource, id: dhaId, title: "DHA" });
    expect(updated.title).toBe("DHA");
    await admin.admin.resources.delete({ id: dhaId });
    const actions = (
      await world.db.prisma.auditLog.findMany({ where: { entityId: dhaId }, orderBy: { createdAt: "asc" } })
    ).map((a) => a.action);
    expect(actions).toEqual(["resource.create", "resource.update", "resource.delete"]);
    expect(await failure(admin.admin.resources.delete({ id: dhaId }))).toMatchObject({
      code: "NOT_FOUND",
      message: messages.admin.resourceNotFound,
    });
    expect(await failure(admin.admin.resources.update({ ...resource, id: dhaId }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("updates a resource being deleted at the same moment: NOT_FOUND, never a 500 (five rounds)", async () => {
    await expectDeleteWinsFiveRounds({
      create: (round) => admin.admin.resources.create({ ...resource, title: `Race ${round}` }),
      calls: (id, round) => [
        admin.admin.resources.update({ ...resource, id, title: `Race ${round} edited` }),
        admin.admin.resources.update({ ...resource, id, title: `Race ${round} again` }),
        admin.admin.resources.delete({ id }),
      ],
      notFound: messages.admin.resourceNotFound,
      rows: (id) => world.db.prisma.resource.count({ where: { id } }),
      audited: (id) => world.db.prisma.auditLog.count({ where: { entityId: id, action: "resource.update" } }),
    });
  });
});
