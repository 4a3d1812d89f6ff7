/**
 * Appointments over HTTP (Fastify inject, real database): the .ics download for the owner only, and
 * the machine-readable reason a page reads from a refused booking (a full slot, an idempotency key
 * reused for another booking).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { addDays, dailyHours, todayInDubai } from "@labcompare/domain";
import { createTestPlan, testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { resultOf, errorOf, postTrpc } from "./support/trpc-answer.ts";

const database = testDatabaseOptions();
let app: FastifyInstance;
let labId: string;
let testId: string;
const day = addDays(todayInDubai(), 4);

beforeAll(async () => {
  app = await buildApp({ env: testEnv({ AUTH_RATE_LIMIT_PER_MINUTE: "50" }), database: database.options });
  const lab = await app.db.prisma.lab.create({
    data: {
      name: "Calendar Lab",
      slug: "calendar-lab",
      emirate: "Dubai",
      area: "Al Barsha",
      address: "Building 7, Street 2",
      phone: "+971 4 222 3333",
      weeklyHours: dailyHours("07:00", "22:00"),
      labVisitCapacity: 1,
      latitude: 25.11,
      longitude: 55.2,
    },
  });
  const test = await app.db.prisma.test.create({
    data: {
      name: "Lipid Profile",
      slug: "lipid-profile",
      fastingHours: 10,
      preparationInstructions: "Water is fine.",
    },
  });
  await app.db.prisma.labTestOffer.create({
    data: { labId: lab.id, testId: test.id, priceAed: 110, turnaroundHours: 8 },
  });
  labId = lab.id;
  testId = test.id;
  await createTestPlan(app.db.prisma, { slug: "corvane-essential", labIds: [labId] });
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

const headers = {
  "content-type": "application/json",
  host: "localhost:3000",
  origin: "http://localhost:3000",
};

async function signUp(email: string): Promise<string> {
  const res = await postTrpc(app, "auth.signUp", { email, password: "long enough pw" }, { headers });
  expect(res.statusCode).toBe(200);
  return String(res.headers["set-cookie"]).split(";")[0]!;
}

function book(cookie: string, time: string, idempotencyKey?: string, payment?: object) {
  const input = {
    payment,
    testIds: [testId],
    labId,
    scheduledDate: day,
    scheduledTime: time,
    patientName: "Omar Khalil",
    patientEmail: "omar@example.com",
    idempotencyKey,
  };
  return postTrpc(app, "booking.create", input, { headers: { ...headers, cookie } });
}

describe("GET /bookings/:reference.ics", () => {
  it("gives the owner a text/calendar event at the lab, and 404 to anyone else", async () => {
    const owner = await signUp("ics-owner@example.com");
    const created = await book(owner, "10:00");
    expect(created.statusCode).toBe(200);
    const { reference } = resultOf<{ reference: string }>(created);

    const res = await app.inject({
      method: "GET",
      url: `/bookings/${reference}.ics`,
      headers: { cookie: owner },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.headers["cache-control"]).toContain("no-store");
    const body = res.body.replace(/\r\n[ \t]/g, "");
    expect(body).toContain("BEGIN:VEVENT");
    // 10:00 in Asia/Dubai is 06:00 UTC; a 15-minute slot, ending at 06:15 UTC. Published, not an invitation.
    expect(body).toContain("METHOD:PUBLISH");
    expect(body).toContain(`DTSTART:${day.replace(/-/g, "")}T060000Z`);
    expect(body).toContain(`DTEND:${day.replace(/-/g, "")}T061500Z`);
    expect(body).toContain("SEQUENCE:0");
    expect(body).toContain("SUMMARY:Lab test at Calendar Lab");
    expect(body).toContain("LOCATION:Calendar Lab\\, Building 7\\, Street 2\\, Al Barsha\\, Dubai");
    expect(body).toContain(reference);
    expect(body).toContain("Lipid Profile: fast for 10 hours.");
    // Self-pay: no share, no cover notice.
    expect(body).not.toMatch(/Your share|confirms your cover/);
    // Under /ar, the same event written in Arabic (the lab has no Arabic name: its English one).
    const arabic = await app.inject({
      method: "GET",
      url: `/ar/bookings/${reference}.ics`,
      headers: { cookie: owner },
    });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(arabic.body.replace(/\r\n[ \t]/g, "")).toContain("SUMMARY:تحليل في Calendar Lab");
    expect((await app.inject({ method: "GET", url: `/ar/bookings/${reference}.ics` })).statusCode).toBe(404);

    const stranger = await signUp("ics-stranger@example.com");
    expect(
      (await app.inject({ method: "GET", url: `/bookings/${reference}.ics`, headers: { cookie: stranger } }))
        .statusCode,
    ).toBe(404);
    expect((await app.inject({ method: "GET", url: `/bookings/${reference}.ics` })).statusCode).toBe(404);
    expect(
      (await app.inject({ method: "GET", url: "/bookings/LC-AAAAAA.ics", headers: { cookie: owner } }))
        .statusCode,
    ).toBe(404);
  });

  it("writes an insured booking's estimated share (AED) and the cover notice in the description, in English and Arabic", async () => {
    const owner = await signUp("ics-insured@example.com");
    const payment = {
      method: "insurance",
      planSlug: "corvane-essential",
      memberNumber: "CV-1234/56",
      referral: true,
    };
    const created = await book(owner, "09:00", undefined, payment);
    expect(created.statusCode).toBe(200);
    const { reference, estimatedShareAed } = resultOf<{ reference: string; estimatedShareAed: string }>(
      created,
    );
    expect(estimatedShareAed).toBe("22.00"); // 20 % of 110.00 AED
    const download = async (prefix: string) =>
      (
        await app.inject({
          method: "GET",
          url: `${prefix}/bookings/${reference}.ics`,
          headers: { cookie: owner },
        })
      ).body.replace(/\r\n[ \t]/g, "");
    expect(await download("")).toContain(
      "Insurance: Corvane Health\\, Essential plan\\nYour share (estimate): 22.00 AED\\nThe lab confirms your cover at the visit\\; the share may differ.",
    );
    expect(await download("/ar")).toContain(
      "التأمين: كورفان للصحة، الخطة الأساسية\\nحصتك (تقديرية): 22.00 AED\\nيؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.",
    );
  });

  it("puts the refusal's reason in the error data (SLOT_FULL), with the message a person reads", async () => {
    const first = await signUp("full-1@example.com");
    const second = await signUp("full-2@example.com");
    expect((await book(first, "11:00")).statusCode).toBe(200);
    const res = await book(second, "11:00");
    expect(res.statusCode).toBe(409);
    const error = errorOf(res);
    expect(error.message).toBe("This time is no longer available. Please choose another time.");
    expect(error.data).toMatchObject({ code: "CONFLICT", reason: "SLOT_FULL" });
  });

  it("answers 422 IDEMPOTENCY_KEY_REUSED to a request key sent again with another booking, 200 with the same one", async () => {
    const patient = await signUp("key-reuse@example.com");
    const key = crypto.randomUUID();
    const first = await book(patient, "12:00", key);
    expect(first.statusCode).toBe(200);
    const again = await book(patient, "12:00", key);
    expect(again.statusCode).toBe(200);
    expect(resultOf<{ id: string }>(again).id).toBe(resultOf<{ id: string }>(first).id);
    const res = await book(patient, "12:15", key);
    expect(res.statusCode).toBe(422);
    const error = errorOf(res);
    expect(error.message).toBe("This request key was already used for a different booking.");
    expect(error.data).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      httpStatus: 422,
      reason: "IDEMPOTENCY_KEY_REUSED",
    });
  });
});
