/**
 * Meta descriptions of the public pages that have no database entity, shared by the server (which
 * writes them into the HTML it sends: apps/api/src/seo) and the web app (which keeps the head in
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
