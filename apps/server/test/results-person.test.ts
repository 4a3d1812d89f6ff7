/**
 * A family member's results over HTTP (Fastify inject, real database): POST /api/results with a
 * `personId` files the result under that member, and GET /api/results/export.fhir.json?personId=…
 * exports only theirs, with a Patient (birthDate, gender) that HL7's R4 JSON schema accepts; another
 * account's member answers 404 with nothing stored, a malformed id 400.
 */
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { postMultipart, storedCounts, type Part } from "./support/results-upload.ts";
import { userWithSession } from "./support/results-world.ts";

type FhirSchemaValidator = new () => { validate(resource: unknown, verbose?: boolean): unknown[] };
const FhirValidator = createRequire(import.meta.url)(
  "@asymmetrik/fhir-json-schema-validator",
) as FhirSchemaValidator;

const database = testDatabaseOptions();
let app: FastifyInstance;
let parent: { id: string; cookie: string };
let stranger: { id: string; cookie: string };
let childId: string, strangersChildId: string;

beforeAll(async () => {
  app = await buildApp({ env: testEnv(), database: database.options });
  await app.db.prisma.test.create({ data: { name: "HbA1c", slug: "hba1c", loincCode: "4548-4" } });
  parent = await userWithSession(app, "family-parent@example.com");
  stranger = await userWithSession(app, "family-stranger@example.com");
  const child = {
    name: "Noor Khalil",
    dateOfBirth: new Date("2017-09-01T00:00:00Z"),
    sex: "female",
    relation: "child",
  } as const;
  childId = (await app.db.prisma.familyMember.create({ data: { ...child, userId: parent.id } })).id;
  strangersChildId = (await app.db.prisma.familyMember.create({ data: { ...child, userId: stranger.id } }))
    .id;
});
afterAll(async () => {
  await app?.close();
  await database.drop();
});

const fields = (personId: string): Part[] => [
  { name: "testId", value: "hba1c" },
  { name: "value", value: "5.1" },
  { name: "unit", value: "%" },
  { name: "effectiveDate", value: "2025-03-10" },
  { name: "labName", value: "School Clinic" },
  { name: "personId", value: personId },
];

const exportFhir = (cookie: string, personId?: string) =>
  app.inject({
    method: "GET",
    url: `/api/results/export.fhir.json${personId === undefined ? "" : `?personId=${personId}`}`,
    headers: { cookie },
  });

describe("a family member's results over HTTP", () => {
  it("POST /api/results with personId files the result under the member; another account's member is 404", async () => {
    const res = await postMultipart(app, "/api/results", fields(childId), { cookie: parent.cookie });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(await app.db.prisma.report.findUniqueOrThrow({ where: { id } })).toMatchObject({
      userId: parent.id,
      familyMemberId: childId,
    });

    const before = await storedCounts(app);
    const refused = await postMultipart(app, "/api/results", fields(strangersChildId), {
      cookie: parent.cookie,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: "Person not found", messageKey: "family.personNotFound" });
    const bad = await postMultipart(app, "/api/results", fields("not-an-id"), { cookie: parent.cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: "personId" });
    expect(await storedCounts(app)).toEqual(before);
  });

  it("the FHIR export of a member carries their Patient and only their reports; 404 for another account's, 400 for a bad id", async () => {
    const res = await exportFhir(parent.cookie, childId);
    expect(res.statusCode, res.body).toBe(200);
    const bundle = res.json<{
      entry: { resource: { resourceType: string; id: string } & Record<string, unknown> }[];
    }>();
    const patient = bundle.entry.find((e) => e.resource.resourceType === "Patient")!.resource;
    expect(patient).toMatchObject({
      id: childId,
      birthDate: "2017-09-01",
      gender: "female",
      name: [{ text: "Noor Khalil" }],
    });
    expect(bundle.entry.filter((e) => e.resource.resourceType === "DiagnosticReport")).toHaveLength(1);
    expect(new FhirValidator().validate(bundle)).toEqual([]);

    // The holder's own export holds none of the child's reports.
    const own = (await exportFhir(parent.cookie)).json<typeof bundle>();
    expect(own.entry.filter((e) => e.resource.resourceType === "DiagnosticReport")).toHaveLength(0);

    expect((await exportFhir(parent.cookie, strangersChildId)).statusCode).toBe(404);
    expect((await exportFhir(stranger.cookie, childId)).statusCode).toBe(404);
    expect((await exportFhir(parent.cookie, "nope")).statusCode).toBe(400);
  });
});
