import { Alert, Button, Code, Group, Text } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { Trans, useTranslation } from "react-i18next";
import {
  CONSENT_STORAGE_KEY,
  openCookieSettings,
  useAnalyticsId,
  useConsentChoice,
} from "../../components/CookieConsent";
import { InfoLayout, InfoSection, InfoTable, TextLink } from "./InfoLayout";

function YourChoice() {
  const { t } = useTranslation("info");
  const analyticsId = useAnalyticsId();
  const choice = useConsentChoice();
  if (!analyticsId) {
    return (
      <Alert
        color="gray"
        variant="light"
        icon={<IconCookie size={18} aria-hidden />}
        title={t("cookies.choice.notInUseTitle")}
      >
        {t("cookies.choice.notInUse")}
      </Alert>
    );
  }
  return (
    <Alert
      color="brand"
      variant="light"
      icon={<IconCookie size={18} aria-hidden />}
      title={t("cookies.choice.title")}
    >
      <Text size="sm" mb="sm">
        {choice === "accepted"
          ? t("cookies.choice.accepted")
          : choice === "rejected"
            ? t("cookies.choice.rejected")
            : t("cookies.choice.none")}
      </Text>
      <Group>
        <Button size="sm" onClick={openCookieSettings}>
          {t("cookies.choice.change")}
        </Button>
      </Group>
    </Alert>
  );
}

export default function CookiesPage() {
  const { t } = useTranslation("info");
  // Cookie names are names: the same in every language.
  const cookies = [
    {
      name: "labcompare_session",
      kind: t("cookies.list.essentialKind"),
      purpose: t("cookies.list.sessionPurpose"),
      duration: t("cookies.list.sessionDuration"),
    },
    {
      name: "_ga",
      kind: t("cookies.list.analyticsKind"),
      purpose: t("cookies.list.gaPurpose"),
      duration: t("cookies.list.gaDuration"),
    },
    {
      name: "_ga_<ID>",
      kind: t("cookies.list.analyticsKind"),
      purpose: t("cookies.list.gaIdPurpose"),
      duration: t("cookies.list.gaDuration"),
    },
  ];
  return (
    <InfoLayout path="/cookies" title={t("cookies.title")} policy intro={t("cookies.intro")}>
      <InfoSection title={t("cookies.listTitle")}>
        <InfoTable
          minWidth={600}
          columns={[
            t("cookies.columns.cookie"),
            t("cookies.columns.type"),
            t("cookies.columns.purpose"),
            t("cookies.columns.duration"),
          ]}
          rows={cookies.map((c) => ({
            key: c.name,
            cells: [<Code key="name">{c.name}</Code>, c.kind, c.purpose, c.duration],
          }))}
        />
      </InfoSection>

      <InfoSection title={t("cookies.essentialTitle")}>
        <Text>
          <Trans t={t} i18nKey="cookies.essential" components={{ code: <Code /> }} />
        </Text>
      </InfoSection>

      <InfoSection title={t("cookies.analyticsTitle")}>
        <Text>{t("cookies.analytics")}</Text>
      </InfoSection>

      <InfoSection title={t("cookies.choiceTitle")} id="your-choices">
        <Text>
          <Trans
            t={t}
            i18nKey="cookies.choiceText"
            values={{ key: CONSENT_STORAGE_KEY }}
            components={{ code: <Code /> }}
          />
        </Text>
        <YourChoice />
      </InfoSection>

      <InfoSection title={t("cookies.moreTitle")}>
        <Text>
          <Trans t={t} i18nKey="cookies.more" components={{ pagelink: <TextLink to="/privacy" /> }} />
        </Text>
      </InfoSection>
    </InfoLayout>
  );
}
