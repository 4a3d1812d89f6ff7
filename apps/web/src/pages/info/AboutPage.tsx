import { Button, Group, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { InfoLayout } from "./InfoLayout";

export default function AboutPage() {
  return (
    <InfoLayout title="About LabCompare UAE" intro="Lab tests made simple and accessible for patients across the UAE.">
      <Text>
        LabCompare UAE brings together 20+ partner laboratories in Dubai and Abu Dhabi so you can compare prices for over
        2,000 tests, choose a lab visit or home collection, and book in minutes. Results are delivered digitally.
      </Text>
      <Text>
        Prices are set by each lab and shown in AED. We show the cheapest option first, along with turnaround times and
        preparation instructions, so you can choose with confidence.
      </Text>
      <Group>
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
