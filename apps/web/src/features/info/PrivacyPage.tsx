import { Anchor, List, Text } from "@mantine/core";
import { Trans, useTranslation } from "react-i18next";
import { Ltr } from "../../i18n/Ltr";
import { InfoLayout, InfoSection, InfoTable, TextLink } from "./InfoLayout";
import { privacyEmailOf, useSiteSettings } from "../../lib/siteSettings";

/**
 * The privacy email from the site settings as a mailto link (the main email when no privacy email
 * is set); a short placeholder keeps the sentence readable while the settings load.
 */
function PrivacyMail() {
  const { t } = useTranslation("info");
  const { data } = useSiteSettings();
  if (!data) return <span>{t("privacyEmailLoading")}</span>;
  const email = privacyEmailOf(data);
  return (
    <Anchor href={`mailto:${email}`} inherit fw={600} style={{ overflowWrap: "anywhere" }}>
      <Ltr>{email}</Ltr>
    </Anchor>
  );
}

const privacyMail = { email: <PrivacyMail /> };

export default function PrivacyPage() {
  const { t } = useTranslation("info");
  const stored = [
    {
      key: "account",
      what: t("privacy.stored.account.what"),
      details: t("privacy.stored.account.details"),
      why: t("privacy.stored.account.why"),
    },
    {
      key: "profile",
      what: t("privacy.stored.profile.what"),
      details: t("privacy.stored.profile.details"),
      why: t("privacy.stored.profile.why"),
    },
    {
      key: "bookings",
      what: t("privacy.stored.bookings.what"),
      details: t("privacy.stored.bookings.details"),
      why: t("privacy.stored.bookings.why"),
    },
    {
      key: "sessions",
      what: t("privacy.stored.sessions.what"),
      details: t("privacy.stored.sessions.details"),
      why: t("privacy.stored.sessions.why"),
    },
    {
      key: "security",
      what: t("privacy.stored.security.what"),
      details: t("privacy.stored.security.details"),
      why: t("privacy.stored.security.why"),
    },
  ];
  const strong = { strong: <strong /> };
  return (
    <InfoLayout path="/privacy" title={t("privacy.title")} policy intro={t("privacy.intro")}>
      <InfoSection title={t("privacy.shortTitle")}>
        <List spacing="xs">
          <List.Item>{t("privacy.short.uae")}</List.Item>
          <List.Item>{t("privacy.short.who")}</List.Item>
          <List.Item>{t("privacy.short.sell")}</List.Item>
          <List.Item>{t("privacy.short.analytics")}</List.Item>
          <List.Item>
            <Trans t={t} i18nKey="privacy.short.copy" components={privacyMail} />
          </List.Item>
        </List>
      </InfoSection>

      <InfoSection title={t("privacy.storedTitle")}>
        <InfoTable
          minWidth={560}
          columns={[t("privacy.columns.data"), t("privacy.columns.includes"), t("privacy.columns.why")]}
          rows={stored.map((row) => ({ key: row.key, cells: [row.what, row.details, row.why] }))}
        />
        <Text>{t("privacy.healthData")}</Text>
      </InfoSection>

      <InfoSection title={t("privacy.whereTitle")}>
        <Text>{t("privacy.where")}</Text>
      </InfoSection>

      <InfoSection title={t("privacy.whoTitle")}>
        <List spacing="xs">
          <List.Item>
            <Trans t={t} i18nKey="privacy.who.you" components={strong} />
          </List.Item>
          <List.Item>
            <Trans t={t} i18nKey="privacy.who.lab" components={strong} />
          </List.Item>
          <List.Item>
            <Trans t={t} i18nKey="privacy.who.admins" components={strong} />
          </List.Item>
        </List>
        <Text>
          <Trans
            t={t}
            i18nKey="privacy.who.noOneElse"
            components={{ pagelink: <TextLink to="/cookies" /> }}
          />
        </Text>
      </InfoSection>

      <InfoSection title={t("privacy.keepTitle")}>
        <List spacing="xs">
          <List.Item>{t("privacy.keep.account")}</List.Item>
          <List.Item>{t("privacy.keep.bookings")}</List.Item>
          <List.Item>{t("privacy.keep.sessions")}</List.Item>
          <List.Item>{t("privacy.keep.security")}</List.Item>
        </List>
      </InfoSection>

      <InfoSection title={t("privacy.lawTitle")}>
        <Text>{t("privacy.law")}</Text>
      </InfoSection>

      <InfoSection title={t("privacy.rightsTitle")} id="your-rights">
        <Text>{t("privacy.rightsIntro")}</Text>
        <List spacing="xs">
          <List.Item>{t("privacy.rights.copy")}</List.Item>
          <List.Item>{t("privacy.rights.correct")}</List.Item>
          <List.Item>{t("privacy.rights.delete")}</List.Item>
          <List.Item>{t("privacy.rights.restrict")}</List.Item>
        </List>
        <Text>
          <Trans t={t} i18nKey="privacy.rightsHow" components={privacyMail} />
        </Text>
      </InfoSection>

      <InfoSection title={t("privacy.changesTitle")}>
        <Text>{t("privacy.changes")}</Text>
      </InfoSection>
    </InfoLayout>
  );
}
