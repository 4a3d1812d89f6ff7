import { Card, SimpleGrid, ThemeIcon } from "@mantine/core";
import {
  IconBuildingHospital,
  IconDiscount,
  IconFileText,
  IconFlask2,
  IconHomeHeart,
  IconStar,
} from "@tabler/icons-react";
import { HeadingText } from "../../components/HeadingText";
import { HomeSection } from "./HomeSection";
import { useHomeItems, type HomeItemEntry } from "./useHomeItems";

/** The site's six marketing claims. */
const BENEFITS: readonly HomeItemEntry[] = [
  ["benefits.labs", IconBuildingHospital],
  ["benefits.tests", IconFlask2],
  ["benefits.save", IconDiscount],
  ["benefits.rated", IconStar],
  ["benefits.online", IconFileText],
  ["benefits.home", IconHomeHeart],
];

export function Benefits() {
  const benefits = useHomeItems(BENEFITS);
  return (
    <HomeSection id="benefits" copy="benefits" subtitleWidth={600} centered>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {benefits.map(({ key, title, text, icon: Icon }) => (
          <Card key={key} shadow="xs">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden mb="md">
              <Icon size={24} />
            </ThemeIcon>
            <HeadingText order={3} fz="lg" mb={6} title={title} text={text} />
          </Card>
        ))}
      </SimpleGrid>
    </HomeSection>
  );
}
