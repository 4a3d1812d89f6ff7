/**
 * The payment part of a booking's confirmation page, rendered on the server as a page of each
 * language: an insured booking shows its insurer and plan (Arabic names on Arabic pages), member
 * number, referral, "Your share (estimate)" in AED and the cover notice; a self-pay booking one line.
 */
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { MantineProvider } from "@mantine/core";
import { describe, expect, it } from "vitest";
import type { Locale } from "@labcompare/domain/locale";
import { PaymentPart } from "../src/features/booking-detail/PaymentPart";
import { createI18n, loadLocaleResources } from "../src/i18n/i18n";
import type { Booking } from "../src/lib/bookings";
import { theme } from "../src/theme";

const insured = {
  paymentMethod: "insurance",
  memberNumber: "CV-1234/56",
  referral: true,
  estimatedShareAed: "17.00",
  insurancePlan: {
    slug: "corvane-essential",
    name: "Essential",
    nameAr: "الأساسية",
    insurer: { name: "Corvane Health", nameAr: "كورفان للصحة" },
  },
};
const selfPay = {
  paymentMethod: "self_pay",
  memberNumber: null,
  referral: false,
  estimatedShareAed: null,
  insurancePlan: null,
};

/** The visible text of PaymentPart for `booking` on a page in `locale`. */
async function text(booking: object, locale: Locale): Promise<string> {
  const i18n = createI18n(locale, await loadLocaleResources(locale));
  const html = renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(
        MantineProvider,
        { theme },
        createElement(PaymentPart, { booking: booking as unknown as Booking }),
      ),
    ),
  );
  // Mantine's <style> out; each element's text apart; "Payment :" as it reads, "Payment:".
  return html
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .replace(/ :/g, ":");
}

describe("PaymentPart", () => {
  it("shows an insured booking's plan, member number, referral, estimated share and the cover notice", async () => {
    const en = await text(insured, "en");
    for (const part of [
      "Payment",
      "Insurance Corvane Health, Essential plan",
      "Member number CV-1234/56",
      "Doctor's referral Yes",
      "Your share (estimate) 17.00 AED",
      "The lab confirms your cover at the visit; the share may differ.",
    ])
      expect(en).toContain(part);
    const ar = await text({ ...insured, referral: false }, "ar");
    for (const part of [
      "طريقة الدفع",
      "التأمين كورفان للصحة، الخطة الأساسية",
      "رقم العضوية CV-1234/56",
      "إحالة الطبيب لا",
      "حصتك (تقديرية) 17.00 AED",
      "يؤكد المختبر تغطيتك عند الزيارة؛ وقد تختلف حصتك.",
    ])
      expect(ar).toContain(part);
  });

  it("says only 'Payment: Self-pay' for a self-pay booking", async () => {
    const en = await text(selfPay, "en");
    expect(en).toContain("Payment: Self-pay");
    expect(en).not.toMatch(/share|cover/i);
    expect(await text(selfPay, "ar")).toContain("طريقة الدفع: الدفع الذاتي");
  });
});
