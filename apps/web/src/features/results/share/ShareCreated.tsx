/**
 * A new link, shown once: the URL (with "Copy link"), the PIN to give the doctor separately, the QR
 * code, and "Send on WhatsApp" (a wa.me link whose text holds the URL, never the PIN; the site sends
 * nothing). Dates Asia/Dubai.
 */
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconBrandWhatsapp, IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatDate, MONTH_SHORT_DAY_YEAR } from "@labcompare/domain/format";
import { useLocale } from "../../../i18n/useLocale";
import { NewTabAnchor } from "../../../components/NewTabAnchor";
import { ShareQrCode } from "./ShareQrCode";
import { whatsAppHref, type CreatedShare } from "./useShares";

/** The created link `share`; `onDone` closes the dialog. */
export function ShareCreated({ share, onDone }: { share: CreatedShare; onDone: () => void }) {
  const { t } = useTranslation("share");
  const locale = useLocale();
  const until = formatDate(share.expiresAt, MONTH_SHORT_DAY_YEAR, { locale });
  return (
    <Stack gap="md" data-testid="share-created">
      <Alert color="blue" variant="light" title={t("onceTitle")}>
        {t("onceText", { date: until })}
      </Alert>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t("linkLabel")}
          value={share.url}
          readOnly
          dir="ltr"
          style={{ flex: 1 }}
          onFocus={(e) => e.currentTarget.select()}
        />
        <CopyButton value={share.url}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? t("copied") : t("copyLink")}
            </Button>
          )}
        </CopyButton>
      </Group>
      {share.pin ? (
        <div>
          <Text size="sm" fw={600}>
            {t("pinLabel")}
          </Text>
          <Text
            fz={28}
            fw={700}
            ff="monospace"
            dir="ltr"
            data-testid="share-pin"
            style={{ letterSpacing: "0.2em" }}
          >
            {share.pin}
          </Text>
          <Text size="sm" c="dimmed">
            {t("pinAdvice")}
          </Text>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t("noPinNote")}
        </Text>
      )}
      <Group align="center" gap="lg">
        <ShareQrCode url={share.url} />
        <Stack gap="xs">
          <NewTabAnchor href={whatsAppHref(t("whatsAppText"), share.url)} data-testid="share-whatsapp">
            <Group gap={6} component="span">
              <IconBrandWhatsapp size={18} aria-hidden />
              {t("sendWhatsApp")}
            </Group>
          </NewTabAnchor>
          <Text size="xs" c="dimmed" maw={260}>
            {t("whatsAppNote")}
          </Text>
        </Stack>
      </Group>
      <Group justify="flex-end">
        <Button onClick={onDone}>{t("done")}</Button>
      </Group>
    </Stack>
  );
}
