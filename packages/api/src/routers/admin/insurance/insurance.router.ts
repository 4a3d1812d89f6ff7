/**
 * admin.insurance: insurers, plans (terms and exclusions) and plan networks. Writes are admin-only
 * (a lab_staff user gets FORBIDDEN); `networks.forLabs` is a labStaffProcedure, so lab staff read
 * their own labs' networks. Every write is audited and empties the plan cache (plan-cache.ts).
 */
import {
  idInput,
  insurerInput,
  insurerUpdateInput,
  networkCsvInput,
  planInput,
  planNetworkInput,
  planUpdateInput,
  setActiveInput,
} from "@labcompare/validators";
import { adminProcedure, labStaffProcedure, router } from "../../../trpc.ts";
import { adminWritesOn } from "../admin-write.ts";
import * as insurers from "../../../admin/insurers.service.ts";
import * as plans from "../../../admin/insurance-plans.service.ts";
import * as networks from "../../../insurance/networks.service.ts";

/** An admin write to insurers, plans or networks: once it succeeds, cached plans are dropped everywhere. */
const insuranceWrite = adminWritesOn(
  adminProcedure.use(async ({ ctx, next }) => {
    const result = await next();
    if (result.ok) ctx.plansChanged();
    return result;
  }),
);

export const adminInsuranceRouter = router({
  /** Output: every insurer by name with its plans (terms, exclusion ids, lab and booking counts). */
  list: adminProcedure.query(({ ctx }) => insurers.listInsurers(ctx.db)),
  insurers: router({
    /** Input: { name, nameAr?, slug? }. Output: the insurer. CONFLICT on a taken name/slug. */
    create: insuranceWrite(insurerInput, insurers.createInsurer),
    /** Input: { id, name, nameAr?, slug? }. Output: the insurer. NOT_FOUND / CONFLICT. */
    update: insuranceWrite(insurerUpdateInput, insurers.updateInsurer),
    /** Input: { id }. Output: { id }. CONFLICT while it has plans. */
    delete: insuranceWrite(idInput, insurers.deleteInsurer),
  }),
  plans: router({
    /** Input: the plan's terms and exclusions. Output: the plan. NOT_FOUND insurer; CONFLICT name/slug. */
    create: insuranceWrite(planInput, plans.createPlan),
    /** Input: { id, ...terms }. Output: the plan. NOT_FOUND / CONFLICT. */
    update: insuranceWrite(planUpdateInput, plans.updatePlan),
    /** Input: { id, active }. Output: the plan (switched off: gone from patients' choices). */
    setActive: insuranceWrite(setActiveInput, plans.setPlanActive),
    /** Input: { id }. Output: { id }. CONFLICT when the plan has bookings. */
    delete: insuranceWrite(idInput, plans.deletePlan),
  }),
  networks: router({
    /** Output: each lab in the caller's scope with the plans it accepts (lab staff: their labs only). */
    forLabs: labStaffProcedure.query(({ ctx }) => networks.networksForLabs(ctx.db, ctx.labScope)),
    /** Input: { planId, labIds }. Output: { planId, labCount }. Replaces the plan's network. */
    set: insuranceWrite(planNetworkInput, networks.setPlanNetwork),
    /** Input: { csv } "lab_slug,plan_slug" lines. Output: [{ planSlug, labCount }]. BAD_REQUEST "Line N: …". */
    importCsv: insuranceWrite(networkCsvInput, networks.importNetworkCsv),
  }),
});
