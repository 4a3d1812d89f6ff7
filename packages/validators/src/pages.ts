/**
 * Meta descriptions of the public pages that have no database entity, shared by the server (which
 * writes them into the HTML it sends: apps/server/src/seo) and the web app (which keeps the head in
 * step while navigating), so crawlers and browsers see the same text. No zod here: the web app's
 * first bundle imports this file.
 */
export const STATIC_PAGE_DESCRIPTIONS: Record<string, string> = {
  "/search":
    "Search and compare over 2,000 lab tests and their prices in AED across partner labs in Dubai and Abu Dhabi.",
  "/resources":
    "Health articles on preparing for lab tests and understanding results, plus trusted UAE and international health resources.",
  "/labs":
    "Accredited partner laboratories in Dubai, Abu Dhabi and Sharjah: locations, accreditation, home collection and the tests each lab offers.",
  "/about":
    "LabCompare UAE helps patients in Dubai and Abu Dhabi compare lab test prices across 20+ partner labs and book a lab visit or home collection online.",
  "/faqs":
    "How to book a lab test in the UAE, fasting and preparation, home collection, getting your results, paying at the lab and cancelling a booking.",
  "/terms":
    "The terms for using LabCompare UAE: accounts, bookings with partner labs, prices in AED and payment at the lab, cancellations and our medical disclaimer.",
  "/privacy":
    "How LabCompare UAE handles patient data: stored in the UAE, shared only with your chosen lab, protected under UAE data protection and health-data law.",
  "/cookies":
    "The cookies LabCompare UAE uses: one essential session cookie to keep you signed in, and optional Google Analytics cookies only with your consent.",
};

/** The same descriptions in Arabic (Modern Standard Arabic, the UAE's usage; the brand in Latin letters). */
export const STATIC_PAGE_DESCRIPTIONS_AR: Record<string, string> = {
  "/search":
    "ابحث وقارن بين أكثر من 2,000 تحليل مخبري وأسعارها بالدرهم لدى المختبرات الشريكة في دبي وأبوظبي.",
  "/resources":
    "مقالات صحية عن الاستعداد للتحاليل المخبرية وفهم النتائج، مع مصادر صحية موثوقة من الإمارات والعالم.",
  "/labs":
    "مختبرات شريكة معتمدة في دبي وأبوظبي والشارقة: المواقع والاعتمادات وسحب العينات من المنزل والتحاليل التي يقدمها كل مختبر.",
  "/about":
    "يساعد LabCompare UAE المرضى في دبي وأبوظبي على مقارنة أسعار التحاليل المخبرية لدى أكثر من 20 مختبرًا شريكًا، وحجز زيارة المختبر أو سحب العينات من المنزل عبر الإنترنت.",
  "/faqs":
    "كيف تحجز تحليلًا مخبريًا في الإمارات، والصيام والاستعداد، وسحب العينات من المنزل، واستلام نتائجك، والدفع في المختبر، وإلغاء الحجز.",
  "/terms":
    "شروط استخدام LabCompare UAE: الحسابات، والحجوزات لدى المختبرات الشريكة، والأسعار بالدرهم والدفع في المختبر، والإلغاء، وإخلاء المسؤولية الطبية.",
  "/privacy":
    "كيف يتعامل LabCompare UAE مع بيانات المرضى: تُحفظ في الإمارات، ولا تُشارك إلا مع المختبر الذي تختاره، وتحميها قوانين حماية البيانات والبيانات الصحية في الدولة.",
  "/cookies":
    "ملفات تعريف الارتباط التي يستخدمها LabCompare UAE: ملف أساسي واحد للجلسة ليبقيك مسجّلًا، وملفات Google Analytics الاختيارية بموافقتك فقط.",
};

/** The meta description of the static page at `path` ("/labs") in `locale`; undefined for another path. */
export function staticPageDescription(path: string, locale: "en" | "ar"): string | undefined {
  return (locale === "ar" ? STATIC_PAGE_DESCRIPTIONS_AR : STATIC_PAGE_DESCRIPTIONS)[path];
}
