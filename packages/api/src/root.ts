/** The whole API: one router per area. Admin areas are added under `admin`. */
import { router, createCallerFactory } from "./trpc.ts";
import { authRouter } from "./routers/auth/auth.router.ts";
import { catalogRouter } from "./routers/catalog/catalog.router.ts";
import { bookingRouter } from "./routers/booking/booking.router.ts";
import { profileRouter } from "./routers/profile/profile.router.ts";
import { adminRouter } from "./routers/admin/admin.router.ts";
import { contentRouter } from "./routers/content/content.router.ts";
import { basketRouter } from "./routers/basket/basket.router.ts";
import { resultsRouter } from "./routers/results/results.router.ts";

export const appRouter = router({
  auth: authRouter,
  catalog: catalogRouter,
  booking: bookingRouter,
  profile: profileRouter,
  admin: adminRouter,
  content: contentRouter,
  basket: basketRouter,
  results: resultsRouter,
});

export type AppRouter = typeof appRouter;

/** Server-side caller: `createCaller(createContextInner({ db, auth, session, user }))`. */
export const createCaller = createCallerFactory(appRouter);
