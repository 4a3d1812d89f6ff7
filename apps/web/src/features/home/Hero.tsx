import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconShieldCheck, IconStarFilled } from "@tabler/icons-react";
import { useNavigate } from "react-router-dom";
import { SearchBox } from "../../components/SearchBox";
import { NAV_HEIGHT } from "../../components/NavBar";
import { PopularTests } from "./PopularTests";
import classes from "./Home.module.css";


export function Hero() {
  const navigate = useNavigate();

  return (
    <Box component="section" className={classes.hero} pt={NAV_HEIGHT + 48} pb={72} aria-labelledby="hero-title">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} className={classes.fade}>
          <Stack gap="lg" justify="center">
            <Badge variant="light" size="lg" tt="none" leftSection={<IconShieldCheck size={14} aria-hidden />} w="fit-content">
              Trusted by 10,000+ patients in UAE
            </Badge>
            <Title id="hero-title" order={1} className={classes.heroTitle}>
              Lab Tests Made Simple and Accessible
            </Title>
            <Text size="xl" c="dimmed">
              Compare, book, and manage all your lab tests in one place
            </Text>
            <SearchBox size="lg" onSearch={(q) => void navigate(`/search?q=${encodeURIComponent(q)}`)} />
            <Group gap="xs">
              <Group gap={2} aria-hidden>
                {[0, 1, 2, 3, 4].map((i) => (
                  <IconStarFilled key={i} size={16} color="var(--mantine-color-yellow-6)" />
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                Rated 4.8 from 500+ reviews · 20+ partner labs in Dubai and Abu Dhabi
              </Text>
            </Group>
          </Stack>
          <PopularTests />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
