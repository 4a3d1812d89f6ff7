/** admin.blog (the console's posts), the HTML sanitiser, and the public content.blog reads. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "@labcompare/validators";
import { sanitizeBlogHtml } from "../src/content/sanitize.ts";
import { failure, issueMessages, type TestWorld, type Caller } from "./helpers.ts";
import { createAdminWorld } from "./admin-helpers.ts";
import { expectDeleteWinsFiveRounds } from "./support/delete-race.ts";

let world: TestWorld, admin: Caller, adminId: string;

const post = {
  title: "Fasting Before a Blood Test",
  excerpt: "Which tests need fasting, and why.",
  content: "<h2>Why</h2><p>Some tests need <strong>8–12 hours</strong> without food.</p>",
  author: "Dr. Layla Haddad",
  category: "Test Preparation",
  imageUrl: "",
  isPublished: false,
};

beforeAll(async () => {
  ({ world, admin, adminId } = await createAdminWorld({ seed: false }));
});

afterAll(() => world.close());

describe("blog HTML sanitiser", () => {
  it("strips scripts, event handlers, javascript: links and style tags", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p>' +
      '<img src="https://example.com/a.png" onerror="alert(2)" alt="a">' +
      '<a href="javascript:alert(3)">bad</a><a href="JaVaScRiPt:alert(4)">bad2</a>' +
      '<style>body{display:none}</style><span style="color:red">red</span>' +
      '<iframe src="https://evil.example"></iframe><img src="data:image/png;base64,AAAA">';
    const clean = sanitizeBlogHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|<style|display:none|style=|iframe|data:/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain('<img src="https://example.com/a.png" alt="a" />');
    expect(clean).toContain("<a>bad</a>");
    expect(clean).toContain("<span>red</span>");
  });

  it("keeps formatting, headings, lists, safe links, images and tables", () => {
    const html =
      '<h1>T</h1><h3>S</h3><p><em>e</em> <b>b</b> <u>u</u><br /></p><ul><li>one</li></ul><ol start="3"><li>two</li></ol>' +
      '<blockquote>q</blockquote><a href="https://dha.gov.ae" target="_blank">DHA</a> <a href="mailto:care@example.com">mail</a> <a href="/resources">rel</a>' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>';
    const clean = sanitizeBlogHtml(html);
    for (const kept of [
      "<h1>T</h1>",
      "<h3>S</h3>",
      "<em>e</em>",
      "<b>b</b>",
      "<u>u</u>",
      "<li>one</li>",
      '<ol start="3">',
      "<blockquote>q</blockquote>",
      'href="mailto:care@example.com"',
      'href="/resources"',
      '<th colspan="2">H</th>',
      "<td>1</td>",
    ]) {
      expect(clean).toContain(kept);
    }
    expect(clean).toContain('<a href="https://dha.gov.ae" target="_blank" rel="noopener noreferrer">DHA</a>');
  });
});

describe("admin.blog", () => {
  let postId: string;

  it("creates a draft post: sanitised content, empty image URL stored as null, audited", async () => {
    const created = await admin.admin.blog.create({
      ...post,
      content:
        post.content + '<script>alert("x")</script><a href="javascript:void(0)" onmouseover="x()">link</a>',
    });
    postId = created.id;
    expect(created).toMatchObject({ title: post.title, imageUrl: null, isPublished: false });
    expect(created.content).toBe(post.content + "<a>link</a>");
    expect(created.createdAt).toBeInstanceOf(Date);
    const row = await world.db.prisma.blogPost.findUniqueOrThrow({ where: { id: postId } });
    expect(row.content).not.toContain("script");
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({ where: { entityId: postId } });
    expect(audit).toMatchObject({
      actorId: adminId,
      action: "blogPost.create",
      entity: "blogPost",
      before: null,
      after: { title: post.title },
    });
  });

  it("shows the five SPEC messages for missing fields", async () => {
    const error = await failure(
      admin.admin.blog.create({ ...post, title: "", excerpt: " ", content: "", author: "", category: "" }),
    );
    expect(error.code).toBe("BAD_REQUEST");
    expect(issueMessages(error)).toEqual([
      "Title is required",
      "Excerpt is required",
      "Content is required",
      "Author is required",
      "Category is required",
    ]);
    const badImage = await failure(admin.admin.blog.create({ ...post, imageUrl: "javascript:alert(1)" }));
    expect(issueMessages(badImage)).toEqual([messages.validation.urlInvalid]);
    // Content that is nothing but unsafe markup is empty after cleaning.
    const onlyScript = await failure(
      admin.admin.blog.create({ ...post, content: "<script>alert(1)</script>" }),
    );
    expect(onlyScript).toMatchObject({ code: "BAD_REQUEST", message: "Content is required" });
  });

  it("takes images from this site or IMAGE_HOSTS only (what the CSP lets browsers show)", async () => {
    for (const imageUrl of ["https://tracker.example.net/pixel.gif", "http://example.com/plain-http.jpg"]) {
      const error = await failure(admin.admin.blog.create({ ...post, imageUrl }));
      expect(error, imageUrl).toMatchObject({
        code: "BAD_REQUEST",
        message:
          "Images must be on this site or on example.com, images.example.com (https). Upload it there, or ask the operator to add its host to IMAGE_HOSTS.",
      });
    }
    const listed = await admin.admin.blog.create({
      ...post,
      title: "Listed host",
      imageUrl: "https://images.example.com/a.jpg",
    });
    expect(listed.imageUrl).toBe("https://images.example.com/a.jpg");
    await admin.admin.blog.delete({ id: listed.id });
  });

  it("lists posts newest first with the SPEC columns", async () => {
    const second = await admin.admin.blog.create({
      ...post,
      title: "Vitamin D in the UAE",
      isPublished: true,
      imageUrl: "https://example.com/sun.jpg",
    });
    const list = await admin.admin.blog.list();
    expect(list.map((p) => p.id)).toEqual([second.id, postId]);
    expect(Object.keys(list[0]!).sort()).toEqual([
      "author",
      "category",
      "createdAt",
      "excerpt",
      "id",
      "isPublished",
      "title",
      "updatedAt",
    ]);
  });

  it('reads one post for editing; NOT_FOUND "Post Not Found" otherwise', async () => {
    expect((await admin.admin.blog.byId({ id: postId })).content).toContain("<h2>Why</h2>");
    const missing = await failure(admin.admin.blog.byId({ id: "00000000-0000-4000-8000-000000000001" }));
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: "Post Not Found" });
  });

  it("updates every field and sets updatedAt to now, with before/after in the audit log", async () => {
    // Last updated a minute ago, so "now" is later however fast the update runs.
    await world.db.prisma.blogPost.update({
      where: { id: postId },
      data: { updatedAt: new Date(Date.now() - 60_000) },
    });
    const before = await world.db.prisma.blogPost.findUniqueOrThrow({ where: { id: postId } });
    const updated = await admin.admin.blog.update({
      ...post,
      id: postId,
      title: "Fasting: a Guide",
      imageUrl: "https://example.com/f.jpg",
    });
    expect(updated).toMatchObject({ title: "Fasting: a Guide", imageUrl: "https://example.com/f.jpg" });
    expect(updated.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    expect(updated.createdAt.getTime()).toBe(before.createdAt.getTime());
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: postId, action: "blogPost.update" },
    });
    expect(audit).toMatchObject({ before: { title: post.title }, after: { title: "Fasting: a Guide" } });
    const missing = await failure(
      admin.admin.blog.update({ ...post, id: "00000000-0000-4000-8000-000000000002" }),
    );
    expect(missing).toMatchObject({ code: "NOT_FOUND", message: "Post Not Found" });
  });

  it("publishes and unpublishes; only published posts are public", async () => {
    await expect(world.anon.content.blog.byId({ id: postId })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Post Not Found",
    });
    expect((await admin.admin.blog.setPublished({ id: postId, isPublished: true })).isPublished).toBe(true);
    const publicPost = await world.anon.content.blog.byId({ id: postId });
    expect(publicPost).toMatchObject({ title: "Fasting: a Guide", author: post.author });
    expect(publicPost).not.toHaveProperty("isPublished");
    expect((await world.anon.content.blog.list()).map((p) => p.id)).toContain(postId);

    await admin.admin.blog.setPublished({ id: postId, isPublished: false });
    expect((await world.anon.content.blog.list()).map((p) => p.id)).not.toContain(postId);
    const audits = await world.db.prisma.auditLog.findMany({
      where: { entityId: postId, action: "blogPost.setPublished" },
      orderBy: { createdAt: "asc" },
    });
    expect(audits.map((a) => a.after)).toEqual([{ isPublished: true }, { isPublished: false }]);
  });

  it("public list is newest first without drafts or content; malformed ids read Post Not Found", async () => {
    const list = await world.anon.content.blog.list();
    expect(list.every((p) => !("content" in p))).toBe(true);
    expect(list.map((p) => p.title)).toEqual(["Vitamin D in the UAE"]);
    await expect(world.anon.content.blog.byId({ id: "not-a-uuid" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "Post Not Found",
    });
  });

  it("deletes a post for good, keeping its last state in the audit log", async () => {
    await expect(admin.admin.blog.delete({ id: postId })).resolves.toEqual({ id: postId });
    expect(await world.db.prisma.blogPost.count({ where: { id: postId } })).toBe(0);
    const audit = await world.db.prisma.auditLog.findFirstOrThrow({
      where: { entityId: postId, action: "blogPost.delete" },
    });
    expect(audit).toMatchObject({ before: { title: "Fasting: a Guide" }, after: null });
    expect(await failure(admin.admin.blog.delete({ id: postId }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Post Not Found",
    });
  });

  it("edits or publishes a post being deleted at the same moment: NOT_FOUND, never a 500 (five rounds)", async () => {
    await expectDeleteWinsFiveRounds({
      create: (round) => admin.admin.blog.create({ ...post, title: `Race ${round}` }),
      calls: (id, round) => [
        admin.admin.blog.update({ ...post, id, title: `Race ${round} edited` }),
        admin.admin.blog.setPublished({ id, isPublished: true }),
        admin.admin.blog.delete({ id }),
      ],
      notFound: messages.blog.notFound,
      rows: (id) => world.db.prisma.blogPost.count({ where: { id } }),
      audited: (id) =>
        world.db.prisma.auditLog.count({
          where: { entityId: id, action: { in: ["blogPost.update", "blogPost.setPublished"] } },
        }),
    });
  });
});
