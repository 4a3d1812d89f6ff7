/**
 * The small secrets of the doctor's page: the cookie a right PIN gives (signed with SHARE_SECRET,
 * naming the link, valid 30 minutes, sent only under that link's path), the HMAC of a viewer's
 * address kept in the audit instead of the address, and telling link-preview fetchers apart.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** How long a right PIN holds in one browser, ms. */
export const PIN_SESSION_MS = 30 * 60_000;
export const PIN_COOKIE = "labcompare_share_pin";

/** The keyed functions of the page, made once from SHARE_SECRET (or a random key when it is unset). */
export interface ShareKeys {
  /** The cookie value for link `shareId`, valid until `now` + PIN_SESSION_MS. */
  pinCookieValue(shareId: string, now?: Date): string;
  /** True when `value` is a cookie of `pinCookieValue` for `shareId` still valid at `now`. */
  pinCookieValid(value: string | null, shareId: string, now?: Date): boolean;
  /** HMAC-SHA-256 (hex) of a client address: the same address gives the same value, and cannot be read back. */
  addressHmac(address: string): string;
}

/** The page's keyed functions over `secret` (unset: 32 random bytes, this process only). */
export function shareKeys(secret: string | undefined): ShareKeys {
  const key = secret ? Buffer.from(secret, "utf8") : randomBytes(32);
  const mac = (purpose: string, text: string) =>
    createHmac("sha256", key).update(`${purpose}:${text}`).digest();
  return {
    pinCookieValue(shareId, now = new Date()) {
      const until = now.getTime() + PIN_SESSION_MS;
      return `${until}.${mac("pin", `${shareId}.${until}`).toString("base64url")}`;
    },
    pinCookieValid(value, shareId, now = new Date()) {
      const match = value ? /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
      if (!match || Number(match[1]) <= now.getTime()) return false;
      const expected = mac("pin", `${shareId}.${match[1]}`);
      const given = Buffer.from(match[2]!, "base64url");
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
    addressHmac: (address) => mac("address", address).toString("hex"),
  };
}

/** Link-preview fetchers and crawlers: they get the neutral page and never count as opening a link. */
const PREVIEW_AGENTS =
  /whatsapp|facebookexternalhit|facebot|meta-externalagent|slackbot|slack-imgproxy|telegrambot|twitterbot|linkedinbot|discordbot|googlebot|google-inspectiontool|bingbot|applebot|skypeuripreview|microsoftpreview|redditbot|pinterestbot|embedly|vkshare|iframely|mastodon|bitlybot|duckduckbot|yandex|baiduspider/i;

/** True for a HEAD request or a known link-preview user agent. */
export function isLinkPreview(method: string, userAgent: string | undefined): boolean {
  return method === "HEAD" || (userAgent !== undefined && PREVIEW_AGENTS.test(userAgent));
}
