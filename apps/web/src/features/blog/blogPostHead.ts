/**
 * A blog post's head values (useSeo's input), without UI: title, description, image, type
 * "article", the category as keywords and section, the published and modified times, and the
 * schema.org BlogPosting and BreadcrumbList (Home › Resources › post) that search engines read.
 */
import type { SeoInput } from "../../lib/seoHead";

/** The post fields the head uses (dates as Date or ISO strings). */
export interface BlogPostHeadPost {
  id: string;
  title: string;
  excerpt: string;
  imageUrl: string | null;
  category: string;
  author: string;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * `origin`: the site's origin ("" on the server, where the tags are not written by this code);
 * `siteName`: the publisher, left out when empty; `crumbs`: the breadcrumb names in the page's language.
 */
export function blogPostSeo(
  p: BlogPostHeadPost,
  ctx: { origin: string; siteName: string; crumbs: { home: string; resources: string } },
): SeoInput {
  const url = `${ctx.origin}/blog/${p.id}`;
  const published = new Date(p.createdAt).toISOString();
  const modified = new Date(p.updatedAt).toISOString();
  return {
    title: p.title,
    description: p.excerpt,
    image: p.imageUrl,
    type: "article",
    keywords: p.category,
    canonicalPath: `/blog/${p.id}`,
    properties: {
      "article:published_time": published,
      "article:modified_time": modified,
      "article:section": p.category,
    },
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: p.title,
        description: p.excerpt,
        ...(p.imageUrl ? { image: p.imageUrl } : {}),
        datePublished: published,
        dateModified: modified,
        author: { "@type": "Person", name: p.author },
        articleSection: p.category,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        ...(ctx.siteName ? { publisher: { "@type": "Organization", name: ctx.siteName } } : {}),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: ctx.crumbs.home, item: `${ctx.origin}/` },
          { "@type": "ListItem", position: 2, name: ctx.crumbs.resources, item: `${ctx.origin}/resources` },
          { "@type": "ListItem", position: 3, name: p.title, item: url },
        ],
      },
    ],
  };
}
