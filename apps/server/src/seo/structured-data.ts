/**
 * schema.org JSON-LD objects for the pages: Organization and WebSite (home), MedicalTest (test pages),
 * BlogPosting (posts) and BreadcrumbList. Pure builders: every URL passed in is already absolute;
 * money is AED with two decimals ("85.00").
 */

const CONTEXT = "https://schema.org";

/** A page's top-level JSON-LD node: schema.org's `@context`, then `type` as `@type`, then `fields` in their order. */
function ldNode<T extends object>(type: string | string[], fields: T) {
  return { "@context": CONTEXT, "@type": type, ...fields };
}

/** Offers listed one by one in a test's AggregateOffer. */
export const MAX_LISTED_OFFERS = 10;

/** The site's contact details for its Organization (from the site settings admins edit). */
export interface OrganizationContact {
  /** E.164, e.g. "+97145550100". */
  phone: string;
  email: string;
  /** Free text, e.g. "Office 12, Healthcare Tower, Dubai". */
  address: string;
  /** Social profile URLs (https), in the order to list them. */
  sameAs: string[];
}

/**
 * Organization for the site: { name, url, logo? } and, when `contact` is given, telephone, email,
 * a PostalAddress in the UAE and `sameAs` (the social profiles; left out when there are none).
 */
export function organizationLd(input: {
  name: string;
  url: string;
  logo?: string | null;
  contact?: OrganizationContact | null;
}) {
  const contact = input.contact;
  return ldNode("Organization", {
    name: input.name,
    url: input.url,
    ...(input.logo ? { logo: input.logo } : {}),
    ...(contact
      ? {
          telephone: contact.phone,
          email: contact.email,
          address: { "@type": "PostalAddress", streetAddress: contact.address, addressCountry: "AE" },
          ...(contact.sameAs.length ? { sameAs: contact.sameAs } : {}),
        }
      : {}),
  });
}

/**
 * WebSite in one language: its home `url` (absolute, e.g. "https://labcompare.ae/ar/"), `inLanguage`
 * (BCP 47, "en" | "ar") and a SearchAction whose target is `{searchUrl}?q={search_term_string}`
 * (`searchUrl` absolute, the search page in that language).
 */
export function webSiteLd(input: {
  name: string;
  url: string;
  searchUrl: string;
  description?: string;
  inLanguage: string;
}) {
  return ldNode("WebSite", {
    name: input.name,
    url: input.url,
    inLanguage: input.inLanguage,
    ...(input.description ? { description: input.description } : {}),
    potentialAction: {
      "@type": "SearchAction",
      target: `${input.searchUrl}?q={search_term_string}`,
      "query-input": "required name=search_term_string",
    },
  });
}

/** BreadcrumbList from [name, absolute URL] pairs, first = home. */
export function breadcrumbLd(items: Array<{ name: string; url: string }>) {
  return ldNode("BreadcrumbList", {
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  });
}

export interface MedicalTestLdInput {
  name: string;
  description: string;
  url: string;
  synonyms: string[];
  loincCode: string | null;
  /** The cheapest offers (at least MAX_LISTED_OFFERS when there are as many), cheapest first; amounts in AED ("85.00"). */
  offers: Array<{ priceAed: string; labName: string }>;
  /** Every active offer's count. */
  offerCount: number;
  lowestPriceAed: string | null;
  highestPriceAed: string | null;
}

/**
 * A test as schema.org MedicalTest: name, description, url, alternateName (abbreviations), code
 * (MedicalCode, codingSystem "LOINC") and, when labs offer it, an AggregateOffer in AED (lowPrice,
 * highPrice, offerCount) listing up to MAX_LISTED_OFFERS Offers with their lab as seller.
 * `offers` is not a MedicalTest property, so the node is also typed Service (which has it): that keeps
 * the markup valid schema.org.
 */
export function medicalTestLd(input: MedicalTestLdInput) {
  const offers = input.offers;
  return ldNode(["MedicalTest", "Service"], {
    name: input.name,
    description: input.description,
    url: input.url,
    ...(input.synonyms.length
      ? { alternateName: input.synonyms.length === 1 ? input.synonyms[0] : input.synonyms }
      : {}),
    ...(input.loincCode
      ? { code: { "@type": "MedicalCode", code: input.loincCode, codingSystem: "LOINC" } }
      : {}),
    ...(offers.length && input.lowestPriceAed && input.highestPriceAed
      ? {
          offers: {
            "@type": "AggregateOffer",
            priceCurrency: "AED",
            lowPrice: input.lowestPriceAed,
            highPrice: input.highestPriceAed,
            offerCount: input.offerCount,
            offers: offers.slice(0, MAX_LISTED_OFFERS).map((o) => ({
              "@type": "Offer",
              price: o.priceAed,
              priceCurrency: "AED",
              url: input.url,
              availability: "https://schema.org/InStock",
              seller: { "@type": "Organization", name: o.labName },
            })),
          },
        }
      : {}),
  });
}

/**
 * A published post as BlogPosting: headline, description, dates (ISO 8601), author, image,
 * publisher, and its page (a WebPage with `inLanguage`, the page's language "en" | "ar").
 */
export function blogPostingLd(input: {
  headline: string;
  description: string;
  url: string;
  image: string | null;
  author: string;
  section: string;
  datePublished: Date;
  dateModified: Date;
  publisherName: string;
  inLanguage: string;
}) {
  return ldNode("BlogPosting", {
    headline: input.headline,
    description: input.description,
    ...(input.image ? { image: input.image } : {}),
    datePublished: input.datePublished.toISOString(),
    dateModified: input.dateModified.toISOString(),
    author: { "@type": "Person", name: input.author },
    articleSection: input.section,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url, inLanguage: input.inLanguage },
    publisher: { "@type": "Organization", name: input.publisherName },
  });
}

const SCHEMA_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/**
 * A partner lab as schema.org `MedicalClinic` (a diagnostic lab; schema.org has no DiagnosticLab type
 * for places): address, geo coordinates, phone, opening hours per weekday (Asia/Dubai), and the
 * page URL. `weeklyHours`: 7 arrays (0 = Sunday) of { open, close } "HH:mm".
 */
export function medicalClinicLd(input: {
  name: string;
  url: string;
  address: string;
  area: string;
  emirate: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  weeklyHours: { open: string; close: string }[][];
  accreditation: string[];
}) {
  return ldNode("MedicalClinic", {
    name: input.name,
    url: input.url,
    telephone: input.phone,
    medicalSpecialty: "Laboratory",
    address: {
      "@type": "PostalAddress",
      streetAddress: input.address,
      addressLocality: input.area,
      addressRegion: input.emirate,
      addressCountry: "AE",
    },
    ...(input.latitude !== null && input.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: input.latitude, longitude: input.longitude } }
      : {}),
    openingHoursSpecification: input.weeklyHours.flatMap((intervals, day) =>
      intervals.map((i) => ({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: `https://schema.org/${SCHEMA_DAYS[day]}`,
        opens: i.open,
        closes: i.close === "24:00" ? "23:59" : i.close,
      })),
    ),
    ...(input.accreditation.length
      ? {
          hasCredential: input.accreditation.map((name) => ({
            "@type": "EducationalOccupationalCredential",
            name,
          })),
        }
      : {}),
  });
}
