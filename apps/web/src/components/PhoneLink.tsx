import { Anchor, type AnchorProps } from "@mantine/core";
import { Ltr } from "../i18n/Ltr";
import { telHref } from "../lib/phone";

/**
 * `phone` as written, left to right, linking to a call (tel:, digits and "+" only): small dark
 * text. Other props: Mantine Anchor's (e.g. `td="underline"`).
 */
export function PhoneLink({ phone, ...props }: { phone: string } & AnchorProps) {
  return (
    <Anchor href={telHref(phone)} size="sm" c="dark.7" {...props}>
      <Ltr>{phone}</Ltr>
    </Anchor>
  );
}
