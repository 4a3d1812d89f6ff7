/** "Send on WhatsApp": a wa.me link whose text holds the share link (and never anything else it is not given). */
import { describe, expect, it } from "vitest";
import { whatsAppHref } from "../../src/features/results/share/useShares";

describe("whatsAppHref", () => {
  it("puts the message and the link, encoded, in wa.me's text", () => {
    const url = "https://labcompare.ae/share/AbCdEfGh1jKlMnOpQrStUv";
    const href = whatsAppHref("نتائج فحوصاتي المختبرية:", url);
    expect(href.startsWith("https://wa.me/?text=")).toBe(true);
    expect(decodeURIComponent(href.slice("https://wa.me/?text=".length))).toBe(
      `نتائج فحوصاتي المختبرية: ${url}`,
    );
    expect(href).not.toContain(" ");
  });
});
