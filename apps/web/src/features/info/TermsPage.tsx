import { List, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, InfoSection, TextLink } from "./InfoLayout";

export default function TermsPage() {
  const { t } = useTranslation("info");
  return (
    <InfoLayout path="/terms" title={t("terms.title")} policy intro={t("terms.intro")}>
      <InfoSection title={t("terms.service.title")}>
        <Text>{t("terms.service.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.advice.title")}>
        <Text>{t("terms.advice.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.account.title")}>
        <List spacing="xs">
          <List.Item>{t("terms.account.details")}</List.Item>
          <List.Item>{t("terms.account.others")}</List.Item>
          <List.Item>{t("terms.account.responsible")}</List.Item>
        </List>
      </InfoSection>

      <InfoSection title={t("terms.bookings.title")}>
        <Text>{t("terms.bookings.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.prices.title")}>
        <Text>{t("terms.prices.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.cancellations.title")}>
        <Text>
          <Trans
            t={t}
            i18nKey="terms.cancellations.text"
            components={{ phone: <ContactPhone />, email: <ContactEmail /> }}
          />
        </Text>
      </InfoSection>

      <InfoSection title={t("terms.results.title")}>
        <Text>{t("terms.results.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.use.title")}>
        <Text>{t("terms.use.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.responsibility.title")}>
        <Text>{t("terms.responsibility.text")}</Text>
      </InfoSection>

      <InfoSection title={t("terms.privacy.title")}>
        <Text>
          <Trans
            t={t}
            i18nKey="terms.privacy.text"
            components={{ privacy: <TextLink to="/privacy" />, cookies: <TextLink to="/cookies" /> }}
          />
        </Text>
      </InfoSection>

      <InfoSection title={t("terms.law.title")}>
        <Text>{t("terms.law.text")}</Text>
      </InfoSection>
    </InfoLayout>
  );
}
