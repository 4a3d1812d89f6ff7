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
import { useTranslation } from "../../i18n/useTranslation";
import { useLocale } from "../../i18n/useLocale";
import type { PublicLab } from "./useBookingSelection";
import type { BookingValues } from "./validate";

/** A UAE mobile number as an example (the same in both languages). */
export const PHONE_PLACEHOLDER = "+971 50 123 4567";

export interface CollectionFieldsProps {
  lab: PublicLab | null;
  fee: string | null;
  form: UseFormReturnType<BookingValues>;
  onModeChange: (mode: CollectionModeValue) => void;
}

export function CollectionFields({ lab, fee, form, onModeChange }: CollectionFieldsProps) {
  const { t } = useTranslation("booking");
  const locale = useLocale();
  const home = form.values.collectionMode === "home_collection";
  const offersHome = Boolean(lab?.homeCollection && lab.serviceEmirates.length > 0);
  return (
    <>
      <Radio.Group label={t("method")} value={form.values.collectionMode} onChange={(v) => onModeChange(v)}>
        <Group mt="xs" gap="xl">
          <Radio value="lab_visit" label={t("labVisit")} description={t("labVisitDescription")} />
          <Radio
            value="home_collection"
            label={t("homeCollection")}
            disabled={!offersHome}
            description={
              !offersHome
                ? t("homeNotOffered")
                : fee && Number(fee) > 0
                  ? t("homeFee", { fee: formatAed(fee, locale) })
                  : t("homeNoFee")
            }
          />
        </Group>
      </Radio.Group>

      {home && lab && (
        <Group grow align="flex-start">
          <TextInput
            label={t("address")}
            placeholder={t("addressPlaceholder")}
            required
            autoComplete="street-address"
            {...form.getInputProps("collectionAddress")}
          />
          <Select
            label={t("emirate")}
            description={t("emirateDescription")}
            required
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
