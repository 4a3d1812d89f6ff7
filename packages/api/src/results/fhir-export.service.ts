/**
 * The patient's results as one FHIR R4 Bundle (type "collection"): GET /api/results/export.fhir.json.
 * Only current versions (supersededAt null): what the patient's own views show.
 */
import type { PrismaClient } from "@labcompare/db";
import { reportFileName } from "./report-access.service.ts";
import { observationSelect } from "./results.service.ts";
import { personReportsWhere, personScope } from "../family/person.ts";
import {
  compact,
  derivedId,
  diagnosticReportResource,
  observationResource,
  organizationResource,
  patientResource,
  urn,
  type FhirResource,
} from "./fhir-resources.ts";

export type { FhirResource } from "./fhir-resources.ts";

/** A FHIR R4 Bundle of type "collection". */
export interface FhirBundle {
  resourceType: "Bundle";
  id: string;
  type: "collection";
  timestamp: string;
  entry: { fullUrl: string; resource: FhirResource }[];
}

/** The PDF route's path for a report (GET, apps/server/src/results-file.ts). */
export const reportFilePath = (reportId: string) => `/api/results/${reportId}/file`;

/**
 * The Bundle of the current reports of `userId` about `personId` (a family member of theirs; absent =
 * the account holder): the Patient (the holder: profile name, email, phone; a member: their name; both
 * with `birthDate` and `gender`, "unknown" for "Prefer not to say"); one
 * Organization per performing lab (a partner lab, or the lab name a patient typed for their own
 * entry); per report a DiagnosticReport (status final/amended, issued, effective = the appointment
 * or the earliest value, performer, results, the PDF by URL under `siteUrl` as presentedForm) and one
 * Observation per value (LOINC coding when known plus the name as text, valueQuantity in UCUM or
 * valueString, referenceRange, HL7 interpretation, effectiveDateTime). Reports oldest first; values
 * in the report's order. Errors: NOT_FOUND "Person not found" for a member that is not theirs;
 * throws when the user does not exist.
 */
export async function resultsFhirBundle(
  db: PrismaClient,
  userId: string,
  siteUrl: string,
  now: Date = new Date(),
  personId?: string | null,
): Promise<FhirBundle> {
  const scope = await personScope(db, userId, personId);
  const patient = await fhirPatient(db, userId, scope.familyMemberId);
  const reports = await readCurrentReports(db, scope);
  const organizations = new Map<string, FhirResource>();
  const entries: FhirResource[] = [];
  for (const report of reports) {
    const performer = performerOf(report);
    if (performer) organizations.set(performer.id, performer);
    entries.push(...reportResources(report, performer, patient.id, siteUrl));
  }

  const resources = [patient, ...organizations.values(), ...entries];
  return compact({
    resourceType: "Bundle",
    id: derivedId("export", `${patient.id}:${now.toISOString()}`),
    type: "collection",
    timestamp: now.toISOString(),
    entry: resources.map((resource) => ({ fullUrl: urn(resource.id), resource })),
  });
}

/** The person's current reports (supersededAt null), oldest first, each with its values in order. */
function readCurrentReports(db: PrismaClient, scope: Awaited<ReturnType<typeof personScope>>) {
  return db.report.findMany({
    where: { ...personReportsWhere(scope), supersededAt: null },
    orderBy: [{ issuedAt: "asc" }, { id: "asc" }],
    select: {
      id: true,
      status: true,
      issuedAt: true,
      note: true,
      externalLabName: true,
      fileKey: true,
      fileBytes: true,
      booking: {
        select: {
          reference: true,
          startsAt: true,
          lab: { select: { id: true, name: true, phone: true, address: true, area: true, emirate: true } },
        },
      },
      observations: {
        orderBy: { position: "asc" },
        select: observationSelect,
      },
    },
  });
}

type ExportedReport = Awaited<ReturnType<typeof readCurrentReports>>[number];

/** The Organization that performed a report: its partner lab, the lab name the patient typed, or null. */
function performerOf(report: ExportedReport): FhirResource | null {
  const lab = report.booking?.lab;
  if (lab) {
    return organizationResource({
      id: lab.id,
      name: lab.name,
      phone: lab.phone,
      address: lab.address,
      area: lab.area,
      emirate: lab.emirate,
    });
  }
  return report.externalLabName
    ? organizationResource({
        id: derivedId("lab-name", report.externalLabName),
        name: report.externalLabName,
      })
    : null;
}

/** A report's DiagnosticReport followed by its Observations (the PDF by URL under `siteUrl`). */
function reportResources(
  report: ExportedReport,
  performer: FhirResource | null,
  patientId: string,
  siteUrl: string,
): FhirResource[] {
  const performerRef = performer ? { id: performer.id, name: String(performer.name) } : undefined;
  const observations = report.observations.map((o) =>
    observationResource(o, {
      status: report.status,
      issued: report.issuedAt,
      patientId,
      performerId: performerRef?.id,
    }),
  );
  const earliest = report.observations.reduce<Date | null>(
    (min, o) => (!min || o.effectiveAt < min ? o.effectiveAt : min),
    null,
  );
  return [
    diagnosticReportResource({
      id: report.id,
      status: report.status,
      issued: report.issuedAt,
      effective: report.booking?.startsAt ?? earliest ?? report.issuedAt,
      patientId,
      performer: performerRef,
      reference: report.booking?.reference ?? null,
      siteUrl,
      observationIds: observations.map((o) => o.id),
      file: report.fileKey
        ? {
            url: `${siteUrl}${reportFilePath(report.id)}`,
            title: reportFileName(report),
            size: report.fileBytes,
          }
        : null,
      note: report.note,
    }),
    ...observations,
  ];
}

const isoDate = (d: Date | null | undefined) => d?.toISOString().slice(0, 10) ?? null;

/** The Patient of the export: the account holder (`familyMemberId` null) or that family member. */
async function fhirPatient(
  db: PrismaClient,
  userId: string,
  familyMemberId: string | null,
): Promise<FhirResource> {
  if (familyMemberId) {
    const m = await db.familyMember.findUniqueOrThrow({
      where: { id: familyMemberId },
      select: { id: true, name: true, dateOfBirth: true, sex: true },
    });
    return patientResource({ id: m.id, fullName: m.name, birthDate: isoDate(m.dateOfBirth), sex: m.sex });
  }
  const user = await db.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      email: true,
      profile: { select: { firstName: true, lastName: true, phone: true, dateOfBirth: true, sex: true } },
    },
  });
  return patientResource({
    id: user.id,
    email: user.email,
    firstName: user.profile?.firstName ?? null,
    lastName: user.profile?.lastName ?? null,
    phone: user.profile?.phone ?? null,
    birthDate: isoDate(user.profile?.dateOfBirth),
    sex: user.profile?.sex ?? null,
  });
}
