import { describe, expect, it } from "vitest";
import { confirmationDeadline, initialStatus } from "../src/booking-rules.ts";
import { dailyHours } from "../src/schedule.ts";
import { weeklyClosureDay } from "../src/calendar.ts";
import { appointmentEndTime, closedReasonFor } from "../src/slots.ts";

const lab = { confirmationMinutes: 120, weeklyHours: dailyHours("07:00", "22:00") };
// 10:30 in Dubai (UTC+4).
const createdAt = new Date("2026-11-24T06:30:00Z");
const startsAt = new Date("2026-11-26T06:00:00Z");

describe("initialStatus", () => {
  it("confirms at once at an auto-confirm lab and waits for the lab otherwise", () => {
    expect(initialStatus({ autoConfirm: true })).toBe("confirmed");
    expect(initialStatus({ autoConfirm: false })).toBe("pending");
  });
});

describe("confirmationDeadline: creation + the lab's confirmation time, in Asia/Dubai", () => {
  it("is two hours after creation by default, inside opening hours", () => {
    expect(confirmationDeadline({ status: "pending", createdAt, startsAt }, lab, createdAt)).toEqual({
      date: "2026-11-24",
      time: "12:30",
      outsideHours: false,
      afterStart: false,
      passed: false,
    });
  });

  it("says so when the time falls outside opening hours, on the next day in Dubai", () => {
    const late = new Date("2026-11-24T17:30:00Z"); // 21:30 in Dubai
    expect(
      confirmationDeadline(
        { status: "pending", createdAt: late, startsAt },
        { ...lab, confirmationMinutes: 180 },
        late,
      ),
    ).toMatchObject({
      date: "2026-11-25",
      time: "00:30",
      outsideHours: true,
    });
  });

  it("says so when the appointment starts first, and once the time has passed", () => {
    const soon = new Date(createdAt.getTime() + 90 * 60_000);
    expect(
      confirmationDeadline({ status: "pending", createdAt, startsAt: soon }, lab, createdAt),
    ).toMatchObject({ afterStart: true, passed: false });
    expect(
      confirmationDeadline(
        { status: "pending", createdAt, startsAt },
        lab,
        new Date(createdAt.getTime() + 121 * 60_000),
      ),
    ).toMatchObject({ passed: true });
  });

  it("is null once the booking is no longer pending", () => {
    for (const status of ["confirmed", "completed", "cancelled", "no_show"] as const) {
      expect(confirmationDeadline({ status, createdAt, startsAt }, lab, createdAt)).toBeNull();
    }
  });
});

describe("appointmentEndTime", () => {
  const rules = { slotMinutes: 15, homeCollectionWindowMinutes: 120 };
  it("ends a lab visit after its slot and a home collection after its window, never past midnight", () => {
    expect(appointmentEndTime(rules, "lab_visit", "10:00")).toBe("10:15");
    expect(appointmentEndTime(rules, "home_collection", "07:00")).toBe("09:00");
    expect(appointmentEndTime(rules, "home_collection", "23:00")).toBe("24:00");
  });
});

describe("weeklyClosureDay", () => {
  it("reads back the weekday of the reason closedReasonFor writes, and no other", () => {
    const fridaysOff = {
      weeklyHours: dailyHours("07:00", "22:00").map((hours, day) => (day === 5 ? [] : hours)),
    };
    // 2026-11-27 is a Friday.
    const reason = closedReasonFor(fridaysOff, "2026-11-27", null);
    expect(reason).toBe("Closed on Fridays");
    expect(weeklyClosureDay(reason)).toBe(5);
    expect(weeklyClosureDay("Closed on Sundays")).toBe(0);
    expect(weeklyClosureDay("UAE National Day")).toBeNull();
    expect(weeklyClosureDay("Closed on Holidays")).toBeNull();
    expect(weeklyClosureDay(null)).toBeNull();
  });
});
