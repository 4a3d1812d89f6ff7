/**
 * The doctor's page's small secrets: the PIN cookie (signed, bound to one link, valid 30 minutes,
 * refused when altered), the address HMAC (stable, keyed, not the address), and which requests are
 * link previews.
 */
import { describe, expect, it } from "vitest";
import { isLinkPreview, PIN_SESSION_MS, shareKeys } from "../src/share/share-session.ts";
import { logPath } from "../src/log-privacy.ts";

const keys = shareKeys("a-test-share-secret-of-32-characters-or-more");
const SHARE = "0b7c3a52-1d7e-4c55-9a57-6f4f2c1f9e11";

describe("the PIN cookie", () => {
  it("holds for its link for 30 minutes, and not for another link, another key or an altered value", () => {
    const now = new Date("2026-11-29T08:00:00Z");
    const value = keys.pinCookieValue(SHARE, now);
    expect(keys.pinCookieValid(value, SHARE, new Date(now.getTime() + PIN_SESSION_MS - 1))).toBe(true);
    expect(keys.pinCookieValid(value, SHARE, new Date(now.getTime() + PIN_SESSION_MS))).toBe(false);
    expect(keys.pinCookieValid(value, "another-share", now)).toBe(false);
    expect(shareKeys("another-secret-of-at-least-32-characters!!").pinCookieValid(value, SHARE, now)).toBe(
      false,
    );
    const [until, mac] = value.split(".");
    expect(keys.pinCookieValid(`${Number(until) + 60_000}.${mac}`, SHARE, now)).toBe(false);
    expect(keys.pinCookieValid(null, SHARE, now)).toBe(false);
    expect(keys.pinCookieValid("garbage", SHARE, now)).toBe(false);
  });
});

describe("the address HMAC", () => {
  it("is the same for one address, differs by address and key, and does not hold the address", () => {
    const a = keys.addressHmac("203.0.113.7");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(keys.addressHmac("203.0.113.7")).toBe(a);
    expect(keys.addressHmac("203.0.113.8")).not.toBe(a);
    expect(shareKeys("another-secret-of-at-least-32-characters!!").addressHmac("203.0.113.7")).not.toBe(a);
  });
});

describe("link previews", () => {
  it("are HEAD requests and the known preview agents, not browsers", () => {
    expect(isLinkPreview("HEAD", undefined)).toBe(true);
    expect(isLinkPreview("GET", "WhatsApp/2.23.20.0 A")).toBe(true);
    expect(isLinkPreview("GET", "TelegramBot (like TwitterBot)")).toBe(true);
    expect(
      isLinkPreview(
        "GET",
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36",
      ),
    ).toBe(false);
    expect(isLinkPreview("GET", undefined)).toBe(false);
  });
});

describe("logPath", () => {
  it("masks a link's token and drops the query", () => {
    expect(logPath("/share/AbCdEfGh1jKlMnOpQrStUv?lang=ar")).toBe("/share/[token]");
    expect(logPath("/share/AbCdEfGh1jKlMnOpQrStUv/reports/x/pdf")).toBe("/share/[token]/reports/x/pdf");
    expect(logPath("/search?q=x")).toBe("/search");
  });
});
