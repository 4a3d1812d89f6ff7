/** The test detail page of a test: under its category when it has one (/product/{categoryId}/test/{testId}, else /tests/{testId}). */
export function testPath(test: { id: string; category?: { id: string } | null }): string {
  return test.category ? `/product/${test.category.id}/test/${test.id}` : `/tests/${test.id}`;
}

/**
 * The booking page of a test, optionally at a chosen lab and with more tests booked in the same visit:
 * `/book/{testId}?lab={labId}&tests={id2},{id3}`; `home: true` adds `home=1` (home collection chosen
 * first, when the lab offers it); `emirate` adds `emirate=` (the home-collection emirate chosen
 * first, when the lab collects there).
 */
export function bookPath(
  testId: string,
  labId?: string | null,
  moreTestIds: readonly string[] = [],
  options: { home?: boolean; emirate?: string | null } = {},
): string {
  const params = new URLSearchParams();
  if (labId) params.set("lab", labId);
  if (moreTestIds.length) params.set("tests", moreTestIds.join(","));
  if (options.home) params.set("home", "1");
  if (options.emirate) params.set("emirate", options.emirate);
  const query = params.toString().replace(/%2C/gi, ",");
  return query ? `/book/${testId}?${query}` : `/book/${testId}`;
}

/** The confirmation page of a booking: `/bookings/LC-7K4Q2M`. */
export function bookingPath(reference: string): string {
  return `/bookings/${encodeURIComponent(reference)}`;
}

/** The booking's calendar file (text/calendar, owner only), served by the API host. */
export function bookingIcsPath(reference: string): string {
  return `/bookings/${encodeURIComponent(reference)}.ics`;
}

/** The page of a partner lab: `/labs/{slug}`. */
export function labPath(lab: { slug: string }): string {
  return `/labs/${encodeURIComponent(lab.slug)}`;
}

/** The basket page; with `testIds`, the shareable link of that basket: `/basket?tests={id1},{id2}`. */
export function basketPath(testIds: readonly string[] = []): string {
  return testIds.length ? `/basket?tests=${testIds.join(",")}` : "/basket";
}

/** The search page for the text `q` (/search?q={text}), e.g. "vitamin d" → "/search?q=vitamin%20d". */
export function searchPath(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}
