/** The add/edit offer form of the offers screen. */
import { NumberInput, SimpleGrid, Text } from "@mantine/core";
import { DEFAULT_TURNAROUND_HOURS, offerUpsertInput } from "@labcompare/validators/admin";
import { formatAed } from "@labcompare/domain/format";
import { notifySuccess } from "../../../lib/notify";
import { trpc, trpcFieldErrors } from "../../../trpc";
import { AdminFormFrame, useAdminForm } from "../components/CatalogForm";
import { ActiveCheckbox, aedInputValue, numberInputValue, WholeNumberInput } from "../components/fields";
import { LabSelect, TestSelect } from "../components/pickers";
import { toastError, useInvalidateCatalog } from "../lib";
import type { OfferTarget } from "./offerTypes";

/** The three AED inputs: price (required), original (struck-through) price, home-collection fee. */
const AMOUNT_FIELDS = [
  { field: "priceAed", label: "Price (AED)", required: true },
  {
    field: "originalPriceAed",
    label: "Original price (AED)",
    description: "Struck-through price; must be higher",
  },
  { field: "homeCollectionFeeAed", label: "Home collection fee (AED)", description: "Empty: no fee set" },
] as const;

/** Create or edit an offer (admin.offers.upsert), validated with the shared schema. */
export function OfferForm({ target, onDone }: { target: OfferTarget; onDone: () => void }) {
  const offer = "offer" in target ? target.offer : null;
  const form = useAdminForm(offerUpsertInput, {
    labId: offer?.lab.id ?? ("labId" in target ? target.labId : ""),
    testId: offer?.test.id ?? ("testId" in target ? target.testId : ""),
    priceAed: aedInputValue(offer?.priceAed),
    originalPriceAed: aedInputValue(offer?.originalPriceAed),
    homeCollectionFeeAed: aedInputValue(offer?.homeCollectionFeeAed),
    turnaroundHours: numberInputValue(offer?.turnaroundHours ?? DEFAULT_TURNAROUND_HOURS),
    active: offer?.active ?? true,
  });
  const invalidate = useInvalidateCatalog();
  const upsert = trpc.admin.offers.upsert.useMutation({
    onSuccess: (o) => {
      notifySuccess(
        offer ? "Offer updated" : "Offer saved",
        `${o.test.name} at ${o.lab.name}: ${formatAed(o.priceAed)}`,
      );
      void invalidate();
      onDone();
    },
    onError: (error) => {
      form.setErrors(trpcFieldErrors(error));
      toastError("Could not save the offer", error);
    },
  });
  // The picker of the side a new offer still needs (a lab for a fixed test, or a test for a fixed lab).
  const picked = (field: "labId" | "testId", message: string) => ({
    required: true,
    value: form.values[field] || null,
    onChange: (id: string | null) => form.setFieldValue(field, id ?? ""),
    error: form.errors[field] ? message : undefined,
  });

  return (
    <AdminFormFrame
      onSubmit={form.onSubmit((values) => upsert.mutate(offerUpsertInput.parse(values)))}
      onCancel={onDone}
      saving={upsert.isPending}
      submitLabel="Save offer"
    >
      {offer ? null : "testId" in target ? (
        <>
          <Text size="sm">
            Test: <strong>{target.testName}</strong>
          </Text>
          <LabSelect {...picked("labId", "Please choose a lab")} />
        </>
      ) : "labId" in target ? (
        <>
          <Text size="sm">
            Lab: <strong>{target.labName}</strong>
          </Text>
          <TestSelect {...picked("testId", "Please choose a test")} />
        </>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {AMOUNT_FIELDS.map(({ field, ...props }) => (
          <NumberInput key={field} min={0} decimalScale={2} {...props} {...form.getInputProps(field)} />
        ))}
        <WholeNumberInput
          form={form}
          field="turnaroundHours"
          label="Turnaround (hours)"
          required
          min={1}
          max={2160}
        />
      </SimpleGrid>
      <ActiveCheckbox form={form} />
    </AdminFormFrame>
  );
}
