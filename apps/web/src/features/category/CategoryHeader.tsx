/**
 * The category page's header band: the back button, then the category's icon, name, "About {name}"
 * and description (a default sentence when it has none), or a skeleton of the same size while it
 * loads. Props: `category` (undefined while loading).
 */
import { Box, Container, Group, Skeleton, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { IconDna, IconHeart } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { entityName, inLocale } from "@labcompare/domain/locale";
import { EnglishText } from "../../i18n/EnglishText";
import { BackButton } from "../../components/BackButton";
import { useLocale } from "../../i18n/useLocale";

/** The category icon: "dna" shows a DNA strand; any other value (or none) a heart. */
function CategoryIcon({ icon, size = 28 }: { icon: string | null | undefined; size?: number }) {
  return icon === "dna" ? <IconDna size={size} aria-hidden /> : <IconHeart size={size} aria-hidden />;
}

export interface CategoryHeaderProps {
  category:
    | {
        name: string;
        nameAr?: string | null;
        icon: string | null;
        description: string | null;
        descriptionAr?: string | null;
      }
    | undefined;
}

export function CategoryHeader({ category: c }: CategoryHeaderProps) {
  const { t } = useTranslation(["category", "common"]);
  const locale = useLocale();
  const name = c ? entityName(c, locale) : "";
  const description = c ? (inLocale(c, "description", locale, null) ?? c.description) : null;
  return (
    <Box bg="brand.0" py={40}>
      <Container size="lg">
        <BackButton />
        {c ? (
          <Group gap="lg" mt="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={64} radius="lg" variant="light" color="red" aria-hidden>
              <CategoryIcon icon={c.icon} size={34} />
            </ThemeIcon>
            <Stack gap="xs">
              <Title order={1}>{name}</Title>
              <Title order={2} fz="lg" fw={600}>
                {t("about", { name })}
              </Title>
              {description ? (
                <EnglishText text={description}>
                  <Text c="dimmed" maw={760}>
                    {description}
                  </Text>
                </EnglishText>
              ) : (
                <Text c="dimmed" maw={760}>
                  {t("defaultDescription", { name: name.toLowerCase() })}
                </Text>
              )}
            </Stack>
          </Group>
        ) : (
          <Group
            gap="lg"
            mt="md"
            wrap="nowrap"
            role="status"
            aria-busy="true"
            aria-label={t("loadingCategory")}
          >
            <Skeleton h={64} w={64} radius="lg" />
            <Stack gap="xs" style={{ flex: 1 }}>
              <Skeleton h={32} w="40%" />
              <Skeleton h={18} w="30%" />
              <Skeleton h={14} w="80%" />
            </Stack>
          </Group>
        )}
      </Container>
    </Box>
  );
}
