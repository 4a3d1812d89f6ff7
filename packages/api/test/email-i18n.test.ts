/**
 * Emails in the patient's language: the Arabic texts are complete (every English key, none empty or
 * still English); an account made on an Arabic page gets its emails in Arabic, right to left, dates
 * written out in Arabic and digits kept Western, through the real outbox and a real SMTP peer; and a
 * patient who switches to English gets the next email in English.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insuranceMessages } from "@labcompare/validators";
import { addDays, todayInDubai } from "@labcompare/domain";
import { createCaller, createContextInner, deliverDue } from "../src/index.ts";
import { changeBookingStatus } from "../src/bookings/booking-status.service.ts";
import { emailResources } from "../src/i18n/email-i18n.ts";
import { bookingInput, type Fixture, type TestWorld } from "./helpers.ts";
import { clearOutbox, closeMailWorld, createMailWorld } from "./mail-world.ts";
import type { SmtpPeer } from "./smtp-peer.ts";

let world: TestWorld, fx: Fixture, smtp: SmtpPeer;
const SITE = "https://labcompare.test";
const PASSWORD = "a long enough password for the test";
const ARABIC_LETTER = /[\u0600-\u06FF]/;

beforeAll(async () => ({ world, fx, smtp } = await createMailWorld()));
afterAll(() => closeMailWorld({ world, smtp }));
beforeEach(() => clearOutbox({ world, smtp }));

const deliver = () =>
  deliverDue(world.db.prisma, {
    transport: smtp.transport(),
    from: "LabCompare UAE <no-reply@labcompare.test>",
    siteUrl: SITE,
  });

/** Every leaf of a resource tree as "a.b" → text. */
function leaves(tree: object, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of leaves(value as object, path)) out.set(k, v);
  }
  return out;
}

/** Signs up through the procedure on a page in `locale`; a caller with the new session. */
async function signUp(email: string, locale: "en" | "ar") {
  const cookies: string[] = [];
  const anon = createCaller(
    createContextInner({ db: world.db.prisma, auth: world.auth, setCookie: (c) => cookies.push(c) }),
  );
  await anon.auth.signUp({ email, password: PASSWORD, locale });
  const sessionId = /labcompare_session=([^;]+)/.exec(cookies[0]!)![1]!;
  const { session, user } = await world.auth.validateSession(sessionId);
  return createCaller(createContextInner({ db: world.db.prisma, auth: world.auth, session, user }));
}

describe("the emails' texts", () => {
  it("have every English key in Arabic, none empty or still English", () => {
    const en = leaves(emailResources.en);
    const ar = leaves(emailResources.ar);
    expect([...ar.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [key, text] of ar) {
      expect(text.trim(), key).not.toBe("");
      if (key === "notice.notYouAfter") continue; // a full stop
      expect(ARABIC_LETTER.test(text), `${key} = "${text}"`).toBe(true);
    }
  });

  it("say the cover notice as the site does (messages.insurance.coverNotice, English and Arabic)", () => {
    const webArabic = JSON.parse(
      readFileSync(new URL("../../../apps/web/src/i18n/locales/ar/messages.json", import.meta.url), "utf8"),
    ) as { insurance: { coverNotice: string } };
    expect(emailResources.en.insurance.coverNotice).toBe(insuranceMessages.coverNotice);
    expect(emailResources.ar.insurance.coverNotice).toBe(webArabic.insurance.coverNotice);
  });
});

describe("emails in the patient's language", () => {
  it("an account made on an Arabic page gets its emails in Arabic, right to left; English again after switching", async () => {
    const caller = await signUp("arabic-patient@example.com", "ar");
    expect(await caller.profile.get()).toMatchObject({ locale: "ar" });
    await deliver();
    const [verification] = smtp.received;
    expect(verification!.subject).toBe("أكّد بريدك الإلكتروني في LabCompare UAE");
    expect(verification!.html).toContain('<html lang="ar" dir="rtl">');
    expect(verification!.text).toContain("يعمل الرابط مرة واحدة، لمدة 24 ساعة.");

    // A booking: its date written out in Arabic, the reference and prices in Western digits; the
    // lab's Arabic name and address, read with the booking's checks.
    await world.db.prisma.lab.update({
      where: { id: fx.dubaiLabId },
      data: { nameAr: "بالم كرست للتشخيص", areaAr: "البرشاء", addressAr: "مبنى 1" },
    });
    await world.db.prisma.test.update({ where: { id: fx.cbcId }, data: { nameAr: "صورة الدم الكاملة" } });
    const day = addDays(todayInDubai(), 6);
    const booking = await caller.booking.create(bookingInput(fx, day, { testIds: [fx.cbcId] }));
    smtp.received.length = 0;
    await deliver();
    const mail = smtp.received.find((m) => m.subject?.includes(booking.reference));
    expect(mail, "the booking's email").toBeDefined();
    const arabicDate = new Intl.DateTimeFormat("ar-AE-u-nu-latn", {
      weekday: "long",
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
    expect(mail!.subject).toMatch(/^تم (استلام|تأكيد) الحجز LC-/);
    expect(mail!.text).toContain(`عزيزي/عزيزتي`);
    expect(mail!.text).toContain(arabicDate);
    expect(mail!.text).toMatch(/الإجمالي: \d[\d,]*\.\d\d AED/);
    expect(mail!.html).toContain('dir="rtl"');
    expect(mail!.text).toContain("المكان: بالم كرست للتشخيص، مبنى 1، البرشاء، دبي\n");
    expect(mail!.html).toContain("الاتجاهات إلى بالم كرست للتشخيص</a>");
    expect(mail!.text).toMatch(/\n- صورة الدم الكاملة: \d+\.\d\d AED\n/);

    // Confirmed by the lab: the message read with the booking (not the checks) names it in Arabic too.
    const admin = await world.signedIn("arabic-lab-admin@example.com", { admin: true });
    await changeBookingStatus(
      world.db.prisma,
      { id: booking.id, status: "confirmed" },
      { userId: admin.userId, kind: "lab" },
    );
    smtp.received.length = 0;
    await deliver();
    const confirmed = smtp.received.find((m) => m.subject?.startsWith(`تم تأكيد الحجز ${booking.reference}`));
    expect(confirmed, "the confirmation in Arabic").toBeDefined();
    expect(confirmed!.text).toContain("أكّد بالم كرست للتشخيص حجزك.");
    expect(confirmed!.text).toContain("المكان: بالم كرست للتشخيص، مبنى 1، البرشاء، دبي\n");
    expect(confirmed!.text).toContain("- صورة الدم الكاملة: ");

    // Switched to English: the next email is in English.
    expect(await caller.profile.setLocale({ locale: "en" })).toMatchObject({ locale: "en" });
    await caller.booking.cancel({ id: booking.id });
    smtp.received.length = 0;
    await deliver();
    const cancelled = smtp.received.find((m) => m.subject === `Booking ${booking.reference} cancelled`);
    expect(cancelled, "the cancellation in English").toBeDefined();
    expect(cancelled!.html).toContain('<html lang="en" dir="ltr">');
    expect(cancelled!.text).toContain("Where: Palm Crest Diagnostics, Building 1, Al Barsha, Dubai\n");
    expect(cancelled!.html).toContain(">Directions to Palm Crest Diagnostics</a>");
    expect(cancelled!.text).not.toContain("صورة الدم الكاملة");
  });

  it("refuses a language the site does not have", async () => {
    const caller = await signUp("french@example.com", "en");
    await expect(caller.profile.setLocale({ locale: "fr" as "en" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await caller.profile.get()).toMatchObject({ locale: "en" });
  });
});
