/**
 * A doctor's link over HTTP (Fastify inject, real database and file store): the page's private
 * headers and neutral title, 410 for a withdrawn or expired link, link previews and HEAD not counted
 * as opened, the PIN form without JavaScript (wrong PIN, lock, right PIN's cookie scoped to the
 * link), the PDF refused without the PIN and sent with it (audited), Arabic with dir="rtl", and the
 * token absent from the log.
 */
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { testDatabaseOptions } from "@labcompare/db/testing";
import { createShare } from "@labcompare/api/sharing/shares.service";
import { buildApp } from "../src/app.ts";
import { testEnv } from "../src/env.ts";
import { createReport, createResultsWorld, SAMPLE_PDF, type ResultsWorld } from "./support/results-world.ts";

const GONE = "This link has expired or was withdrawn.";
const database = testDatabaseOptions();
const logLines: string[] = [];
let app: FastifyInstance;
let w: ResultsWorld;
let reportId: string;

beforeAll(async () => {
  app = await buildApp({
    env: testEnv({ SHARE_SECRET: "a-test-share-secret-of-32-characters-or-more" }),
    database: database.options,
    logger: {
      level: "info",
      stream: new Writable({ write: (chunk, _enc, done) => void (logLines.push(String(chunk)), done()) }),
    },
  });
  w = await createResultsWorld(app, "share");
  await app.db.prisma.profile.update({
    where: { id: w.owner.id },
    data: { firstName: "Aisha", lastName: "Rahman", dateOfBirth: new Date("1985-04-02") },
  });
  reportId = (await createReport(app, w)).id;
});
afterAll(async () => {
  await app?.close();
  await database.drop();
});

/** A new link of the owner's results; `path` is /share/<token>. */
async function newLink(input: { withPin?: boolean; days?: number } = {}) {
  const made = await createShare(
    app.db.prisma,
    w.owner.id,
    { personId: null, reportId: null, days: input.days ?? 14, withPin: input.withPin ?? true },
    { siteUrl: "http://localhost:3000" },
  );
  return { ...made, path: new URL(made.url).pathname, token: made.url.split("/share/")[1]! };
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });
const postPin = (path: string, pin: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: path,
    headers: { "content-type": "application/x-www-form-urlencoded", origin: "null", ...headers },
    payload: `pin=${encodeURIComponent(pin)}`,
  });
const lastOpened = async (id: string) =>
  (await app.db.prisma.resultShare.findUniqueOrThrow({ where: { id } })).lastOpenedAt;
const cookieOf = (res: { headers: Record<string, unknown> }) =>
  String(res.headers["set-cookie"]).split(";")[0]!;

