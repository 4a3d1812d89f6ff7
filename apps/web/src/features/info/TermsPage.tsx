import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, InfoSection, TextLink } from "./InfoLayout";

export default function TermsPage() {
  const { t } = useTranslation("info");
  const cancellations = (
    <Trans
      t={t}
      i18nKey="terms.cancellations.text"
      components={{ phone: <ContactPhone />, email: <ContactEmail /> }}
    />
  );
  const privacy = (
    <Trans
      t={t}
      i18nKey="terms.privacy.text"
      components={{ privacy: <TextLink to="/privacy" />, cookies: <TextLink to="/cookies" /> }}
    />
  );
  const account = [t("terms.account.details"), t("terms.account.others"), t("terms.account.responsible")];
  return (
    <InfoLayout path="/terms" title={t("terms.title")} policy intro={t("terms.intro")}>
      <InfoSection title={t("terms.service.title")} text={t("terms.service.text")} />
      <InfoSection title={t("terms.advice.title")} text={t("terms.advice.text")} />
      <InfoSection title={t("terms.account.title")} list={account} />
      <InfoSection title={t("terms.bookings.title")} text={t("terms.bookings.text")} />
      <InfoSection title={t("terms.prices.title")} text={t("terms.prices.text")} />
      <InfoSection title={t("terms.cancellations.title")} text={cancellations} />
      <InfoSection title={t("terms.results.title")} text={t("terms.results.text")} />
      <InfoSection title={t("terms.use.title")} text={t("terms.use.text")} />
      <InfoSection title={t("terms.responsibility.title")} text={t("terms.responsibility.text")} />
      <InfoSection title={t("terms.privacy.title")} text={privacy} />
      <InfoSection title={t("terms.law.title")} text={t("terms.law.text")} />
    </InfoLayout>
  );
}
