/**
 * The doctor's page as plain HTML (no script: it works before and without JavaScript): the layout
 * with the language switch, and the neutral, gone and PIN pages. Every page has the same neutral
 * title ("Shared lab results"), `noindex`, and a print stylesheet that fits A4.
 */
import type { Locale } from "@labcompare/domain/locale";
import { escapeHtml } from "../seo/html-escape.ts";
import { shareTexts, type ShareTexts } from "./share-texts.ts";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans Arabic",sans-serif;color:#1a1b1e;background:#f8f9fa}
header,main,footer{max-width:960px;margin:0 auto;padding:16px}
header{display:flex;justify-content:space-between;align-items:center;gap:16px}
.brand{font-weight:700;color:#1864ab}
a{color:#1864ab}
a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1c7ed6;outline-offset:2px}
h1{font-size:1.6rem;margin:0 0 4px}
h2{font-size:1.25rem;margin:28px 0 8px}
h3{font-size:1.05rem;margin:0 0 6px}
.card{background:#fff;border:1px solid #dee2e6;border-radius:8px;padding:16px;margin:12px 0;break-inside:avoid}
.muted{color:#495057}
dl.person{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:12px 0}
dt{font-weight:600}dd{margin:0}
table{width:100%;border-collapse:collapse;margin-top:8px}
th,td{text-align:start;padding:6px 8px;border-bottom:1px solid #e9ecef;vertical-align:top}
caption{text-align:start;font-size:.9rem;color:#495057;padding-bottom:4px}
.flag{font-weight:600}
.alert{border:1px solid #c92a2a;background:#fff5f5;color:#c92a2a;border-radius:8px;padding:12px;margin:12px 0}
form label{display:block;font-weight:600;margin-bottom:4px}
input[type=text]{font-size:1.25rem;letter-spacing:.3em;padding:8px 12px;width:12ch;border:1px solid #868e96;border-radius:6px}
button{font-size:1rem;padding:10px 18px;margin-top:12px;border:0;border-radius:6px;background:#1864ab;color:#fff;cursor:pointer}
svg.spark{display:block;max-width:320px;height:48px;margin:6px 0}
[dir=rtl] .num{direction:ltr;unicode-bidi:isolate}
@page{size:A4;margin:14mm}
@media print{
body{background:#fff;font-size:11pt}
header,main,footer{max-width:none;padding:0}
.noprint{display:none}
.card{border:1px solid #adb5bd;padding:8px;margin:6px 0}
a{color:inherit;text-decoration:none}
}`;

/** What the layout needs: the language, the address of the same page in the other language (null: no switch), and the main content. */
export interface PageParts {
  locale: Locale;
  switchHref: string | null;
  main: string;
}

/** A whole page: `<html lang dir>`, the neutral title, noindex, the style, the header with the switch, `main`, the footer. */
export function sharePageHtml({ locale, switchHref, main }: PageParts): string {
  const t = shareTexts(locale);
  const other: Locale = locale === "ar" ? "en" : "ar";
  const switchLink = switchHref
    ? `<a class="noprint" href="${escapeHtml(switchHref)}" lang="${other}" hreflang="${other}">${escapeHtml(t.otherLanguage)}</a>`
    : "";
  return `<!doctype html>
<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(t.title)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><span class="brand">${escapeHtml(t.brand)}</span>${switchLink}</header>
<main id="main">
${main}
</main>
<footer class="muted">${escapeHtml(t.footer)}</footer>
</body>
</html>`;
}

/** What a link preview (and a HEAD request) sees: the neutral title, nothing of the person or their results. */
export function neutralPageHtml(locale: Locale): string {
  const t = shareTexts(locale);
  return sharePageHtml({ locale, switchHref: null, main: `<h1>${escapeHtml(t.title)}</h1>` });
}

/** An expired, withdrawn or unknown link: "This link has expired or was withdrawn." */
export function gonePageHtml(locale: Locale, switchHref: string | null): string {
  const t = shareTexts(locale);
  const main = `<h1>${escapeHtml(t.title)}</h1>\n<p class="alert" role="alert">${escapeHtml(t.gone)}</p>`;
  return sharePageHtml({ locale, switchHref, main });
}

/** Why the PIN form is shown again: a wrong PIN, a locked link, or input that is not six digits. */
export type PinProblem = "pinWrong" | "pinLocked" | "pinFormat";

/**
 * The PIN form: a plain POST to the same address (`action`), so it works without JavaScript; with the
 * problem of the last try, if any, announced and tied to the field.
 */
export function pinPageHtml(
  locale: Locale,
  switchHref: string | null,
  action: string,
  problem?: PinProblem,
): string {
  const t: ShareTexts = shareTexts(locale);
  const error = problem ? `<p class="alert" role="alert" id="pin-error">${escapeHtml(t[problem])}</p>` : "";
  const main = `<h1>${escapeHtml(t.title)}</h1>
<h2>${escapeHtml(t.pinHeading)}</h2>
<p class="muted">${escapeHtml(t.pinIntro)}</p>
${error}
<form method="post" action="${escapeHtml(action)}">
<label for="pin">${escapeHtml(t.pinLabel)}</label>
<input type="text" id="pin" name="pin" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9 ]*" maxlength="9" required dir="ltr"${problem ? ' aria-invalid="true" aria-describedby="pin-error"' : ""} autofocus>
<div><button type="submit">${escapeHtml(t.pinSubmit)}</button></div>
</form>`;
  return sharePageHtml({ locale, switchHref, main });
}