describe("GET /share/<token>", () => {
  it("shows the person and results with no-store, no-referrer and noindex, and records the view", async () => {
    const link = await newLink({ withPin: false });
    const res = await get(link.path);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toContain("noindex");
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain("<title>Shared lab results</title>");
    expect(res.body).toContain("Aisha Rahman");
    expect(res.body).toContain("April 2, 1985");
    expect(res.body).toContain("Download PDF");
    expect(res.body).not.toContain("<script");
    expect(await lastOpened(link.id)).toBeInstanceOf(Date);
    const views = await app.db.prisma.auditLog.findMany({
      where: { action: "resultShare.view", entityId: link.id },
    });
    expect(views).toHaveLength(1);
    expect((views[0]!.after as { addressHmac: string }).addressHmac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(views[0])).not.toContain("127.0.0.1");
  });

  it("answers 410 with the text once the link is withdrawn or expired", async () => {
    const link = await newLink({ withPin: false });
    await app.db.prisma.resultShare.update({ where: { id: link.id }, data: { revokedAt: new Date() } });
    const revoked = await get(link.path);
    expect(revoked.statusCode).toBe(410);
    expect(revoked.body).toContain(GONE);
    expect(revoked.headers["cache-control"]).toBe("no-store");
    const old = await newLink({ withPin: false });
    await app.db.prisma.resultShare.update({
      where: { id: old.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await get(old.path)).statusCode).toBe(410);
    expect((await get(`${old.path}/reports/${reportId}/pdf`)).statusCode).toBe(410);
    expect((await get("/share/AAAAAAAAAAAAAAAAAAAAAA")).statusCode).toBe(404);
  });

  it("gives link previews and HEAD only the neutral title, without counting them as opened", async () => {
    const link = await newLink({ withPin: false });
    for (const agent of [
      "WhatsApp/2.23.20.0 A",
      "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
      "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
      "TelegramBot (like TwitterBot)",
      "Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)",
      "LinkedInBot/1.0",
      "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    ]) {
      const res = await get(link.path, { "user-agent": agent });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("<title>Shared lab results</title>");
      expect(res.body).not.toContain("Aisha");
    }
    const head = await app.inject({ method: "HEAD", url: link.path });
    expect(head.statusCode).toBe(200);
    expect(await lastOpened(link.id)).toBeNull();
    expect(
      await app.db.prisma.auditLog.count({ where: { action: "resultShare.view", entityId: link.id } }),
    ).toBe(0);
  });

  it("opens in the sharer's language, Arabic right to left, with the switch", async () => {
    await app.db.prisma.profile.update({ where: { id: w.owner.id }, data: { locale: "ar" } });
    try {
      const link = await newLink({ withPin: false });
      const ar = await get(link.path);
      expect(ar.body).toContain('<html lang="ar" dir="rtl">');
      expect(ar.body).toContain("<title>نتائج فحوصات مختبرية مُشارَكة</title>");
      expect(ar.body).toContain(`href="${link.path}?lang=en"`);
      const en = await get(`${link.path}?lang=en`);
      expect(en.body).toContain('<html lang="en" dir="ltr">');
    } finally {
      await app.db.prisma.profile.update({ where: { id: w.owner.id }, data: { locale: "en" } });
    }
  });
});

describe("the PIN", () => {
  it("asks for it without JavaScript, refuses a wrong one, and a right one opens the page and the PDF", async () => {
    const link = await newLink();
    const form = await get(link.path);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain('<form method="post"');
    expect(form.body).not.toContain("Aisha");
    expect(await lastOpened(link.id)).toBeNull();
    const pdfPath = `${link.path}/reports/${reportId}/pdf`;
    const refused = await get(pdfPath);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers["content-type"]).not.toContain("pdf");

    const wrong = await postPin(link.path, link.pin === "000000" ? "111111" : "000000");
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain("The PIN is not correct. Please try again.");
    const right = await postPin(`${link.path}?lang=en`, link.pin!);
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(`${link.path}?lang=en`);
    const setCookie = String(right.headers["set-cookie"]);
    expect(setCookie).toContain(`Path=${link.path}`);
    expect(setCookie).toContain("HttpOnly");
    const cookie = cookieOf(right);
    const page = await get(link.path, { cookie });
    expect(page.body).toContain("Aisha Rahman");
    const pdf = await get(pdfPath, { cookie });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("no-store");
    expect(Buffer.compare(pdf.rawPayload, Buffer.from(SAMPLE_PDF))).toBe(0);
    expect(
      await app.db.prisma.auditLog.count({ where: { action: "resultShare.download", entityId: link.id } }),
    ).toBe(1);
    // Another link's cookie opens nothing here.
    const other = await newLink();
    expect((await get(`${other.path}/reports/${reportId}/pdf`, { cookie })).statusCode).toBe(401);
  });

  it("locks the link after five wrong PINs: the right one is refused too", async () => {
    const link = await newLink();
    const wrong = link.pin === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) expect((await postPin(link.path, wrong)).statusCode).toBe(401);
    expect((await postPin(link.path, wrong)).statusCode).toBe(429);
    const locked = await postPin(link.path, link.pin!);
    expect(locked.statusCode).toBe(429);
    expect(locked.body).toContain("Too many wrong PINs. This link is locked for 15 minutes.");
    expect((await postPin(link.path, "12")).statusCode).toBe(400);
  });
});

describe("the log", () => {
  it("never holds a link's token", async () => {
    const link = await newLink();
    await get(link.path);
    await postPin(link.path, "000000");
    await get(`${link.path}/reports/${reportId}/pdf`);
    const log = logLines.join("\n");
    expect(log).toContain("/share/[token]");
    expect(log).not.toContain(link.token);
  });
});
