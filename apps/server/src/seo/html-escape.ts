/**
 * Escaping for server-written HTML: text and attribute values, and JSON-LD inside an inline script.
 * Pure functions, no I/O.
 */

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML text node or a quoted attribute value (& < > " '). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/**
 * Serialises a JSON-LD object for an inline <script>: JSON with `<`, `>`, `&` and the line separators
 * U+2028/U+2029 written as \u escapes, so no value can close the script element or break parsing.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
