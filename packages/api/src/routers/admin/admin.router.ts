/** Admin areas, each its own router; every procedure is an adminProcedure (anonymous → UNAUTHORIZED, non-admin → FORBIDDEN). */
import { router } from "../../trpc.ts";
import { adminAuditRouter } from "./audit/audit.router.ts";
import { adminBlogRouter } from "./blog/blog.router.ts";
import { adminBookingsRouter } from "./bookings/bookings.router.ts";
import { adminCategoriesRouter } from "./categories/categories.router.ts";
import { adminDashboardRouter } from "./dashboard/dashboard.router.ts";
import { adminLabsRouter } from "./labs/labs.router.ts";
import { adminOffersRouter } from "./offers/offers.router.ts";
import { adminResourcesRouter } from "./resources/resources.router.ts";
import { adminSeoRouter } from "./seo/seo.router.ts";
import { adminTestsRouter } from "./tests/tests.router.ts";
import { adminUsersRouter } from "./users/users.router.ts";
import { adminEmailsRouter } from "./emails/emails.router.ts";
import { adminSettingsRouter } from "./settings/settings.router.ts";
import { adminInsuranceRouter } from "./insurance/insurance.router.ts";

export const adminRouter = router({
  dashboard: adminDashboardRouter,
  bookings: adminBookingsRouter,
  tests: adminTestsRouter,
  offers: adminOffersRouter,
  labs: adminLabsRouter,
  categories: adminCategoriesRouter,
  users: adminUsersRouter,
  blog: adminBlogRouter,
  seo: adminSeoRouter,
  resources: adminResourcesRouter,
  audit: adminAuditRouter,
  emails: adminEmailsRouter,
  settings: adminSettingsRouter,
  insurance: adminInsuranceRouter,
});
