/** Output schema of auth.me (public: a visitor gets `{ user: null }`). */
import { z } from "zod";

export const meOutput = z.object({
  user: z
    .object({
      id: z.string(),
      email: z.string(),
      isAdmin: z.boolean(),
      isLabStaff: z.boolean(),
      staffLabIds: z.array(z.string()),
      emailVerified: z.boolean(),
    })
    .nullable(),
});
