/**
 * The plain HTTP routes around bookings and results: the booking's calendar file (.ics), the
 * console's bookings CSV export (bookings-export.ts), result PDFs and the FHIR export
 * (results-file.ts), and the two multipart uploads (results-upload.ts), whose PDF checks run in a
 * worker pool that ends with the app.
 */
import fp from "fastify-plugin";
import { closePdfChecks } from "@labcompare/api";
import { registerBookingCalendar } from "../booking-calendar.ts";
import { registerBookingsExport } from "../bookings-export.ts";
import { registerResultFiles } from "../results-file.ts";
import { registerResultsUpload } from "../results-upload.ts";
import "./types.ts";

export const resultsRoutesPlugin = fp(
  async (app) => {
    registerBookingCalendar(app);
    registerBookingsExport(app);
    registerResultFiles(app, { siteUrl: app.siteUrl });
    await registerResultsUpload(app, { fileStore: app.fileStore });
    app.addHook("onClose", closePdfChecks);
  },
  { name: "results-routes", dependencies: ["core"] },
);
