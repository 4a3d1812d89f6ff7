/**
 * Lab visit or home collection, and for home collection the address and the emirate — limited to
 * the emirates the lab collects in (`serviceEmirates`). Props: `lab` (its `homeCollection`,
 * `serviceEmirates`), `fee` (the visit's home-collection fee, AED string, or null), `form` (the
 * booking form; fields collectionMode, collectionAddress, collectionEmirate), `onModeChange`.
 */
import { Group, Radio, Select, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { CollectionModeValue } from "@labcompare/domain/booking-rules";
import { formatAed } from "@labcompare/domain/format";
import { bookingCopy as copy } from "./booking.copy";
import type { PublicLab } from "./useBookingSelection";
import type { BookingValues } from "./validate";

export interface CollectionFieldsProps {
  lab: PublicLab | null;
  fee: string | null;
  form: UseFormReturnType<BookingValues>;
  onModeChange: (mode: CollectionModeValue) => void;
}

export function CollectionFields({ lab, fee, form, onModeChange }: CollectionFieldsProps) {
  const home = form.values.collectionMode === "home_collection";
  const offersHome = Boolean(lab?.homeCollection && lab.serviceEmirates.length > 0);
  return (
    <>
      <Radio.Group label={copy.method} value={form.values.collectionMode} onChange={(v) => onModeChange(v)}>
        <Group mt="xs" gap="xl">
          <Radio value="lab_visit" label={copy.labVisit} description={copy.labVisitDescription} />
          <Radio
            value="home_collection"
            label={copy.homeCollection}
            disabled={!offersHome}
            description={!offersHome ? copy.homeNotOffered : fee && Number(fee) > 0 ? copy.homeFee(formatAed(fee)) : copy.homeNoFee}
          />
        </Group>
      </Radio.Group>

      {home && lab && (
        <Group grow align="flex-start">
          <TextInput
            label={copy.address}
            placeholder={copy.addressPlaceholder}
            withAsterisk
            autoComplete="street-address"
            {...form.getInputProps("collectionAddress")}
          />
          <Select
            label={copy.emirate}
            description={copy.emirateDescription}
            withAsterisk
            data={lab.serviceEmirates}
            allowDeselect={false}
            {...form.getInputProps("collectionEmirate")}
            onChange={(v: string | null) => {
              form.setFieldValue("collectionEmirate", v);
              form.setFieldValue("scheduledTime", null);
            }}
          />
        </Group>
      )}
    </>
  );
}
