/**
 * Results belong to the person: results.list, results.timeline, results.addOwn and the FHIR export
 * take an optional `personId` (absent = the account holder); another account's member answers
 * NOT_FOUND; an archived member's results stay readable, and nothing new is added for them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayInDubai } from "@labcompare/domain";
import { messages } from "@labcompare/validators";
import { resultsFhirBundle } from "../src/results/fhir-export.service.ts";
import { createSeededWorld, expectFailure, type Caller, type Fixture, type TestWorld } from "./helpers.ts";

let world: TestWorld, fx: Fixture;
let holder: { userId: string; caller: Caller };
let stranger: { userId: string; caller: Caller };
let childId: string, strangersChildId: string;

const CHILD = { name: "Sami Haddad", dateOfBirth: "2019-06-15", sex: "male", relation: "child" } as const;
const own = (patch: Record<string, unknown> = {}) => ({
  testId: fx.cbcId,
  value: "9.8",
  unit: "g/dL",
  effectiveDate: addDays(todayInDubai(), -10),
  labName: "Clinic lab",
  ...patch,
});

beforeAll(async () => {
  ({ world, fx } = await createSeededWorld());
  holder = await world.signedIn("results-person@example.com");
  stranger = await world.signedIn("results-person-stranger@example.com");
  childId = (await holder.caller.profile.family.add(CHILD)).id;
  strangersChildId = (await stranger.caller.profile.family.add(CHILD)).id;
  await holder.caller.profile.update({
    firstName: "Rana",
    lastName: "Haddad",
    phone: null,
    dateOfBirth: "1985-01-20",
    sex: "undisclosed",
  });
});
afterAll(() => world.close());

describe("personId scoping of the results procedures", () => {
  it("keeps the holder's and each member's results apart in list and timeline", async () => {
    const mine = await holder.caller.results.addOwn(own({ value: "13.1" }));
    const childs = await holder.caller.results.addOwn(own({ personId: childId }));
    expect((await holder.caller.results.list()).map((r) => r.id)).toEqual([mine.id]);
    expect((await holder.caller.results.list({ personId: childId })).map((r) => r.id)).toEqual([childs.id]);
    const timeline = await holder.caller.results.timeline({ personId: childId });
    expect(timeline.series.flatMap((s) => s.points.map((p) => p.value))).toEqual([9.8]);
    const holderTimeline = await holder.caller.results.timeline();
    expect(holderTimeline.series.flatMap((s) => s.points.map((p) => p.value))).toEqual([13.1]);
  });

  it("answers NOT_FOUND for another account's member in every results procedure, and stores nothing", async () => {
    const before = await world.db.prisma.report.count();
    // Each call starts only when awaited, so no rejection goes unhandled while another is checked.
    for (const call of [
      () => holder.caller.results.list({ personId: strangersChildId }),
      () => holder.caller.results.timeline({ personId: strangersChildId }),
      () => holder.caller.results.addOwn(own({ personId: strangersChildId })),
      () =>
        resultsFhirBundle(
          world.db.prisma,
          holder.userId,
          "https://example.com",
          new Date(),
          strangersChildId,
        ),
    ])
      await expectFailure(call(), "NOT_FOUND", messages.family.personNotFound);
    expect(await world.db.prisma.report.count()).toBe(before);
  });

  it("an archived member's results stay readable; no new result is added for them", async () => {
    const { caller } = await world.signedIn("results-archived@example.com");
    const member = await caller.profile.family.add({ ...CHILD, name: "Archived Child" });
    const report = await caller.results.addOwn(own({ personId: member.id }));
    expect(await caller.profile.family.remove({ id: member.id })).toEqual({ archived: true });
    expect((await caller.results.list({ personId: member.id })).map((r) => r.id)).toEqual([report.id]);
    await expectFailure(
      caller.results.addOwn(own({ personId: member.id })),
      "NOT_FOUND",
      messages.family.personNotFound,
    );
  });
});

describe("the FHIR export of a person", () => {
  it("carries the person's Patient with birthDate and gender, and only their reports", async () => {
    const child = await resultsFhirBundle(
      world.db.prisma,
      holder.userId,
      "https://example.com",
      new Date(),
      childId,
    );
    const patient = child.entry.find((e) => e.resource.resourceType === "Patient")!.resource;
    expect(patient).toMatchObject({
      id: childId,
      name: [{ text: CHILD.name }],
      birthDate: CHILD.dateOfBirth,
      gender: "male",
    });
    const reports = child.entry.filter((e) => e.resource.resourceType === "DiagnosticReport");
    expect(reports).toHaveLength(1);
    expect(reports[0]!.resource.subject).toEqual({ reference: `urn:uuid:${childId}` });

    const self = await resultsFhirBundle(world.db.prisma, holder.userId, "https://example.com");
    const me = self.entry.find((e) => e.resource.resourceType === "Patient")!.resource;
    expect(me).toMatchObject({ id: holder.userId, birthDate: "1985-01-20", gender: "unknown" });
  });
});
