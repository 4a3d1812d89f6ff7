/**
 * What seed:scale's reports measure (seed-scale-results.ts): for a seeded test, its analytes with
 * LOINC code, UCUM unit, adult reference range and decimals, from which values are drawn. A panel
 * measures its components' analytes (at most 20); a test with none listed here gets one text result
 * by its category ("Negative", "Within reference limits"…). Generated tests measure what their
 * seeded test does.
 *
 * Rows: "slug|LOINC|unit|low|high|decimals[|mean[|sd]]" — a numeric result named as the test; an
 * empty low or high is a one-sided range ("< 5.2"); mean and sd, when given, say where values
 * centre and how they spread (vitamin D is low in most of the UAE's population, cholesterol often
 * high). "slug>LOINC|name|…" — one of several analytes of the test.
 * "…|=normal/abnormal" instead of unit and range — a text result ("Non-reactive/Reactive"); with no
 * abnormal value ("=O Rh+,A Rh+/") the result is never flagged; several usual values, comma-separated,
 * are drawn from per person (repeats weigh one more).
 */
const ROWS = [
  "total-cholesterol|2093-3|mmol/L||5.2|1|4.9|0.9",
  "hdl-cholesterol|2085-9|mmol/L|1.0||2|1.3|0.3",
  "ldl-cholesterol-direct|18262-6|mmol/L||3.4|2|3.0|0.8",
  "triglycerides|2571-8|mmol/L||1.7|2|1.4|0.5",
  "vldl-cholesterol||mmol/L||0.8|2|0.6|0.2",
  "high-sensitivity-c-reactive-protein-hs-crp|30522-7|mg/L||3|2",
  "nt-probnp|33762-6|pg/mL||125|0",
  "b-type-natriuretic-peptide-bnp|30934-4|pg/mL||100|0",
  "troponin-i-high-sensitivity||ng/L||26|1",
  "troponin-t-high-sensitivity||ng/L||14|1",
  "creatine-kinase-mb-ck-mb||ng/mL||5|1",
  "lipoprotein-a-lp-a|10835-7|mg/dL||30|0",
  "apolipoprotein-b-apob|1884-6|g/L|0.55|1.05|2",
  "apolipoprotein-a1-apoa1|1869-7|g/L|1.0|1.9|2",
  "homocysteine|13965-9|umol/L|5|15|1",
  "glycated-hemoglobin-hba1c|4548-4|%|4.0|5.6|1|5.5",
  "fasting-blood-glucose|1558-6|mmol/L|3.9|5.5|1|5.3",
  "random-blood-glucose|2345-7|mmol/L|3.9|7.8|1",
  "postprandial-blood-glucose-2-hour||mmol/L||7.8|1|6.5|1.2",
  "fasting-insulin|20448-7|u[IU]/mL|2.6|24.9|1",
  "c-peptide|1986-9|ng/mL|1.1|4.4|2",
  "fructosamine||umol/L|200|285|0",
  "lactate-lactic-acid||mmol/L|0.5|2.2|1",
  "uric-acid|3084-1|umol/L|200|430|0",
  "follicle-stimulating-hormone-fsh|15067-2|m[IU]/mL|1.5|12.4|1",
  "luteinizing-hormone-lh|10501-5|m[IU]/mL|1.7|8.6|1",
  "estradiol-e2|2243-4|pmol/L|45|850|0",
  "progesterone|2839-9|nmol/L|0.6|4.8|1",
  "prolactin|2842-3|ng/mL|4|23|1",
  "total-testosterone|2986-8|nmol/L|8.6|29|1",
  "free-testosterone|2991-8|pg/mL|50|210|0",
  "sex-hormone-binding-globulin-shbg|13967-5|nmol/L|18|54|0",
  "dhea-sulfate-dhea-s|2191-5|umol/L|2.2|15.2|1",
  "cortisol-morning|2143-6|nmol/L|166|507|0",
  "cortisol-evening||nmol/L|74|291|0",
  "adrenocorticotropic-hormone-acth|2141-0|pg/mL|7.2|63.3|1",
  "growth-hormone-gh|2963-7|ng/mL|0.05|3|2",
  "insulin-like-growth-factor-1-igf-1|2484-4|ng/mL|115|307|0",
  "17-hydroxyprogesterone-17-ohp|1668-3|ng/mL|0.2|1.8|2",
  "aldosterone||ng/dL|3|16|1",
  "renin-direct||u[IU]/mL|4.4|46|1",
  "androstenedione||ng/mL|0.3|3.5|2",
  "anti-mullerian-hormone-amh||ng/mL|1.0|4.0|2",
  "beta-hcg-quantitative||m[IU]/mL||5|1",
  "inhibin-b||pg/mL|10|200|0",
  "valproic-acid-level|4086-5|ug/mL|50|100|0",
  "lithium-level|14334-7|mmol/L|0.6|1.2|2",
  "phenytoin-level|3968-5|ug/mL|10|20|1",
  "carbamazepine-level|3432-2|ug/mL|4|12|1",
  "ammonia||umol/L|11|51|0",
  "ceruloplasmin||g/L|0.2|0.6|2",
  "vitamin-d-test|62292-8|ng/mL|30|100|1|24",
  "vitamin-b12-cobalamin|2132-9|pmol/L|145|569|0",
  "active-vitamin-b12-holotranscobalamin||pmol/L|37|188|0",
  "folate-folic-acid-serum|2284-8|ng/mL|3.9|26.8|1",
  "ferritin|2276-4|ug/L|15|150|0",
  "serum-iron|2498-4|umol/L|10|30|1",
  "total-iron-binding-capacity-tibc|2500-7|umol/L|45|72|0",
  "transferrin|3034-6|g/L|2.0|3.6|2",
  "transferrin-saturation|2502-3|%|20|50|0",
  "magnesium|19123-9|mmol/L|0.66|1.07|2",
  "zinc|5763-8|ug/dL|70|120|0",
  "copper|5631-7|ug/dL|70|140|0",
  "selenium||ug/L|70|150|0",
  "vitamin-a-retinol|2923-1|ug/dL|30|80|0",
  "vitamin-b1-thiamine||nmol/L|70|180|0",
  "vitamin-b6-pyridoxine||nmol/L|20|125|0",
  "vitamin-c-ascorbic-acid||mg/dL|0.4|2.0|2",
  "methylmalonic-acid-mma||nmol/L||400|0",
  "omega-3-index||%|8||1|6|1.5",
  "erythrocyte-sedimentation-rate-esr|4537-7|mm/h||20|0",
  "c-reactive-protein-crp|1988-5|mg/L||5|1",
  "procalcitonin|33959-8|ng/mL||0.5|2",
  "blood-group-rh-typing|882-1|=O Rh+,A Rh+,B Rh+,O Rh+,A Rh+,B Rh+,AB Rh+,O Rh-,A Rh-/",
  "sodium|2951-2|mmol/L|136|145|0",
  "potassium|2823-3|mmol/L|3.5|5.1|1",
  "chloride|2075-0|mmol/L|98|107|0",
  "bicarbonate-hco3|1963-8|mmol/L|22|29|0",
  "total-protein|2885-2|g/L|64|83|0",
  "lactate-dehydrogenase-ldh|2532-0|U/L|135|225|0",
  "creatine-kinase-ck|2157-6|U/L|39|308|0",
  "amylase|1798-8|U/L|28|100|0",
  "lipase|3040-3|U/L|13|60|0",
  "creatinine|2160-0|umol/L|62|106|0",
  "blood-urea-nitrogen-bun|3094-0|mmol/L|2.5|7.1|1",
  "cystatin-c|33863-2|mg/L|0.61|0.95|2",
  "estimated-glomerular-filtration-rate-egfr||mL/min/{1.73_m2}|90||0|102|12",
  "urine-albumin-to-creatinine-ratio-acr|9318-7|mg/g||30|1",
  "urine-protein-to-creatinine-ratio-upcr||mg/g||150|0",
  "serum-osmolality||mosm/kg|275|295|0",
  "beta-2-microglobulin||mg/L|0.8|2.2|2",
  "24-hour-urine-calcium||mmol/d|2.5|7.5|1",
  "24-hour-urine-oxalate||mg/d||40|0",
  "24-hour-urine-citrate||mg/d|320|1240|0",
  "alanine-aminotransferase-alt-sgpt|1742-6|U/L|7|56|0",
  "aspartate-aminotransferase-ast-sgot|1920-8|U/L|10|40|0",
  "alkaline-phosphatase-alp|6768-6|U/L|40|129|0",
  "gamma-glutamyl-transferase-ggt|2324-2|U/L|8|61|0",
  "total-bilirubin|1975-2|umol/L|5|21|1",
  "direct-bilirubin|1968-7|umol/L||5|1",
  "albumin|1751-7|g/L|35|52|0",
  "hepatitis-b-surface-antigen-hbsag|5196-1|=Non-reactive/Reactive",
  "hepatitis-b-surface-antibody-anti-hbs||m[IU]/mL|10||0|120|60",
  "hepatitis-c-antibody-anti-hcv|16128-1|=Non-reactive/Reactive",
  "hiv-1-2-antigen-antibody-4th-generation|56888-1|=Non-reactive/Reactive",
  "syphilis-screening-rpr|20507-0|=Non-reactive/Reactive",
  "total-ige|19113-0|k[IU]/L||100|0",
  "immunoglobulin-g-igg||g/L|7|16|1",
  "immunoglobulin-a-iga||g/L|0.7|4|2",
  "immunoglobulin-m-igm||g/L|0.4|2.3|2",
  "complement-c3||g/L|0.9|1.8|2",
  "complement-c4||g/L|0.1|0.4|2",
  "tryptase||ug/L||11.4|1",
  "anti-ccp-antibodies||U/mL||17|1",
  "anti-streptolysin-o-aso-titre||[IU]/mL||200|0",
  "rheumatoid-factor-rf|11572-5|[IU]/mL||14|0",
  "thyroid-function-tsh|3016-3|m[IU]/L|0.27|4.2|2",
  "free-t4-free-thyroxine|3024-7|pmol/L|12|22|1",
  "free-t3-free-triiodothyronine|3051-0|pmol/L|3.1|6.8|1",
  "total-t4-thyroxine|3026-2|nmol/L|66|181|0",
  "total-t3-triiodothyronine|3053-6|nmol/L|1.3|3.1|2",
  "thyroid-peroxidase-antibodies-anti-tpo|8099-4|[IU]/mL||34|0",
  "thyroglobulin-antibodies-anti-tg|8098-6|[IU]/mL||115|0",
  "thyroglobulin|3013-0|ng/mL|3.5|77|1",
  "calcitonin||pg/mL||10|1",
  "hemoglobin-hb|718-7|g/dL|12|17|1",
  "platelet-count|777-3|10*3/uL|150|410|0",
  "reticulocyte-count||%|0.5|2.5|1",
  "activated-partial-thromboplastin-time-aptt|3173-2|s|25|37|1",
  "fibrinogen|3255-7|g/L|2|4|2",
  "d-dimer||mg/L||0.5|2",
  "protein-c-activity||%|70|140|0",
  "protein-s-activity-free||%|60|140|0",
  "antithrombin-iii-activity||%|80|120|0",
  "calcium-total|17861-6|mmol/L|2.15|2.55|2",
  "ionized-calcium||mmol/L|1.15|1.33|2",
  "phosphorus-inorganic-phosphate|2777-1|mmol/L|0.81|1.45|2",
  "parathyroid-hormone-pth-intact|2731-8|pg/mL|15|65|0",
  "c-telopeptide-beta-crosslaps-ctx||ng/mL|0.1|0.6|2",
  "procollagen-type-1-n-terminal-propeptide-p1np||ng/mL|15|80|0",
  "prostate-specific-antigen-psa-total|2857-1|ng/mL||4|2",
  "free-psa|10886-0|ng/mL||1|2",
  "carcinoembryonic-antigen-cea|2039-6|ng/mL||5|1",
  "cancer-antigen-125-ca-125|10334-1|U/mL||35|0",
  "cancer-antigen-19-9-ca-19-9|24108-3|U/mL||37|0",
  "cancer-antigen-15-3-ca-15-3|6875-9|U/mL||25|0",
  "alpha-fetoprotein-afp|1834-1|ng/mL||7|1",
  "human-epididymis-protein-4-he4||pmol/L||70|0",
  "complete-blood-count-cbc>6690-2|White Blood Cells|10*3/uL|4|11|1",
  "complete-blood-count-cbc>789-8|Red Blood Cells|10*6/uL|4.2|5.9|2",
  "complete-blood-count-cbc>718-7|Hemoglobin|g/dL|12|17|1",
  "complete-blood-count-cbc>4544-3|Hematocrit|%|36|50|1",
  "complete-blood-count-cbc>787-2|MCV|fL|80|100|0",
  "complete-blood-count-cbc>785-6|MCH|pg|27|33|1",
  "complete-blood-count-cbc>786-4|MCHC|g/dL|32|36|1",
  "complete-blood-count-cbc>788-0|RDW|%|11.5|14.5|1",
  "complete-blood-count-cbc>777-3|Platelets|10*3/uL|150|410|0",
  "complete-blood-count-cbc>770-8|Neutrophils|%|40|75|0",
  "complete-blood-count-cbc>736-9|Lymphocytes|%|20|45|0",
  "complete-blood-count-cbc>5905-5|Monocytes|%|2|10|0",
  "complete-blood-count-cbc>713-8|Eosinophils|%|1|6|0",
  "complete-blood-count-cbc>706-2|Basophils|%|0|2|1",
  "urinalysis-urine-routine-microscopy>5803-2|pH|[pH]|5|8|1",
  "urinalysis-urine-routine-microscopy>5811-5|Specific Gravity||1.005|1.030|3",
  "urinalysis-urine-routine-microscopy>5804-0|Protein|=Negative/Positive",
  "urinalysis-urine-routine-microscopy>5792-7|Glucose|=Negative/Positive",
  "urinalysis-urine-routine-microscopy>5797-6|Ketones|=Negative/Positive",
  "urinalysis-urine-routine-microscopy>5794-3|Blood|=Negative/Positive",
  "urinalysis-urine-routine-microscopy>5799-2|Leukocyte Esterase|=Negative/Positive",
  "urinalysis-urine-routine-microscopy>5802-4|Nitrite|=Negative/Positive",
  "prothrombin-time-pt-with-inr>5902-2|Prothrombin Time|s|11|13.5|1",
  "prothrombin-time-pt-with-inr>6301-6|INR||0.8|1.2|2",
];

