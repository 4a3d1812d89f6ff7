import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "../../i18n/useTranslation";
import { Link } from "react-router-dom";
import { usePageTitle } from "../../lib/title";

export default function NotFoundPage() {
  const { t } = useTranslation("notFound");
  usePageTitle(t("pageTitle"));
  return (
    <Container size="sm" py={120}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>{t("title")}</Title>
        <Text c="dimmed">{t("text")}</Text>
        <Anchor component={Link} to="/" fw={600}>
          {t("home")}
        </Anchor>
      </Stack>
    </Container>
  );
}
