/** The add/edit offer form of the offers screen. */
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { zod4Resolver } from "mantine-form-zod-resolver";
import { DEFAULT_TURNAROUND_HOURS, offerUpsertInput } from "@labcompare/validators/admin";
import { formatAed } from "@labcompare/domain/format";
import { notifySuccess } from "../../../lib/notify";
import { trpc, trpcFieldErrors } from "../../../trpc";
import { LabSelect, TestSelect } from "../components/pickers";
import { toastError, useInvalidateCatalog } from "../lib";
import type { OfferTarget } from "./offerTypes";

/** Create or edit an offer (admin.offers.upsert), validated with the shared schema. */
export function OfferForm({ target, onDone }: { target: OfferTarget; onDone: () => void }) {
  const offer = "offer" in target ? target.offer : null;
  const form = useForm({
    mode: "controlled",
    initialValues: {
      labId: offer?.lab.id ?? ("labId" in target ? target.labId : ""),
      testId: offer?.test.id ?? ("testId" in target ? target.testId : ""),
      priceAed: (offer ? Number(offer.priceAed) : "") as number | string,
      originalPriceAed: (offer?.originalPriceAed ? Number(offer.originalPriceAed) : "") as number | string,
      homeCollectionFeeAed: (offer?.homeCollectionFeeAed ? Number(offer.homeCollectionFeeAed) : "") as
        number | string,
      turnaroundHours: (offer?.turnaroundHours ?? DEFAULT_TURNAROUND_HOURS) as number | string,
      active: offer?.active ?? true,
    },
    validate: zod4Resolver(offerUpsertInput, { errorPriority: "first" }),
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

  return (
    <form noValidate onSubmit={form.onSubmit((values) => upsert.mutate(offerUpsertInput.parse(values)))}>
      <Stack gap="sm">
        {offer ? null : "testId" in target ? (
          <>
            <Text size="sm">
              Test: <strong>{target.testName}</strong>
            </Text>
            <LabSelect
              required
              value={form.values.labId || null}
              onChange={(id) => form.setFieldValue("labId", id ?? "")}
              error={form.errors.labId ? "Please choose a lab" : undefined}
            />
          </>
        ) : "labId" in target ? (
          <>
            <Text size="sm">
              Lab: <strong>{target.labName}</strong>
            </Text>
            <TestSelect
              required
              value={form.values.testId || null}
              onChange={(id) => form.setFieldValue("testId", id ?? "")}
              error={form.errors.testId ? "Please choose a test" : undefined}
            />
          </>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput
            label="Price (AED)"
            required
            min={0}
            decimalScale={2}
            {...form.getInputProps("priceAed")}
          />
          <NumberInput
            label="Original price (AED)"
            description="Struck-through price; must be higher"
            min={0}
            decimalScale={2}
            {...form.getInputProps("originalPriceAed")}
          />
          <NumberInput
            label="Home collection fee (AED)"
            description="Empty: no fee set"
            min={0}
            decimalScale={2}
            {...form.getInputProps("homeCollectionFeeAed")}
          />
          <NumberInput
            label="Turnaround (hours)"
            required
            min={1}
            max={2160}
            allowDecimal={false}
            {...form.getInputProps("turnaroundHours")}
          />
        </SimpleGrid>
        <Checkbox
          label="Active (shown to patients)"
          {...form.getInputProps("active", { type: "checkbox" })}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onDone} disabled={upsert.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={upsert.isPending}>
            Save offer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
