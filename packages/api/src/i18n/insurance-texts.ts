/**
 * The insurance part a booking's emails and its calendar event both write: the insurer and plan, the
 * patient's estimated share (AED, as estimated at booking time) and the notice that the lab confirms
 * the cover at the visit. Self-pay bookings have none.
 */
import { formatAed } from "@labcompare/domain/format";
import { entityName } from "@labcompare/domain/locale";
import type { EmailLanguage } from "./email-i18n.ts";

/** An insured booking's payment as its messages keep it (names in English and, when kept, Arabic). */
export interface InsuredPayment {
  insurer: { name: string; nameAr?: string | null };
  plan: { name: string; nameAr?: string | null };
  /** The patient's estimated share at booking time, AED with two decimals ("19.00"). */
  estimatedShareAed: string;
}

/** A booking row's payment columns (bookingSelect's and calendarSelect's shape; money a Decimal). */
export interface PaymentColumns {
  paymentMethod: string;
  insurancePlan: {
    name: string;
    nameAr: string | null;
    insurer: { name: string; nameAr: string | null };
  } | null;
  estimatedShareAed: { toFixed(digits: number): string } | null;
}

/**
 * The insured payment of booking row `b`, or null for self-pay (or an insured row without its plan
 * or estimate, which says nothing it cannot back). Output money: AED string with two decimals.
 */
export function insuredPayment(b: PaymentColumns): InsuredPayment | null {
  if (b.paymentMethod !== "insurance" || !b.insurancePlan || !b.estimatedShareAed) return null;
  const { insurer, name, nameAr } = b.insurancePlan;
  return {
    insurer: { name: insurer.name, nameAr: insurer.nameAr },
    plan: { name, nameAr },
    estimatedShareAed: b.estimatedShareAed.toFixed(2),
  };
}

/** The insurance texts in `lang`'s language: labels, values and the cover notice. */
export interface InsuranceTexts {
  /** "Insurance" */
  planLabel: string;
  /** "Corvane Health, Essential plan" (Arabic names in Arabic when kept) */
  plan: string;
  /** "Your share (estimate)" */
  shareLabel: string;
  /** "19.00 AED" */
  share: string;
  /** "The lab confirms your cover at the visit; the share may differ." */
  notice: string;
}

/** The texts of insured payment `p` in `lang`'s language (the copy: i18n/locales, "insurance"). */
export function insuranceTexts(p: InsuredPayment, lang: EmailLanguage): InsuranceTexts {
  const { t, locale } = lang;
  return {
    planLabel: t("insurance.label"),
    plan: t("insurance.plan", { insurer: entityName(p.insurer, locale), plan: entityName(p.plan, locale) }),
    shareLabel: t("insurance.yourShare"),
    share: formatAed(p.estimatedShareAed, locale),
    notice: t("insurance.coverNotice"),
  };
}

/**
 * The insurance lines of a plain text ("Insurance: …", "Your share (estimate): 19.00 AED", the
 * notice), or none for self-pay (`p` null or absent).
 */
export function insuranceLines(p: InsuredPayment | null | undefined, lang: EmailLanguage): string[] {
  if (!p) return [];
  const x = insuranceTexts(p, lang);
  return [`${x.planLabel}: ${x.plan}`, `${x.shareLabel}: ${x.share}`, x.notice];
}
