/** admin.settings: the site's contact details, social links and testimonials (admins only). */
import { siteSettingsInput } from "@labcompare/validators";
import { adminProcedure, router } from "../../../trpc.ts";
import { adminWrite } from "../admin-write.ts";
import { getSiteSettings, updateSiteSettings } from "../../../content/settings.service.ts";

export const adminSettingsRouter = router({
  /** The settings ({ whatsappNumber, phone, email, privacyEmail, address, socialLinks, testimonials, isDemo, … }). */
  get: adminProcedure.query(({ ctx }) => getSiteSettings(ctx.db)),
  /** Saves every field; BAD_REQUEST with the field's message when invalid. Audited. */
  update: adminWrite(siteSettingsInput, updateSiteSettings),
});
