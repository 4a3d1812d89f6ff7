/**
 * FHIR R4 resources of the results export, built from our rows: Patient, Organization,
 * DiagnosticReport and Observation (https://hl7.org/fhir/R4/). Resources reference each other by
 * `urn:uuid:` full URLs inside the Bundle, so the export reads on its own, without a FHIR server.
 */
import { createHash } from "node:crypto";
import type { ObservationFlag, ReportStatus } from "@labcompare/db";

/** A FHIR resource as JSON (shapes checked in tests against HL7's R4 JSON schema). */
export type FhirResource = { resourceType: string; id: string } & Record<string, unknown>;

export const LOINC = "http://loinc.org";
export const UCUM = "http://unitsofmeasure.org";
export const INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
const OBSERVATION_CATEGORY = "http://terminology.hl7.org/CodeSystem/observation-category";
const DIAGNOSTIC_SERVICE = "http://terminology.hl7.org/CodeSystem/v2-0074";

/** HL7 v3 ObservationInterpretation display names (the code system's own, not site copy). */
const FLAG_DISPLAY: Record<ObservationFlag, string> = {
  L: "Low",
  N: "Normal",
  H: "High",
  LL: "Critical low",
  HH: "Critical high",
  A: "Abnormal",
};

/** `urn:uuid:<id>`: a resource's fullUrl in the Bundle and the target of references to it. */
export const urn = (id: string) => `urn:uuid:${id}`;

