import { Card, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingHospital, IconDiscount, IconFileText, IconFlask2, IconHomeHeart, IconStar } from "@tabler/icons-react";
import { HomeSection } from "./HomeSection";

/** Marketing claims from SPEC section 1. */
export const BENEFITS = [
  { title: "20+ Partner Labs", text: "Accredited laboratories across Dubai and Abu Dhabi, all in one place.", icon: IconBuildingHospital },
  { title: "Over 2,000 Tests", text: "From routine blood work to advanced genetic and hormone panels.", icon: IconFlask2 },
  { title: "Save Up to 50%", text: "Compare prices side by side and pick the best deal for you.", icon: IconDiscount },
  { title: "Rated 4.8 by Patients", text: "A 4.8 rating from 500+ reviews from patients across the UAE.", icon: IconStar },
  { title: "Results Online", text: "View your results online, delivered digitally and ready to print.", icon: IconFileText },
  { title: "Home Collection", text: "Many labs offer sample collection at your home or office.", icon: IconHomeHeart },
];

export function Benefits() {
  return (
    <HomeSection
      id="benefits"
      title="Why Choose LabCompare UAE"
      subtitle="The most convenient way to book lab tests in Dubai and Abu Dhabi."
      subtitleWidth={600}
      centered
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
        {BENEFITS.map((b) => {
          const Icon = b.icon;
          return (
            <Card key={b.title} shadow="xs">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden mb="md">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {b.title}
              </Title>
              <Text size="sm" c="dimmed">
                {b.text}
              </Text>
            </Card>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}
