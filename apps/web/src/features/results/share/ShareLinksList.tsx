/**
 * "Links for doctors" on /results: each link's person, what it shares (all results or one report),
 * its expiry, when it was last opened, and its state; "Withdraw" on a link still working
 * (results.shares.revoke: its page then answers "This link has expired or was withdrawn."). Dates
 * and times Asia/Dubai.
 */
import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate, MONTH_SHORT_DAY_YEAR, WEEKDAY_MONTH_DAY_YEAR_TIME } from "@labcompare/domain/format";
import { useLocale } from "../../../i18n/useLocale";
import { useRevokeShare, useShareLinks, type ShareLink } from "./useShares";

const STATUS_COLOR = { active: "green", expired: "gray", revoked: "gray" } as const;

/** One link as a card. */
function LinkCard({ link }: { link: ShareLink }) {
  const { t } = useTranslation("share");
  const locale = useLocale();
  const revoke = useRevokeShare();
  const person = link.person.name ?? t("me");
  const scope = link.report
    ? t("scopeOneReport", {
        lab: (locale === "ar" && link.report.labNameAr) || link.report.labName,
        date: formatDate(link.report.issuedAt, MONTH_SHORT_DAY_YEAR, { locale }),
      })
    : t("scopeAllShort");
  const statusText = { active: t("statusActive"), expired: t("statusExpired"), revoked: t("statusRevoked") }[
    link.status
  ];
  return (
    <Card withBorder padding="sm" data-testid="share-link">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{person}</Text>
            <Badge variant="light" color={STATUS_COLOR[link.status]} c="dark.7" tt="none">
              {statusText}
            </Badge>
          </Group>
          <Text size="sm">
            {scope} · {link.withPin ? t("withPin") : t("withoutPin")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("expiresOn", { date: formatDate(link.expiresAt, MONTH_SHORT_DAY_YEAR, { locale }) })}
          </Text>
          <Text size="sm" c="dimmed">
            {link.lastOpenedAt
              ? t("lastOpened", {
                  when: formatDate(link.lastOpenedAt, WEEKDAY_MONTH_DAY_YEAR_TIME, { locale }),
                })
              : t("neverOpened")}
          </Text>
        </Stack>
        {link.status === "active" && (
          <Button
            variant="default"
            color="red"
            size="xs"
            loading={revoke.isPending}
            onClick={() => revoke.mutate({ id: link.id })}
            aria-label={t("revokeNamed", { person })}
          >
            {t("revoke")}
          </Button>
        )}
      </Group>
    </Card>
  );
}

/** The section; nothing until the account has made a link. */
export function ShareLinksList() {
  const { t } = useTranslation("share");
  const links = useShareLinks();
  if (!links.data || links.data.length === 0) return null;
  return (
    <section aria-labelledby="share-links-title">
      <Title id="share-links-title" order={2} fz="h3" mb={4}>
        {t("listHeading")}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t("listIntro")}
      </Text>
      <Stack gap="sm">
        {links.data.map((link) => (
          <LinkCard key={link.id} link={link} />
        ))}
      </Stack>
    </section>
  );
}
