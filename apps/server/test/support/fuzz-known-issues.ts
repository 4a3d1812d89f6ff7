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

/** None open: "unstorable-date" and "percent-25-in-path" were fixed (their tests are in fuzz.test.ts). */
export const KNOWN_ISSUES: KnownIssue[] = [];

export function knownIssueOf(req: FuzzRequest): KnownIssue | undefined {
  return KNOWN_ISSUES.find((k) => k.matches(req));
}
