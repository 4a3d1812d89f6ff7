/**
 * The site's phone and email (from `content.settings`) as inline links for running text on the
 * info pages. While the settings load, a short placeholder keeps the sentence readable.
 * Props: Mantine Anchor props (e.g. `c`, `fw`) applied to the link.
 */
import { Anchor, type AnchorProps } from "@mantine/core";
import { displayPhone, phoneHref, useSiteSettings } from "../lib/siteSettings";

export function ContactPhone(props: AnchorProps) {
  const { data } = useSiteSettings();
  if (!data) return <span>our phone line</span>;
  return (
    <Anchor href={phoneHref(data.phone)} inherit {...props}>
      {displayPhone(data.phone)}
    </Anchor>
  );
}

export function ContactEmail(props: AnchorProps) {
  const { data } = useSiteSettings();
  if (!data) return <span>our email address</span>;
  return (
    <Anchor href={`mailto:${data.email}`} inherit style={{ overflowWrap: "anywhere" }} {...props}>
      {data.email}
    </Anchor>
  );
}