/** One analyte a test measures: numeric (unit, range, where values centre and spread) or text. */
export interface Analyte {
  loinc: string | null;
  /** Null: named as the booked test. */
  name: string | null;
  unit: string | null;
  low: number | null;
  high: number | null;
  decimals: number;
  mean: number | null;
  sd: number | null;
  /** Text results: the usual value and the flagged one (null: never flagged). */
  normal: string | null;
  abnormal: string | null;
}

const num = (s: string | undefined) => (s === undefined || s === "" ? null : Number(s));

/** Parses one row of ROWS (see the module's description). */
function parseRow(row: string): [string, Analyte] {
  const [head, ...rest] = row.split("|");
  const [slug, own] = head!.split(">");
  // "slug|LOINC|spec…" or "slug>LOINC|name|spec…".
  const [loinc, name, spec] =
    own === undefined ? [rest[0], null, rest.slice(1)] : [own, rest[0]!, rest.slice(1)];
  const text = spec[0]?.startsWith("=") ? spec[0].slice(1).split("/") : null;
  const low = text ? null : num(spec[1]);
  const high = text ? null : num(spec[2]);
  // Values centre mid-range unless told; about 1 in 9 fall outside a two-sided range, 1 in 20 a one-sided one.
  const both = low !== null && high !== null;
  const mean = text
    ? null
    : (num(spec[4]) ?? (both ? (low + high) / 2 : low !== null ? low * 1.7 : high! * 0.5));
  const sd = text
    ? null
    : (num(spec[5]) ?? (both ? (high - low) / 3.2 : low !== null ? low * 0.4 : high! * 0.3));
  return [
    slug!,
    {
      loinc: loinc || null,
      name,
      unit: text ? null : spec[0] || null,
      low,
      high,
      decimals: text ? 0 : Number(spec[3]),
      mean,
      sd,
      normal: text ? text[0]! : null,
      abnormal: text ? text[1] || null : null,
    },
  ];
}

/** Analytes by seeded test slug (the rows above). */
export const ANALYTES: ReadonlyMap<string, Analyte[]> = ROWS.map(parseRow).reduce((map, [slug, a]) => {
  map.set(slug, [...(map.get(slug) ?? []), a]);
  return map;
}, new Map<string, Analyte[]>());
