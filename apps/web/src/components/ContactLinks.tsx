/**
 * The site's phone and email (from `content.settings`) as inline links for running text on the
 * info pages, left to right inside Arabic text. While the settings load, a short placeholder keeps
 * the sentence readable. Props: Mantine Anchor props (e.g. `c`, `fw`) applied to the link.
 */
import { Anchor, type AnchorProps } from "@mantine/core";
import { useTranslation } from "../i18n/useTranslation";
import { Ltr } from "../i18n/Ltr";
import { displayPhone, phoneHref, useSiteSettings } from "../lib/siteSettings";

export function ContactPhone(props: AnchorProps) {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  if (!data) return <span>{t("contactLinks.phone")}</span>;
  return (
    <Anchor href={phoneHref(data.phone)} inherit {...props}>
      <Ltr>{displayPhone(data.phone)}</Ltr>
    </Anchor>
  );
}

export function ContactEmail(props: AnchorProps) {
  const { t } = useTranslation();
  const { data } = useSiteSettings();
  if (!data) return <span>{t("contactLinks.email")}</span>;
  return (
    <Anchor href={`mailto:${data.email}`} inherit style={{ overflowWrap: "anywhere" }} {...props}>
      <Ltr>{data.email}</Ltr>
    </Anchor>
  );
}
