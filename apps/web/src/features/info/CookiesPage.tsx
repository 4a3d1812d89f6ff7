import { Alert, Button, Code, Group, Text } from "@mantine/core";
import { IconCookie } from "@tabler/icons-react";
import { Trans } from "react-i18next";
import { useTranslation } from "../../i18n/useTranslation";
import {
  CONSENT_STORAGE_KEY,
  openCookieSettings,
  useAnalyticsId,
  useConsentChoice,
} from "../../components/CookieConsent";
import { InfoLayout, InfoSection, InfoTable, TextLink } from "./InfoLayout";

/** The visitor's analytics choice and a button to change it; a note instead when analytics is not in use. */
function YourChoice() {
  const { t } = useTranslation("info");
  const inUse = Boolean(useAnalyticsId());
  const choice = useConsentChoice();
  return (
    <Alert
      color={inUse ? "brand" : "gray"}
      variant="light"
      icon={<IconCookie size={18} aria-hidden />}
      title={inUse ? t("cookies.choice.title") : t("cookies.choice.notInUseTitle")}
    >
      {inUse ? (
        <>
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
        </>
      ) : (
        t("cookies.choice.notInUse")
      )}
    </Alert>
  );
}

export default function CookiesPage() {
  const { t } = useTranslation("info");
  // Each row: the cookie's name (a name: the same in every language), its type, purpose and duration.
  const analytics = t("cookies.list.analyticsKind");
  const gaDuration = t("cookies.list.gaDuration");
  const cookies: [string, string, string, string][] = [
    [
      "labcompare_session",
      t("cookies.list.essentialKind"),
      t("cookies.list.sessionPurpose"),
      t("cookies.list.sessionDuration"),
    ],
    ["_ga", analytics, t("cookies.list.gaPurpose"), gaDuration],
    ["_ga_<ID>", analytics, t("cookies.list.gaIdPurpose"), gaDuration],
  ];
  const choiceText = (
    <Trans
      t={t}
      i18nKey="cookies.choiceText"
      values={{ key: CONSENT_STORAGE_KEY }}
      components={{ code: <Code /> }}
    />
  );
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
          rows={cookies.map(([name, ...rest]) => ({
            key: name,
            cells: [<Code key="name">{name}</Code>, ...rest],
          }))}
        />
      </InfoSection>

      <InfoSection
        title={t("cookies.essentialTitle")}
        text={<Trans t={t} i18nKey="cookies.essential" components={{ code: <Code /> }} />}
      />
      <InfoSection title={t("cookies.analyticsTitle")} text={t("cookies.analytics")} />
      <InfoSection title={t("cookies.choiceTitle")} id="your-choices" text={choiceText}>
        <YourChoice />
      </InfoSection>
      <InfoSection
        title={t("cookies.moreTitle")}
        text={<Trans t={t} i18nKey="cookies.more" components={{ pagelink: <TextLink to="/privacy" /> }} />}
      />
    </InfoLayout>
  );
}
