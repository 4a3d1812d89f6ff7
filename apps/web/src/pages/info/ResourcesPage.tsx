import { Button, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { InfoLayout } from "./InfoLayout";

/** Placeholder until the public blog/resources API exists (SPEC: /resources, /blog/{postId}). */
export default function ResourcesPage() {
  return (
    <InfoLayout title="Blog & Resources" intro="Health articles and guides to help you prepare for your lab tests.">
      <Text>Articles and health resources are coming soon.</Text>
      <Button component={Link} to="/search" w="fit-content">
        Browse Tests
      </Button>
    </InfoLayout>
  );
}