/** A stable UUID-shaped id for a value with no row of its own (a lab name a patient typed). */
export function derivedId(kind: string, value: string): string {
  const h = createHash("sha256").update(`${kind}:${value}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** FHIR AdministrativeGender of our sex: "Prefer not to say" is "unknown". */
const GENDER = { female: "female", male: "male", undisclosed: "unknown" } as const;

/**
 * The Patient: the account holder (name from the profile when given, the account's email and the
 * profile's phone) or a family member (`fullName` as text); `birthDate` "YYYY-MM-DD" and `gender`
 * (female, male, unknown) when known.
 */
export function patientResource(p: {
  id: string;
  email?: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string;
  phone?: string | null;
  birthDate?: string | null;
  sex?: keyof typeof GENDER | null;
}): FhirResource {
  const given = p.firstName ? [p.firstName] : undefined;
  const name = p.fullName
    ? [{ use: "official", text: p.fullName }]
    : given || p.lastName
      ? [
          {
            use: "official",
            family: p.lastName ?? undefined,
            given,
            text: [p.firstName, p.lastName].filter(Boolean).join(" "),
          },
        ]
      : undefined;
  const telecom = [
    ...(p.email ? [{ system: "email", value: p.email }] : []),
    ...(p.phone ? [{ system: "phone", value: p.phone }] : []),
  ];
  return {
    resourceType: "Patient",
    id: p.id,
    name,
    telecom: telecom.length ? telecom : undefined,
    gender: p.sex ? GENDER[p.sex] : undefined,
    birthDate: p.birthDate ?? undefined,
  };
}

/** An Organization: a partner lab (id, name, phone, address in the UAE) or a lab a patient named. */
export function organizationResource(o: {
  id: string;
  name: string;
  phone?: string;
  address?: string;
  area?: string;
  emirate?: string;
}): FhirResource {
  const address = o.address
    ? [
        {
          text: [o.address, o.area, o.emirate].filter(Boolean).join(", "),
          line: [o.address],
          district: o.area,
          state: o.emirate,
          country: "AE",
        },
      ]
    : undefined;
  return {
    resourceType: "Organization",
    id: o.id,
    name: o.name,
    telecom: o.phone ? [{ system: "phone", value: o.phone }] : undefined,
    address,
  };
}

/** Our decimal columns as a JSON number (Prisma Decimal or null). */
const num = (value: { toString(): string } | null) => (value === null ? undefined : Number(value.toString()));

/** A SimpleQuantity in UCUM when there is a unit. */
function quantity(value: number, unit: string | null) {
  return unit ? { value, unit, system: UCUM, code: unit } : { value };
}

export interface ObservationRow {
  id: string;
  loincCode: string | null;
  name: string;
  valueNumber: { toString(): string } | null;
  valueText: string | null;
  unit: string | null;
  refLow: { toString(): string } | null;
  refHigh: { toString(): string } | null;
  refText: string | null;
  flag: ObservationFlag | null;
  effectiveAt: Date;
}

/** One measured value: code (LOINC when known, and its name), value, reference range, interpretation. */
export function observationResource(
  o: ObservationRow,
  ctx: { status: ReportStatus; issued: Date; patientId: string; performerId?: string },
): FhirResource {
  const low = num(o.refLow);
  const high = num(o.refHigh);
  const range =
    low !== undefined || high !== undefined || o.refText
      ? [
          {
            low: low !== undefined ? quantity(low, o.unit) : undefined,
            high: high !== undefined ? quantity(high, o.unit) : undefined,
            text: o.refText ?? undefined,
          },
        ]
      : undefined;
  const value = num(o.valueNumber);
  return {
    resourceType: "Observation",
    id: o.id,
    status: ctx.status,
    category: [{ coding: [{ system: OBSERVATION_CATEGORY, code: "laboratory", display: "Laboratory" }] }],
    code: {
      coding: o.loincCode ? [{ system: LOINC, code: o.loincCode, display: o.name }] : undefined,
      text: o.name,
    },
    subject: { reference: urn(ctx.patientId) },
    effectiveDateTime: o.effectiveAt.toISOString(),
    issued: ctx.issued.toISOString(),
    performer: ctx.performerId ? [{ reference: urn(ctx.performerId) }] : undefined,
    valueQuantity: value !== undefined ? quantity(value, o.unit) : undefined,
    valueString: value === undefined && o.valueText ? o.valueText : undefined,
    interpretation: o.flag
      ? [
          {
            coding: [{ system: INTERPRETATION, code: o.flag, display: FLAG_DISPLAY[o.flag] }],
            text: FLAG_DISPLAY[o.flag],
          },
        ]
      : undefined,
    referenceRange: range,
  };
}

/** The report: status, issued, effective time, performer, results and the PDF as presentedForm. */
export function diagnosticReportResource(r: {
  id: string;
  status: ReportStatus;
  issued: Date;
  effective: Date;
  patientId: string;
  performer?: { id: string; name: string };
  reference: string | null;
  siteUrl: string;
  observationIds: string[];
  file: { url: string; title: string; size: number | null } | null;
  note: string | null;
}): FhirResource {
  return {
    resourceType: "DiagnosticReport",
    id: r.id,
    identifier: r.reference ? [{ system: `${r.siteUrl}/bookings`, value: r.reference }] : undefined,
    status: r.status,
    category: [{ coding: [{ system: DIAGNOSTIC_SERVICE, code: "LAB", display: "Laboratory" }] }],
    code: {
      coding: [{ system: LOINC, code: "11502-2", display: "Laboratory report" }],
      text: "Laboratory report",
    },
    subject: { reference: urn(r.patientId) },
    effectiveDateTime: r.effective.toISOString(),
    issued: r.issued.toISOString(),
    performer: r.performer ? [{ reference: urn(r.performer.id), display: r.performer.name }] : undefined,
    result: r.observationIds.length ? r.observationIds.map((id) => ({ reference: urn(id) })) : undefined,
    conclusion: r.note ?? undefined,
    presentedForm: r.file
      ? [
          {
            contentType: "application/pdf",
            url: r.file.url,
            title: r.file.title,
            size: r.file.size ?? undefined,
            creation: r.issued.toISOString(),
          },
        ]
      : undefined,
  };
}

/** Drops `undefined` members (FHIR forbids empty values; JSON.stringify drops them, schema checks don't). */
export function compact<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
