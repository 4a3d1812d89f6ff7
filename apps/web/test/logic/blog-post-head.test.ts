/**
 * A blog post's head: what search engines and link previews read (title, description, canonical
 * path, article times, and the BlogPosting and breadcrumb structured data).
 */
import { describe, expect, it } from "vitest";
import { blogPostSeo } from "../../src/features/blog/blogPostHead";

const post = {
  id: "p1",
  title: "Fasting before a blood test",
  excerpt: "What to eat and drink before your test.",
  imageUrl: "https://cdn.example/fasting.jpg",
  category: "Preparation",
  author: "Dr. Aisha",
  createdAt: new Date("2026-10-10T08:00:00Z"),
  updatedAt: "2026-10-12T09:30:00.000Z",
};
const ctx = {
  origin: "https://labcompare.example",
  siteName: "LabCompare UAE",
  crumbs: { home: "Home", resources: "Resources" },
};

describe("blogPostSeo", () => {
  it("describes the post as an article at its own canonical path", () => {
    const head = blogPostSeo(post, ctx);
    expect(head).toMatchObject({
      title: post.title,
      description: post.excerpt,
      image: post.imageUrl,
      type: "article",
      keywords: "Preparation",
      canonicalPath: "/blog/p1",
      properties: {
        "article:published_time": "2026-10-10T08:00:00.000Z",
        "article:modified_time": "2026-10-12T09:30:00.000Z",
        "article:section": "Preparation",
      },
    });
  });

  it("gives search engines the post and its place under Resources", () => {
    const [posting, crumbs] = blogPostSeo(post, ctx).jsonLd as Record<string, unknown>[];
    expect(posting).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      image: post.imageUrl,
      author: { "@type": "Person", name: "Dr. Aisha" },
      mainEntityOfPage: { "@id": "https://labcompare.example/blog/p1" },
      publisher: { "@type": "Organization", name: "LabCompare UAE" },
    });
    expect(
      (crumbs!.itemListElement as { name: string; item: string }[]).map((c) => [c.name, c.item]),
    ).toEqual([
      ["Home", "https://labcompare.example/"],
      ["Resources", "https://labcompare.example/resources"],
      [post.title, "https://labcompare.example/blog/p1"],
    ]);
  });

  it("leaves out the image and the publisher it does not have", () => {
    const [posting] = blogPostSeo({ ...post, imageUrl: null }, { ...ctx, siteName: "" }).jsonLd as Record<
      string,
      unknown
    >[];
    expect(posting).not.toHaveProperty("image");
    expect(posting).not.toHaveProperty("publisher");
  });
});
