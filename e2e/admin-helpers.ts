/**
 * Helpers of the console journeys: tRPC mutations over HTTP, a browser signed in as the seeded admin,
 * and a new lab-staff account for a lab (made through admin.users, as an admin would in Users).
 */
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { PATIENT_PASSWORD, signIn, signUp, trpcQuery } from "./patient-helpers";

/** The admin the e2e server seeds (playwright.config.ts: ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };

/** A short unique suffix, so reruns against the same database do not collide. */
export const uid = () => Math.random().toString(36).slice(2, 8);

/** A tRPC mutation over HTTP (superjson body) with `request`'s cookies; the answer's JSON. Fails the test on an error answer. */
export async function trpcMutation<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const res = await request.post(`/trpc/${path}`, { data: { json: input } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return ((await res.json()) as { result: { data: { json: T } } }).result.data.json;
}

/** A new browser (its own cookies) signed in as the seeded admin, on /admin/dashboard. */
export async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, ADMIN.email, ADMIN.password, /\/admin\/dashboard$/);
  return page;
}

/**
 * A new account made staff of `labId` by `admin` (a page signed in as an admin) through
 * admin.users.list and admin.users.setLabStaff; returns a new browser signed in as that staff
 * member (on /admin/bookings) and their email. The role change ends the account's sessions, so the
 * staff member signs in again afterwards, as they would in life.
 */
export async function labStaffPage(
  browser: Browser,
  admin: Page,
  labId: string,
): Promise<{ page: Page; email: string }> {
  const email = `staff-${uid()}@example.com`;
  const page = await (await browser.newContext()).newPage();
  await signUp(page, email);
  const users = await trpcQuery<{ items: { id: string; email: string }[] }>(admin, "admin.users.list", {
    q: email,
    page: 1,
  });
  const user = users.items.find((u) => u.email === email);
  expect(user, `the new account ${email} in admin.users.list`).toBeTruthy();
  await trpcMutation(admin.request, "admin.users.setLabStaff", { userId: user!.id, labIds: [labId] });
  await page.context().clearCookies();
  await signIn(page, email, PATIENT_PASSWORD, /\/admin\/bookings$/);
  return { page, email };
}
