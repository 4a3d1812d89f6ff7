/**
 * Server defects the fuzz found and that are not fixed yet. A bad answer that matches one is counted
 * and reported, not failed, so the fuzz keeps guarding everything else; each one also has an
 * `it.fails` test in fuzz.test.ts that reproduces it exactly — when the server is fixed that test
 * fails, and its entry here and the `.fails` go.
 */
import type { FuzzRequest } from "./fuzz-requests.ts";

export interface KnownIssue {
  id: string;
  summary: string;
  matches(req: FuzzRequest): boolean;
}

function requestText(req: FuzzRequest): string {
  let url = req.url;
  try {
    url = decodeURIComponent(req.url);
  } catch {
    // keep it encoded
  }
  const body = req.payload === undefined ? "" : Buffer.isBuffer(req.payload) ? req.payload.toString("utf8") : req.payload;
  return `${url}\n${body}`;
}

function pathOf(url: string): string {
  const q = url.indexOf("?");
  return q < 0 ? url : url.slice(0, q);
}

export const KNOWN_ISSUES: KnownIssue[] = [
  {
    id: "unstorable-date",
    summary:
      'A date PostgreSQL cannot hold — year 0000 ("0000-01-01" passes z.iso.date()) or a Date before 4713 BC (superjson "-271821-04-20T…") — reaches a query, which fails with 22008 "date/time field value out of range": 500. booking.slots and booking.availability (anonymous), booking.create and booking.reschedule (patient), admin.bookings.list/exportCsv/dayView/newSince, admin.labs.update (closures).',
    matches: (req) => /(^|[^\d])(0000|-\d{6})-\d\d-\d\d/.test(requestText(req)),
  },
  {
    id: "percent-25-in-path",
    summary:
      'An encoded "%" in the procedure path (/trpc/_%25_, /trpc/%25): Fastify decodes the path parameter to "_%_", tRPC\'s resolveResponse decodes it again (decodeURIComponent) and throws URIError — 500 for anyone, any method.',
    matches: (req) => /%25/i.test(pathOf(req.url)),
  },
];

export function knownIssueOf(req: FuzzRequest): KnownIssue | undefined {
  return KNOWN_ISSUES.find((k) => k.matches(req));
}
