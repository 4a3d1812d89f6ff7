/**
 * The admin bookings screen's URL state for its pages: the list position (cursor and direction) and
 * the page's number read leniently and written back, the list input it gives (a cursor, or the page
 * by number for the first pages), and the Export CSV link with the filters.
 */
import { describe, expect, it } from "vitest";
import { encodeAdminBookingsCursor } from "@labcompare/validators/admin-bookings";
import {
  exportHref,
  readBookingsState,
  toListInput,
  writeBookingsState,
} from "../../src/features/admin/bookings/searchState";

const LAB = "0b6c3f0e-6f1a-4c1e-9a57-2d6b1f0f4a11";
const CURSOR = encodeAdminBookingsCursor({
  startsAt: new Date("2026-06-01T05:00:00Z"),
  id: "3f2a9c4e-1b7d-4e8f-9a6b-5c4d3e2f1a0b",
});
const read = (query: string) => readBookingsState(new URLSearchParams(query));

describe("the bookings list's pages in the URL", () => {
  it("reads a cursor with its direction and the page's number, and writes them back", () => {
    const state = read(`status=pending&page=5001&cursor=${CURSOR}&dir=previous`);
    expect([state.page, state.cursor, state.dir]).toEqual([5001, CURSOR, "previous"]);
    expect(writeBookingsState(state).toString()).toBe(
      `status=pending&page=5001&cursor=${CURSOR}&dir=previous`,
    );
    expect(toListInput(state)).toEqual({ status: "pending", cursor: CURSOR, direction: "previous" });
  });

  it("leaves out what is not a cursor, a direction without one, and page numbers the list does not serve", () => {
    for (const cursor of ["nonsense", `${CURSOR}x`, CURSOR.toUpperCase()])
      expect(read(`cursor=${encodeURIComponent(cursor)}&page=3`)).toMatchObject({ cursor: null, page: 3 });
    expect(read("dir=previous")).toMatchObject({ cursor: null, dir: "next" });
    expect(read(`cursor=${CURSOR}&dir=sideways`).dir).toBe("next");
    // By number only the first 10,000 bookings (400 pages of 25); further only from a cursor.
    expect(read("page=400").page).toBe(400);
    expect(read("page=401").page).toBe(1);
    expect(read(`page=40000&cursor=${CURSOR}`).page).toBe(40000);
  });

  it("asks for the page by number without a cursor, and writes only what is set", () => {
    const state = read("page=2");
    expect(toListInput(state)).toEqual({ page: 2 });
    expect(writeBookingsState(state).toString()).toBe("page=2");
    expect(writeBookingsState(read("dir=next")).toString()).toBe("");
  });
});

describe("the Export CSV link", () => {
  it("carries the list's filters under the export's names, and no paging", () => {
    const state = read(
      `q=Amal%20Haddad&status=confirmed&lab=${LAB}&mode=home_collection&from=2026-05-01&to=2026-05-31&sort=asc&page=7&cursor=${CURSOR}`,
    );
    const href = exportHref(state);
    const url = new URL(href, "https://labcompare.example");
    expect(url.pathname).toBe("/api/admin/bookings/export.csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: "Amal Haddad",
      status: "confirmed",
      labId: LAB,
      collectionMode: "home_collection",
      from: "2026-05-01",
      to: "2026-05-31",
      sort: "asc",
    });
    expect(exportHref(read(""))).toBe("/api/admin/bookings/export.csv");
  });
});
