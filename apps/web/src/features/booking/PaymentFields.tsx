/**
 * The booking form's payment: "How are you paying?" (PayerControl, the page's payer in the URL) and,
 * with a plan, the insurance member number (required; 3–30 letters, digits, "-" or "/", checked with
 * the shared schema on submit). Props: `payment` (useBookingPayment), `form` (field memberNumber).
 */
import { Divider, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslation } from "../../i18n/useTranslation";
import { PayerControl } from "../../components/payer/PayerControl";
import type { useBookingPayment } from "./useBookingPayment";
import type { BookingValues } from "./validate";

export interface PaymentFieldsProps {
  payment: ReturnType<typeof useBookingPayment>;
  form: UseFormReturnType<BookingValues>;
}

export function PaymentFields({ payment, form }: PaymentFieldsProps) {
  const { t } = useTranslation("payer");
  return (
    <>
      <Divider label={t("payment")} labelPosition="left" />
      <div data-testid="payer-control">
        <PayerControl inForm payer={payment.choice} onChange={payment.setPayer} answer={payment.answer} />
      </div>
      {payment.payer && (
        <TextInput
          label={t("memberNumber")}
          description={t("memberNumberHint")}
          required
          autoComplete="off"
          maxLength={30}
          data-path="memberNumber"
          {...form.getInputProps("memberNumber")}
        />
      )}
    </>
  );
}
