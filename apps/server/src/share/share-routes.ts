/**
 * /share/<token>: a doctor's read-only view of one person's results, for someone without an account.
 * - GET (and HEAD): link previews (known preview agents, any HEAD) get the neutral page only and do
 *   not count as opened; an expired or withdrawn link answers 410 "This link has expired or was
 *   withdrawn."; a link with a PIN asks for it (a plain POST form) until the browser holds the signed
 *   cookie a right PIN gives; then the person, series and reports, in the sharer's language
 *   (`?lang=en|ar` switches), with the view audited and the link's last-opened time set.
 * - POST: the PIN form. Five wrong PINs lock the link for 15 minutes (packages/api).
 * - GET /share/<token>/reports/<id>/pdf: one report's PDF within the link's scope, after the PIN;
 *   audited.
 * Every answer: Cache-Control no-store, Referrer-Policy no-referrer, X-Robots-Tag noindex. Never in
 * the page cache, no analytics (no script at all). The token is masked in logs and traces (log-privacy.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { readCookie } from "@labcompare/auth";
import {
  findOpenShare,
  readSharedRecord,
  recordShareView,
  sharerLocale,
  trySharePin,
  type OpenShare,
} from "@labcompare/api";
import { AppError } from "@labcompare/api/app-error";
import type { Locale } from "@labcompare/domain/locale";
import { sharePinInput } from "@labcompare/validators";
import { gonePageHtml, neutralPageHtml, pinPageHtml, sharePageHtml, type PinProblem } from "./share-html.ts";
import { recordMainHtml } from "./share-record-html.ts";
import { isLinkPreview, PIN_COOKIE, PIN_SESSION_MS, type ShareKeys } from "./share-session.ts";
import { sendSharedPdf } from "./share-pdf.ts";

type TokenRequest = FastifyRequest<{ Params: { token: string }; Querystring: { lang?: string } }>;

/** The page's language: `?lang=`, else the sharer's, else the browser's first choice between English and Arabic. */
function pageLocale(req: TokenRequest, sharer: Locale | null): Locale {
  const asked = req.query.lang;
  if (asked === "ar" || asked === "en") return asked;
  if (sharer) return sharer;
  return /^ar\b/i.test(req.headers["accept-language"] ?? "") ? "ar" : "en";
}

/** The link's path (/share/<token>) and the same page in the other language. */
function addresses(req: TokenRequest, locale: Locale) {
  const base = `/share/${encodeURIComponent(req.params.token)}`;
  return {
    base,
    switchHref: `${base}?lang=${locale === "ar" ? "en" : "ar"}`,
    self: `${base}?lang=${locale}`,
  };
}

/** Private, uncached, unindexed, and no Referer to the next site. */
export function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header("cache-control", "no-store")
    .header("referrer-policy", "no-referrer")
    .header("x-robots-tag", "noindex, nofollow");
}

const html = (reply: FastifyReply, status: number, body: string) =>
  privateHeaders(reply).status(status).type("text/html; charset=utf-8").send(body);

/** The usable link of `req`, or null after answering 410 (expired, withdrawn) or 404 (unknown token). */
export async function shareOrGone(app: FastifyInstance, req: TokenRequest, reply: FastifyReply) {
  try {
    return await findOpenShare(app.db.prisma, req.params.token);
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== "NOT_FOUND") throw error;
    const locale = pageLocale(req, null);
    const status = error.reason === "SHARE_GONE" ? 410 : 404;
    html(reply, status, gonePageHtml(locale, addresses(req, locale).switchHref));
    return null;
  }
}

/** True when `share` needs no PIN, or `req` carries a valid PIN cookie for it. */
export function pinSatisfied(keys: ShareKeys, req: FastifyRequest, share: OpenShare): boolean {
  return share.pinHash === null || keys.pinCookieValid(readCookie(req.headers.cookie, PIN_COOKIE), share.id);
}

/** Registers the three routes on `app` (db and fileStore decorated). `keys`: SHARE_SECRET's; `secure`: Secure cookies (https site). */
export function registerSharePage(app: FastifyInstance, keys: ShareKeys, secure: boolean): void {
  app.get<{ Params: { token: string }; Querystring: { lang?: string } }>(
    "/share/:token",
    async (req, reply) => {
      if (isLinkPreview(req.method, req.headers["user-agent"]))
        return html(reply, 200, neutralPageHtml(pageLocale(req, null)));
      const share = await shareOrGone(app, req, reply);
      if (!share) return reply;
      const locale = pageLocale(req, await sharerLocale(app.db.prisma, share));
      const { base, switchHref, self } = addresses(req, locale);
      if (!pinSatisfied(keys, req, share)) return html(reply, 200, pinPageHtml(locale, switchHref, self));
      const record = await readSharedRecord(app.db.prisma, share);
      await recordShareView(
        app.db.prisma,
        share,
        { addressHmac: keys.addressHmac(req.ip) },
        record.reports.map((r) => r.id),
      );
      const main = recordMainHtml(record, locale, base, share.expiresAt);
      return html(reply, 200, sharePageHtml({ locale, switchHref, main }));
    },
  );

  app.post<{
    Params: { token: string };
    Querystring: { lang?: string };
    Body: Record<string, string> | undefined;
  }>("/share/:token", async (req, reply) => {
    const share = await shareOrGone(app, req, reply);
    if (!share) return reply;
    const locale = pageLocale(req, await sharerLocale(app.db.prisma, share));
    const { base, switchHref, self } = addresses(req, locale);
    const again = (status: number, problem: PinProblem) =>
      html(reply, status, pinPageHtml(locale, switchHref, self, problem));
    const pin = sharePinInput.safeParse(req.body?.pin ?? "");
    if (share.pinHash && !pin.success) return again(400, "pinFormat");
    const outcome = share.pinHash
      ? await trySharePin(app.db.prisma, share, req.params.token, pin.data!)
      : "ok";
    if (outcome === "locked") return again(429, "pinLocked");
    if (outcome === "wrong") return again(401, "pinWrong");
    const cookie = `${PIN_COOKIE}=${keys.pinCookieValue(share.id)}; Path=${base}; Max-Age=${PIN_SESSION_MS / 1000}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
    return privateHeaders(reply).header("set-cookie", cookie).redirect(self, 303);
  });

  app.get<{ Params: { token: string; id: string }; Querystring: { lang?: string } }>(
    "/share/:token/reports/:id/pdf",
    { exposeHeadRoute: false },
    async (req, reply) => {
      const share = await shareOrGone(app, req, reply);
      if (!share) return reply;
      const locale = pageLocale(req, await sharerLocale(app.db.prisma, share));
      const { switchHref, self } = addresses(req, locale);
      if (!pinSatisfied(keys, req, share)) return html(reply, 401, pinPageHtml(locale, switchHref, self));
      return sendSharedPdf(app, privateHeaders(reply), share, req.params.id, keys.addressHmac(req.ip));
    },
  );
}
