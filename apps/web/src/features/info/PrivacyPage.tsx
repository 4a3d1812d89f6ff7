import { Anchor, Text } from "@mantine/core";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
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
  // Each row: what is stored, what it includes, why.
  const stored: [string, string, string][] = [
    [t("privacy.stored.account.what"), t("privacy.stored.account.details"), t("privacy.stored.account.why")],
    [t("privacy.stored.profile.what"), t("privacy.stored.profile.details"), t("privacy.stored.profile.why")],
    [
      t("privacy.stored.bookings.what"),
      t("privacy.stored.bookings.details"),
      t("privacy.stored.bookings.why"),
    ],
    [
      t("privacy.stored.sessions.what"),
      t("privacy.stored.sessions.details"),
      t("privacy.stored.sessions.why"),
    ],
    [
      t("privacy.stored.security.what"),
      t("privacy.stored.security.details"),
      t("privacy.stored.security.why"),
    ],
  ];
  const strong = { strong: <strong /> };
  const short = [
    t("privacy.short.uae"),
    t("privacy.short.who"),
    t("privacy.short.sell"),
    t("privacy.short.analytics"),
    <Trans t={t} i18nKey="privacy.short.copy" components={privacyMail} />,
  ];
  const who = [
    <Trans t={t} i18nKey="privacy.who.you" components={strong} />,
    <Trans t={t} i18nKey="privacy.who.lab" components={strong} />,
    <Trans t={t} i18nKey="privacy.who.admins" components={strong} />,
  ];
  const keep = [
    t("privacy.keep.account"),
    t("privacy.keep.bookings"),
    t("privacy.keep.sessions"),
    t("privacy.keep.security"),
  ];
  const rights = [
    t("privacy.rights.copy"),
    t("privacy.rights.correct"),
    t("privacy.rights.delete"),
    t("privacy.rights.restrict"),
  ];
  return (
    <InfoLayout path="/privacy" title={t("privacy.title")} policy intro={t("privacy.intro")}>
      <InfoSection title={t("privacy.shortTitle")} list={short} />
      <InfoSection title={t("privacy.storedTitle")}>
        <InfoTable
          minWidth={560}
          columns={[t("privacy.columns.data"), t("privacy.columns.includes"), t("privacy.columns.why")]}
          rows={stored.map((cells) => ({ key: cells[0], cells }))}
        />
        <Text>{t("privacy.healthData")}</Text>
      </InfoSection>
      <InfoSection title={t("privacy.whereTitle")} text={t("privacy.where")} />
      <InfoSection title={t("privacy.whoTitle")} list={who}>
        <Text>
          <Trans
            t={t}
            i18nKey="privacy.who.noOneElse"
            components={{ pagelink: <TextLink to="/cookies" /> }}
          />
        </Text>
      </InfoSection>
      <InfoSection title={t("privacy.keepTitle")} list={keep} />
      <InfoSection title={t("privacy.lawTitle")} text={t("privacy.law")} />
      <InfoSection
        title={t("privacy.rightsTitle")}
        id="your-rights"
        text={t("privacy.rightsIntro")}
        list={rights}
      >
        <Text>
          <Trans t={t} i18nKey="privacy.rightsHow" components={privacyMail} />
        </Text>
      </InfoSection>
      <InfoSection title={t("privacy.changesTitle")} text={t("privacy.changes")} />
    </InfoLayout>
  );
}
