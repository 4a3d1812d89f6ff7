import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck, IconStarFilled } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { useNavigate } from "react-router-dom";
import { SearchBox } from "../../components/SearchBox";
import { DoctorListForm } from "../../components/doctor-list/DoctorListForm";
import { NAV_HEIGHT } from "../../components/NavBar";
import { PopularTests } from "./PopularTests";
import { HydrateLater } from "../../components/HydrateLater";
import classes from "./Home.module.css";

export function Hero() {
  const { t } = useTranslation("home");
  const navigate = useNavigate();

  return (
    <Box
      component="section"
      className={classes.hero}
      pt={NAV_HEIGHT + 48}
      pb={72}
      aria-labelledby="hero-title"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.fade}>
          <Stack gap="lg" justify="center">
            <Badge
              variant="light"
              size="lg"
              tt="none"
              leftSection={<IconShieldCheck size={14} aria-hidden />}
              w="fit-content"
              classNames={{ root: classes.badge, label: classes.badgeLabel }}
            >
              {t("hero.badge")}
            </Badge>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              {t("hero.title")}
            </Title>
            <Text size="xl" c="dimmed">
              {t("hero.subtitle")}
            </Text>
            <SearchBox size="lg" onSearch={(q) => void navigate(`/search?q=${encodeURIComponent(q)}`)} />
            <DoctorListForm id="home-list" />
            <Group gap="xs">
              <Group gap={2} aria-hidden>
                {[0, 1, 2, 3, 4].map((i) => (
                  <IconStarFilled key={i} size={16} color="var(--mantine-color-yellow-6)" />
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {t("hero.rating")}
              </Text>
            </Group>
          </Stack>
          {/* Below the search and list boxes on a phone: hydrated after them. */}
          <HydrateLater>
            <PopularTests />
          </HydrateLater>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
