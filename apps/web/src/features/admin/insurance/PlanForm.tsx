/** The create/edit form of an insurance plan in the console's insurance screen. */
import { MultiSelect, NumberInput, Select, SimpleGrid } from "@mantine/core";
import { z } from "zod";
import { planInput } from "@labcompare/validators/insurance";
import { trpc } from "../../../trpc";
import { AdminFormFrame, savedName, useAdminForm, useRecordForm } from "../components/CatalogForm";
import { ActiveCheckbox, aedInputValue, CheckboxField, numberInputValue } from "../components/fields";
import { ActiveBadge } from "../components/ui";
import { texts, type AdminInsurer, type AdminPlan } from "../lib";
import { ExcludedTestsField } from "./ExcludedTestsField";
import { planFormCopy as f } from "./insurance.copy";
import { InsuranceNameFields } from "./InsurerForm";
import { useInvalidateInsurance } from "./useInsurance";

/**
 * The shared plan schema as the form fills it: an empty number field holds "", which is no co-pay
 * (refused with the co-pay's message) and no cap (null) rather than 0.
 */
export const planFormSchema = planInput.extend({
  copayPercent: z.preprocess((v) => (v === "" ? undefined : v), planInput.shape.copayPercent),
  copayCapPerVisitAed: z.preprocess((v) => (v === "" ? null : v), planInput.shape.copayCapPerVisitAed),
});

/** The form's starting values: `plan`'s, or a new plan's at `insurerId`. */
function initialValues(plan: AdminPlan | null, insurerId: string | null) {
  return {
    insurerId: plan?.insurerId ?? insurerId,
    ...texts(plan, ["name", "nameAr", "slug"]),
    active: plan?.active ?? true,
    copayPercent: numberInputValue(plan?.copayPercent),
    copayCapPerVisitAed: aedInputValue(plan?.copayCapPerVisitAed),
    coversHomeCollection: plan?.coversHomeCollection ?? false,
    requiresReferral: plan?.requiresReferral ?? true,
    excludedTestIds: plan?.excludedTestIds ?? ([] as string[]),
    excludedCategoryIds: plan?.excludedCategoryIds ?? ([] as string[]),
  };
}

type PlanFormValues = ReturnType<typeof initialValues>;

/** The plan's terms: co-pay in percent, cap per visit in AED, home collection covered, referral required. */
function PlanTermsFields({ form }: { form: ReturnType<typeof useAdminForm<PlanFormValues>> }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label={f.copay}
          description={f.copayDescription}
          required
          min={0}
          max={100}
          decimalScale={2}
          suffix="%"
          {...form.getInputProps("copayPercent")}
        />
        <NumberInput
          label={f.cap}
          description={f.capDescription}
          min={0}
          max={100_000}
          decimalScale={2}
          {...form.getInputProps("copayCapPerVisitAed")}
        />
      </SimpleGrid>
      <CheckboxField form={form} field="coversHomeCollection" label={f.coversHomeCollection} />
      <CheckboxField form={form} field="requiresReferral" label={f.requiresReferral} />
    </>
  );
}

/**
 * Create (`plan` null, at the insurer `insurerId`) or edit form of a plan: insurer, names, slug, the
 * co-pay in percent (0–100), the cap per visit in AED (empty: no cap), home collection covered,
 * referral required, and the excluded categories and tests (the existing pickers). An edit keeps the
 * plan's active state (the list's switch changes it). `onDone` runs after a save and on Cancel.
 */
export function PlanForm({
  plan,
  insurers,
  insurerId,
  onDone,
}: {
  plan: AdminPlan | null;
  insurers: AdminInsurer[];
  insurerId: string | null;
  onDone: () => void;
}) {
  const { form, frame } = useRecordForm({
    procedures: trpc.admin.insurance.plans,
    schema: planFormSchema,
    record: plan,
    noun: "plan",
    onDone,
    initialValues: initialValues(plan, insurerId),
    invalidate: useInvalidateInsurance(),
    savedMessage: savedName,
  });
  const categories = trpc.admin.categories.list.useQuery(undefined, { staleTime: 60_000 });

  return (
    <AdminFormFrame {...frame}>
      <Select
        label={f.insurer}
        required
        data={insurers.map((i) => ({ value: i.id, label: i.name }))}
        allowDeselect={false}
        {...form.getInputProps("insurerId")}
      />
      <InsuranceNameFields form={form} nameLabel={f.name} />
      <PlanTermsFields form={form} />
      <MultiSelect
        label={f.excludedCategories}
        placeholder={f.excludedCategoriesPlaceholder}
        data={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        searchable
        clearable
        {...form.getInputProps("excludedCategoryIds")}
      />
      <ExcludedTestsField
        value={form.values.excludedTestIds}
        onChange={(ids) => form.setFieldValue("excludedTestIds", ids)}
        error={form.errors.excludedTestIds}
      />
      {plan ? <ActiveBadge active={plan.active} /> : <ActiveCheckbox form={form} label={f.active} />}
    </AdminFormFrame>
  );
}
