/**
 * The body of the doctor's page: the person (name, date of birth), each numeric series with its
 * latest value, flag in words, trend and history, and each report with its values and "Download
 * PDF". Dates in Asia/Dubai through @labcompare/domain/format; names in Arabic where the catalogue
 * has them on an Arabic page.
 */
import { formatDate, MONTH_DAY_YEAR, MONTH_SHORT_DAY_YEAR } from "@labcompare/domain/format";
import { entityName, type Locale } from "@labcompare/domain/locale";
import type { SharedRecord } from "@labcompare/api";
import { escapeHtml } from "../seo/html-escape.ts";
import { shareTexts, type ShareTexts } from "./share-texts.ts";

type Series = SharedRecord["series"][number];
type Report = SharedRecord["reports"][number];
type Observation = Report["observations"][number];

/** A value as written: at most 2 decimals (4 below 1), no trailing zeros (as the patient's own pages write it). */
function valueText(value: number): string {
  const digits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return String(Number(value.toFixed(digits)));
}

/** "3.5–5.0", "≥ 3.5", "≤ 5.2", the lab's text, or null. */
function rangeText(o: {
  refLow: number | null;
  refHigh: number | null;
  refText?: string | null;
}): string | null {
  if (o.refLow !== null && o.refHigh !== null) return `${valueText(o.refLow)}–${valueText(o.refHigh)}`;
  if (o.refText) return o.refText;
  if (o.refLow !== null) return `≥ ${valueText(o.refLow)}`;
  if (o.refHigh !== null) return `≤ ${valueText(o.refHigh)}`;
  return null;
}

const num = (text: string) => `<span class="num">${escapeHtml(text)}</span>`;
const withUnit = (value: string, unit: string | null) => num(unit ? `${value} ${unit}` : value);
const flagWords = (t: ShareTexts, flag: Observation["flag"]) =>
  flag
    ? `<span class="flag">${escapeHtml(t.flags[flag])}</span>`
    : `<span class="muted">${escapeHtml(t.noFlag)}</span>`;

/** A small line of the series' values (decorative: the table beside it carries every value). */
function sparkline(points: readonly { value: number }[]): string {
  if (points.length < 2) return "";
  const values = points.map((p) => p.value);
  const min = Math.min(...values);
  const span = Math.max(...values) - min || 1;
  const step = 300 / (points.length - 1);
  const coords = values.map(
    (v, i) => `${(10 + i * step).toFixed(1)},${(40 - ((v - min) / span) * 32).toFixed(1)}`,
  );
  return `<svg class="spark" viewBox="0 0 320 48" aria-hidden="true" focusable="false"><polyline fill="none" stroke="#1c7ed6" stroke-width="2" points="${coords.join(" ")}"/></svg>`;
}

/** One series: its name, latest value and flag, reference range, trend against the previous value, and every value. */
function seriesHtml(s: Series, t: ShareTexts, locale: Locale): string {
  const name = entityName(s, locale);
  const latest = s.points[s.points.length - 1]!;
  const previous = s.points[s.points.length - 2];
  const trend = previous
    ? latest.value > previous.value
      ? t.trend.up
      : latest.value < previous.value
        ? t.trend.down
        : t.trend.same
    : null;
  const range = rangeText(s);
  const rows = s.points
    .map((p) => {
      const lab = p.labNameAr && locale === "ar" ? p.labNameAr : p.labName;
      return `<tr><td>${escapeHtml(formatDate(p.effectiveAt, MONTH_SHORT_DAY_YEAR, { locale }))}</td><td>${withUnit(valueText(p.value), s.unit)}</td><td>${flagWords(t, p.flag)}</td><td>${escapeHtml(lab)}</td></tr>`;
    })
    .join("");
  return `<section class="card">
<h3>${escapeHtml(name)}</h3>
<p>${escapeHtml(t.latest)}: ${withUnit(valueText(latest.value), s.unit)} · ${flagWords(t, latest.flag)}${trend ? ` · ${escapeHtml(trend)}` : ""}</p>
${range ? `<p class="muted">${escapeHtml(t.referenceRange)}: ${withUnit(range, s.unit)}</p>` : ""}
${sparkline(s.points)}
<table><caption>${escapeHtml(t.historyCaption(name))}</caption>
<thead><tr><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.result)}</th><th scope="col">${escapeHtml(t.flag)}</th><th scope="col">${escapeHtml(t.lab)}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** One report: lab and date ("Amended" for a later version), "Download PDF" when it has a file, and its values. */
function reportHtml(r: Report, t: ShareTexts, locale: Locale, base: string): string {
  const lab = r.labNameAr && locale === "ar" ? r.labNameAr : r.labName;
  const date = formatDate(r.issuedAt, MONTH_SHORT_DAY_YEAR, { locale });
  const pdf = r.hasFile
    ? `<p><a href="${escapeHtml(`${base}/reports/${r.id}/pdf`)}" download aria-label="${escapeHtml(t.downloadPdfOf(lab, date))}">${escapeHtml(t.downloadPdf)}</a></p>`
    : "";
  const rows = r.observations
    .map((o) => {
      const value = o.valueNumber !== null ? valueText(o.valueNumber) : (o.valueText ?? "");
      const range = rangeText(o);
      return `<tr><th scope="row">${escapeHtml(entityName(o, locale))}</th><td>${withUnit(value, o.unit)}</td><td>${range ? num(range) : ""}</td><td>${flagWords(t, o.flag)}</td></tr>`;
    })
    .join("");
  return `<section class="card">
<h3>${escapeHtml(lab)} · ${escapeHtml(date)}${r.status === "amended" ? ` · ${escapeHtml(t.amended)}` : ""}</h3>
${pdf}
<table><thead><tr><th scope="col">${escapeHtml(t.test)}</th><th scope="col">${escapeHtml(t.result)}</th><th scope="col">${escapeHtml(t.referenceRange)}</th><th scope="col">${escapeHtml(t.flag)}</th></tr></thead>
<tbody>${rows}</tbody></table>
</section>`;
}

/** The page's main content for `record` in `locale`; `base` is the link's path (/share/<token>), `expiresAt` its end. */
export function recordMainHtml(record: SharedRecord, locale: Locale, base: string, expiresAt: Date): string {
  const t = shareTexts(locale);
  const dob = record.person.dateOfBirth
    ? escapeHtml(formatDate(record.person.dateOfBirth, MONTH_DAY_YEAR, { locale }))
    : escapeHtml(t.notGiven);
  const empty = record.series.length === 0 && record.reports.length === 0;
  return `<h1>${escapeHtml(t.title)}</h1>
<p class="muted">${escapeHtml(t.intro)}</p>
<dl class="person"><dt>${escapeHtml(t.name)}</dt><dd>${escapeHtml(record.person.name || t.notGiven)}</dd><dt>${escapeHtml(t.dateOfBirth)}</dt><dd>${dob}</dd></dl>
<p class="muted">${escapeHtml(t.expires(formatDate(expiresAt, MONTH_SHORT_DAY_YEAR, { locale })))}</p>
${empty ? `<p>${escapeHtml(t.noResults)}</p>` : ""}
${record.series.length ? `<h2>${escapeHtml(t.seriesHeading)}</h2>\n${record.series.map((s) => seriesHtml(s, t, locale)).join("\n")}` : ""}
${record.reports.length ? `<h2>${escapeHtml(t.reportsHeading)}</h2>\n${record.reports.map((r) => reportHtml(r, t, locale, base)).join("\n")}` : ""}`;
}
