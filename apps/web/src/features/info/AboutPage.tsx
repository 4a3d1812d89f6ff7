import { Button, Card, Group, List, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { IconBuildingHospital, IconCash, IconHomeHeart, IconShieldCheck } from "@tabler/icons-react";
import { Link } from "react-router-dom";
import { ContactEmail, ContactPhone } from "../../components/ContactLinks";
import { InfoLayout, InfoSection } from "./InfoLayout";

const POINTS = [
  {
    icon: IconBuildingHospital,
    title: "20+ partner labs",
    text: "Licensed laboratories in Dubai, Abu Dhabi and Sharjah, with their accreditation shown on every listing.",
  },
  {
    icon: IconCash,
    title: "Transparent prices in AED",
    text: "Each lab sets its own price. We show them side by side, cheapest first, so you can save up to 50%.",
  },
  {
    icon: IconHomeHeart,
    title: "Lab visit or home collection",
    text: "Visit the lab at a time that suits you, or have a nurse collect your sample at home or at the office.",
  },
  {
    icon: IconShieldCheck,
    title: "Your data stays in the UAE",
    text: "Your account and booking details are stored on servers in the UAE and shared only with the lab you choose.",
  },
];

export default function AboutPage() {
  return (
    <InfoLayout
      path="/about"
      title="About LabCompare UAE"
      intro="Lab tests made simple and accessible for patients across the UAE."
    >
      <Text>
        LabCompare UAE brings together 20+ partner laboratories in Dubai, Abu Dhabi and Sharjah so you can compare prices
        for over 2,000 tests, choose a lab visit or home collection, and book in minutes. Trusted by 10,000+ patients in
        the UAE, we are the most convenient way to book lab tests in Dubai.
      </Text>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="sm">
        {POINTS.map((p) => (
          <Card key={p.title} shadow="xs">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                <p.icon size={22} />
              </ThemeIcon>
              <div>
                <Title order={2} fz="md" mb={4}>
                  {p.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {p.text}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      <InfoSection title="How it works">
        <List type="ordered" spacing="xs">
          <List.Item>Search for a test or browse a category, and compare prices, turnaround times and preparation.</List.Item>
          <List.Item>Choose a lab, then a lab visit or home collection, a date and a time.</List.Item>
          <List.Item>Get tested. You pay the lab directly at your appointment.</List.Item>
          <List.Item>The lab delivers your results digitally, usually within 24-48 hours.</List.Item>
        </List>
      </InfoSection>

      <InfoSection title="What we are, and what we are not">
        <Text>
          We are a comparison and booking service. The tests are carried out by the partner laboratories, which are
          licensed by the UAE's health authorities and responsible for sample collection, analysis and your results. We
          do not give medical advice: please talk to your doctor about which tests you need and what your results mean.
        </Text>
      </InfoSection>

      <InfoSection title="Contact us">
        <Text>
          Questions about a booking or a lab? Call us on{" "}
          <ContactPhone c="brand.9" fw={600} />{" "}
          or email{" "}
          <ContactEmail c="brand.9" fw={600} />
          .
        </Text>
      </InfoSection>

      <Group mt="md">
        <Button component={Link} to="/search">
          Browse Tests
        </Button>
        <Button component={Link} to="/labs" variant="light">
          Our Partner Labs
        </Button>
      </Group>
    </InfoLayout>
  );
}
