import { Anchor, type AnchorProps } from "@mantine/core";
import { Ltr } from "../i18n/Ltr";
import { phoneHref } from "../lib/siteSettings";

/** Inside a sentence: brand colour, bold, underlined, kept on one line. */
const EMPHASISED: AnchorProps = { c: "brand.9", fw: 600, td: "underline", style: { whiteSpace: "nowrap" } };

/**
 * `phone` as written, left to right, linking to a call (phoneHref: tel:, digits and "+" only): small dark
 * text, or `emphasised` inside a sentence. Other props: Mantine Anchor's (e.g. `td="underline"`).
 */
export function PhoneLink({
  phone,
  emphasised,
  ...props
}: { phone: string; emphasised?: boolean } & AnchorProps) {
  return (
    <Anchor href={phoneHref(phone)} size="sm" c="dark.7" {...(emphasised ? EMPHASISED : {})} {...props}>
      <Ltr>{phone}</Ltr>
    </Anchor>
  );
}
