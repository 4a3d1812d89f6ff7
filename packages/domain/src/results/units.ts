/**
 * Unit conversions of laboratory results: the one place that says when values of one analyte in two
 * units may share a trend. Only conversions that are exact (a published defining equation, not a
 * molar-mass approximation that depends on the method) are listed; values in any other pair of units
 * stay in separate series.
 *
 * HbA1c, NGSP/DCCT % ↔ IFCC mmol/mol — the IFCC–NGSP master equation:
 *   IFCC (mmol/mol) = (NGSP (%) − 2.15) × 10.929,   NGSP (%) = IFCC (mmol/mol) / 10.929 + 2.15.
 * Source: Hoelzel W. et al., "IFCC reference system for measurement of hemoglobin A1c in human blood
 * and the national standardization schemes in the United States, Japan, and Sweden: a method-comparison
 * study", Clin Chem 2004;50(1):166–174; restated by the NGSP, "IFCC Standardization of HbA1c"
 * (https://ngsp.org/ifcc.asp). LOINC codes: 4548-4 and 17856-6 (HbA1c, %), 59261-8 (HbA1c, IFCC mmol/mol).
 *
 * Units are UCUM codes compared after trimming (`%`, `mmol/mol`); UCUM is case-sensitive.
 */

/** An analyte whose results come in several units related by an exact equation. */
interface ConvertibleAnalyte {
  /** The LOINC code its series are grouped under, whichever of `loincCodes` a result carries. */
  loincCode: string;
  /** Every LOINC code of the analyte (in any of its units). */
  loincCodes: readonly string[];
  /** Its units: to and from the analyte's base unit (the first listed). */
  units: Readonly<Record<string, { toBase: (value: number) => number; fromBase: (value: number) => number }>>;
}

/** IFCC–NGSP master equation constants (see the module's description). */
export const HBA1C_IFCC_SLOPE = 10.929;
export const HBA1C_IFCC_INTERCEPT = 2.15;

const ANALYTES: readonly ConvertibleAnalyte[] = [
  {
    loincCode: "4548-4",
    loincCodes: ["4548-4", "17856-6", "59261-8"],
    units: {
      "%": { toBase: (v) => v, fromBase: (v) => v },
      "mmol/mol": {
        toBase: (v) => v / HBA1C_IFCC_SLOPE + HBA1C_IFCC_INTERCEPT,
        fromBase: (v) => (v - HBA1C_IFCC_INTERCEPT) * HBA1C_IFCC_SLOPE,
      },
    },
  },
];

const byCode = new Map(ANALYTES.flatMap((a) => a.loincCodes.map((code) => [code, a] as const)));

/** A UCUM unit as compared here: trimmed; null or empty → "" (a unitless value). */
export function normaliseUnit(unit: string | null | undefined): string {
  return (unit ?? "").trim();
}

/**
 * How a result is grouped into a series: `loincCode` the code its series is grouped under (an
 * equivalent code of a convertible analyte maps to that analyte's main code; any other code is kept;
 * null stays null), and `unitFamily` — a key shared by every unit the value converts exactly between
 * (e.g. "4548-4:convertible" for HbA1c in % or mmol/mol), else the unit itself.
 */
export function seriesIdentity(
  loincCode: string | null,
  unit: string | null,
): { loincCode: string | null; unitFamily: string } {
  const u = normaliseUnit(unit);
  const analyte = loincCode ? byCode.get(loincCode) : undefined;
  if (analyte && u in analyte.units)
    return { loincCode: analyte.loincCode, unitFamily: `${analyte.loincCode}:convertible` };
  return { loincCode, unitFamily: u };
}

/**
 * `value` in `fromUnit` expressed in `toUnit`, for the analyte of `loincCode`: the value itself when
 * the units are the same, the exact conversion when one is listed above, else null (not convertible).
 * Not rounded: round for display only.
 */
export function convertResult(
  value: number,
  fromUnit: string | null,
  toUnit: string | null,
  loincCode: string | null,
): number | null {
  const from = normaliseUnit(fromUnit);
  const to = normaliseUnit(toUnit);
  if (from === to) return value;
  const analyte = loincCode ? byCode.get(loincCode) : undefined;
  const a = analyte?.units[from];
  const b = analyte?.units[to];
  if (!a || !b) return null;
  return b.fromBase(a.toBase(value));
}
