import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { Hero } from "./Hero";
import { CategoryGrid } from "./CategoryGrid";
import { HowItWorks } from "./HowItWorks";
import { Benefits } from "./Benefits";
import { Testimonials } from "./Testimonials";
import { useSeo } from "../../lib/seo";
import { HydrateLater } from "../../components/HydrateLater";
import type { ServerQueries } from "../../lib/lazyPage";

/** The queries the server fetches before rendering this page: the popular tests and the categories (not in the browser's build). */
export const serverQueries: ServerQueries | undefined = import.meta.env.SSR
  ? (utils) => [utils.catalog.popularTests.prefetch(), utils.catalog.categories.list.prefetch()]
  : undefined;

/**
 * The home page (/ and /ar): the hero with its search and popular tests, the categories, how it
 * works, the benefits and the testimonials; in-page anchors (/#how-it-works) scroll to their section.
 */
export default function HomePage() {
  // The home page uses the site title and description (or its PageSeo entry) as they are.
  useSeo({});
  const location = useLocation();

  // In-page anchors such as /#how-it-works: scroll there on arrival and when the link is used again.
  useEffect(() => {
    if (!location.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const timer = window.setTimeout(
      () => document.getElementById(id)?.scrollIntoView({ behavior: "smooth" }),
      50,
    );
    return () => window.clearTimeout(timer);
  }, [location.hash, location.key]);

  return (
    <>
      <Hero />
      {/* Below the hero: each section hydrates after it, in a pass of its own. */}
      <HydrateLater>
        <CategoryGrid />
      </HydrateLater>
      <HydrateLater>
        <HowItWorks />
      </HydrateLater>
      <HydrateLater>
        <Benefits />
      </HydrateLater>
      <HydrateLater>
        <Testimonials />
      </HydrateLater>
    </>
  );
}
