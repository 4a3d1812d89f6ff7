/**
 * Typed keys: `t("…")` is checked against the English resources (the source language).
 * A namespace added under locales/en/ is added here too.
 */
import type common from "./locales/en/common.json";
import type home from "./locales/en/home.json";
import type search from "./locales/en/search.json";
import type category from "./locales/en/category.json";
import type testDetail from "./locales/en/testDetail.json";
import type lab from "./locales/en/lab.json";
import type labs from "./locales/en/labs.json";
import type notFound from "./locales/en/notFound.json";
import type doctorList from "./locales/en/doctorList.json";
// Booking side: basket, booking, confirmation, dashboard, results and the shared appointment pieces.
import type appointments from "./locales/en/appointments.json";
import type basket from "./locales/en/basket.json";
import type booking from "./locales/en/booking.json";
import type bookingDetail from "./locales/en/bookingDetail.json";
import type dashboard from "./locales/en/dashboard.json";
import type results from "./locales/en/results.json";
import type account from "./locales/en/account.json";
import type auth from "./locales/en/auth.json";
import type blog from "./locales/en/blog.json";
import type info from "./locales/en/info.json";
import type messages from "./locales/en/messages.json";
import type profile from "./locales/en/profile.json";
import type payer from "./locales/en/payer.json";
import type share from "./locales/en/share.json";
import type family from "./locales/en/family.json";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: {
      common: typeof common;
      home: typeof home;
      search: typeof search;
      category: typeof category;
      testDetail: typeof testDetail;
      lab: typeof lab;
      labs: typeof labs;
      notFound: typeof notFound;
      doctorList: typeof doctorList;
      appointments: typeof appointments;
      basket: typeof basket;
      booking: typeof booking;
      bookingDetail: typeof bookingDetail;
      dashboard: typeof dashboard;
      results: typeof results;
      account: typeof account;
      auth: typeof auth;
      blog: typeof blog;
      info: typeof info;
      messages: typeof messages;
      profile: typeof profile;
      payer: typeof payer;
      share: typeof share;
      family: typeof family;
    };
  }
}
