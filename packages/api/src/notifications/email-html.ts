/**
 * The HTML of every email: `html`…`` escapes each interpolated value, so no user input reaches the
 * HTML unescaped, and `layout` wraps a body in the site's frame.
 */
import type { EmailLanguage } from "../i18n/email-i18n.ts";

export const SITE_NAME = "LabCompare UAE";

class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** `value` with & < > " ' escaped for HTML text and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** What `html` interpolates: text and numbers (escaped), SafeHtml (kept), nothing (dropped), or a list of these. */
type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

/** Tagged template: interpolated strings are escaped, SafeHtml (from `html`) is kept, arrays joined. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  const render = (v: HtmlValue): string => {
    if (v instanceof SafeHtml) return v.value;
    if (Array.isArray(v)) return v.map(render).join("");
    if (v === null || v === undefined || v === false) return "";
    return escapeHtml(String(v));
  };
  return new SafeHtml(
    strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ""), ""),
  );
}

/**
 * The site's frame around an email's `body`: its `title`, in `lang`'s language and direction (the
 * footer from `lang`'s texts).
 */
export function layout(title: string, body: SafeHtml, lang: EmailLanguage): string {
  return html`<!doctype html><html lang="${lang.locale}" dir="${lang.dir}"><head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif;color:#1a1b1e">
<div dir="${lang.dir}" style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;text-align:${lang.dir === "rtl" ? "right" : "left"}">
<p style="font-size:18px;font-weight:bold;color:#1c7ed6;margin:0 0 16px">${SITE_NAME}</p>
${body}
<p style="font-size:12px;color:#868e96;margin-top:32px">${lang.t("layout.footer", { site: SITE_NAME })}</p>
</div></body></html>`.value;
}
