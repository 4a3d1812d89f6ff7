/**
 * The copy of the doctor's page (/share/<token>) in each language. The refusals repeat the server
 * messages of @labcompare/validators (`messages.share`) word for word in English.
 */
import type { Locale } from "@labcompare/domain/locale";
import type { ObservationFlagValue } from "@labcompare/validators";
import { messages } from "@labcompare/validators";

export interface ShareTexts {
  /** The page's title: the same for every link and person (a preview shows nothing more). */
  title: string;
  intro: string;
  brand: string;
  /** The other language's name, in that language, for the switch. */
  otherLanguage: string;
  name: string;
  dateOfBirth: string;
  notGiven: string;
  expires: (date: string) => string;
  seriesHeading: string;
  reportsHeading: string;
  noResults: string;
  latest: string;
  referenceRange: string;
  trend: { up: string; down: string; same: string };
  historyCaption: (name: string) => string;
  date: string;
  result: string;
  flag: string;
  lab: string;
  test: string;
  noFlag: string;
  downloadPdf: string;
  downloadPdfOf: (lab: string, date: string) => string;
  amended: string;
  flags: Record<ObservationFlagValue, string>;
  pinHeading: string;
  pinIntro: string;
  pinLabel: string;
  pinSubmit: string;
  pinWrong: string;
  pinLocked: string;
  pinFormat: string;
  gone: string;
  footer: string;
}

const EN: ShareTexts = {
  title: "Shared lab results",
  intro: "Read-only lab results, shared by the patient or their carer for their doctor.",
  brand: "LabCompare UAE",
  otherLanguage: "العربية",
  name: "Name",
  dateOfBirth: "Date of birth",
  notGiven: "Not given",
  expires: (date) => `This link works until ${date}.`,
  seriesHeading: "Trends by test",
  reportsHeading: "Reports",
  noResults: "There are no results in this link.",
  latest: "Latest",
  referenceRange: "Reference range",
  trend: {
    up: "Higher than the previous value",
    down: "Lower than the previous value",
    same: "Same as the previous value",
  },
  historyCaption: (name) => `All values of ${name}, oldest first`,
  date: "Date",
  result: "Result",
  flag: "Flag",
  lab: "Lab",
  test: "Test",
  noFlag: "No flag",
  downloadPdf: "Download PDF",
  downloadPdfOf: (lab, date) => `Download PDF of the results from ${lab}, ${date}`,
  amended: "Amended",
  flags: { L: "Low", N: "Normal", H: "High", LL: "Critically low", HH: "Critically high", A: "Abnormal" },
  pinHeading: "Enter the PIN",
  pinIntro: "The person who shared these results gave you a 6-digit PIN with the link.",
  pinLabel: "PIN (6 digits)",
  pinSubmit: "Open the results",
  pinWrong: messages.share.pinWrong,
  pinLocked: messages.share.pinLocked,
  pinFormat: messages.share.pinFormat,
  gone: messages.share.gone,
  footer: "Shared through LabCompare UAE. Only someone with this link can open it.",
};

const AR: ShareTexts = {
  title: "نتائج فحوصات مختبرية مُشارَكة",
  intro: "نتائج فحوصات مختبرية للاطلاع فقط، شاركها المريض أو من يرعاه مع طبيبه.",
  brand: "LabCompare UAE",
  otherLanguage: "English",
  name: "الاسم",
  dateOfBirth: "تاريخ الميلاد",
  notGiven: "غير محدد",
  expires: (date) => `يعمل هذا الرابط حتى ${date}.`,
  seriesHeading: "الاتجاهات حسب الفحص",
  reportsHeading: "التقارير",
  noResults: "لا توجد نتائج في هذا الرابط.",
  latest: "الأحدث",
  referenceRange: "المدى المرجعي",
  trend: {
    up: "أعلى من القيمة السابقة",
    down: "أقل من القيمة السابقة",
    same: "مثل القيمة السابقة",
  },
  historyCaption: (name) => `كل قيم ${name}، من الأقدم إلى الأحدث`,
  date: "التاريخ",
  result: "النتيجة",
  flag: "المؤشر",
  lab: "المختبر",
  test: "الفحص",
  noFlag: "لا يوجد مؤشر",
  downloadPdf: "تنزيل ملف PDF",
  downloadPdfOf: (lab, date) => `تنزيل ملف PDF لنتائج ${lab}، ${date}`,
  amended: "معدّلة",
  flags: {
    L: "منخفض",
    N: "طبيعي",
    H: "مرتفع",
    LL: "منخفض بدرجة حرجة",
    HH: "مرتفع بدرجة حرجة",
    A: "غير طبيعي",
  },
  pinHeading: "أدخل الرمز",
  pinIntro: "أعطاك من شارك هذه النتائج رمزًا من 6 أرقام مع الرابط.",
  pinLabel: "الرمز (6 أرقام)",
  pinSubmit: "افتح النتائج",
  pinWrong: "الرمز غير صحيح. يُرجى المحاولة مرة أخرى.",
  pinLocked: "أُدخلت رموز خاطئة كثيرة. هذا الرابط مقفل لمدة 15 دقيقة.",
  pinFormat: "أدخل الرمز المكوّن من 6 أرقام",
  gone: "انتهت صلاحية هذا الرابط أو تم سحبه.",
  footer: "تمت المشاركة عبر LabCompare UAE. لا يستطيع فتح هذا الرابط إلا من لديه.",
};

/** The page's copy in `locale`. */
export function shareTexts(locale: Locale): ShareTexts {
  return locale === "ar" ? AR : EN;
}
