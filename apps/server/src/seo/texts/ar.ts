/**
 * Arabic SEO copy for the pages under `/ar` (Modern Standard Arabic, the UAE's usage). The brand
 * ("LabCompare UAE") stays in Latin letters, as the web app writes it; numbers and prices use
 * Western digits, as the web app's ar-AE formatting does.
 */
import { emirateName } from "@labcompare/domain/format";
import { STATIC_PAGE_DESCRIPTIONS_AR } from "@labcompare/validators/pages";
import type { SeoTexts } from "./types.ts";

const PLURALS = new Intl.PluralRules("ar");

/** A counted noun in Arabic grammar: one/two by the noun alone, 3–10 plural, 11–99 singular accusative, else singular. */
function counted(
  n: number,
  forms: { one: string; two: string; few: string; many: string; other: string },
): string {
  const rule = PLURALS.select(n);
  if (rule === "one") return forms.one;
  if (rule === "two") return forms.two;
  const noun = rule === "few" ? forms.few : rule === "many" ? forms.many : forms.other;
  return `${n} ${noun}`;
}

const labs = (n: number) =>
  counted(n, { one: "مختبر واحد", two: "مختبرين", few: "مختبرات", many: "مختبرًا", other: "مختبر" });
const tests = (n: number) =>
  counted(n, { one: "تحليل واحد", two: "تحليلين", few: "تحاليل", many: "تحليلًا", other: "تحليل" });

export const AR_SEO_TEXTS: SeoTexts = {
  site: {
    title: (siteName) => `${siteName} | قارن أسعار التحاليل المخبرية واحجزها في دبي`,
    description:
      "قارن أسعار التحاليل المخبرية لدى مختبرات موثوقة في دبي وجميع أنحاء الإمارات، ثم احجز عبر الإنترنت في دقائق. سحب العينات من المنزل متاح والنتائج تصلك رقميًا.",
  },
  notFoundTitle: "الصفحة غير موجودة",
  homeCrumb: "الرئيسية",
  pageLabels: {
    "/search": "جميع التحاليل المخبرية",
    "/resources": "المدونة والموارد",
    "/labs": "المختبرات الشريكة",
    "/about": "عن {siteName}",
    "/faqs": "الأسئلة الشائعة",
    "/terms": "شروط الخدمة",
    "/privacy": "سياسة الخصوصية",
    "/cookies": "سياسة ملفات تعريف الارتباط",
    "/auth": "تسجيل الدخول",
    "/dashboard": "لوحة التحكم",
    "/profile": "تعديل الملف الشخصي",
    "/results": "نتائجك",
    "/basket": "سلتك",
    "/verify-email": "تأكيد بريدك الإلكتروني",
    "/reset-password": "اختر كلمة مرور جديدة",
    "/confirm-email": "تأكيد بريدك الإلكتروني الجديد",
    "/cancel-reminder": "إلغاء تذكير إعادة الفحص",
    "/admin": "الإدارة",
    "/book": "احجز تحليلًا",
    "/bookings": "الحجز",
  },
  pageDescriptions: STATIC_PAGE_DESCRIPTIONS_AR,
  searchLabel: (q) => `نتائج البحث عن «${q}»`,
  searchDescription: (q) =>
    `قارن أسعار تحاليل «${q}» لدى المختبرات الشريكة في دبي وأبوظبي، واحجز عبر الإنترنت.`,
  categoryLabel: (name) => `تحاليل ${name}`,
  categoryDescription: (name) =>
    `قارن تحاليل ${name} وأسعارها لدى المختبرات الشريكة في دبي وأبوظبي، واحجز عبر الإنترنت.`,
  categoryKeywords: (name) => `${name}، تحاليل ${name}، تحاليل مخبرية دبي، تحاليل مخبرية أبوظبي`,
  testSummary: ({ name, labCount, lowestPriceAed }) =>
    `قارن أسعار ${name} لدى ${labs(labCount)} في دبي وأبوظبي، ابتداءً من ${lowestPriceAed} درهم.`,
  testFallbackDescription: (name) => `${name}: تحليل مخبري في الإمارات، قارن الأسعار واحجز عبر الإنترنت.`,
  labLabel: (name, area) => `${name}، ${area}`,
  labSummary: ({ name, area, emirate, testCount, homeCollection }) =>
    `${name} في ${area}، ${emirate}: ${tests(testCount)} بأسعار بالدرهم${homeCollection ? "، مع سحب العينات من المنزل" : ""}.`,
  labKeyword: "تحاليل مخبرية",
  emirateName: (emirate) => emirateName(emirate, "ar"),
};
