import { Text } from "@mantine/core";
import { InfoLayout } from "./InfoLayout";

export default function PrivacyPage() {
  return (
    <InfoLayout title="Privacy Policy">
      <Text>
        We collect the details you give us when you create an account or book a test (name, email, phone and booking
        details) to arrange your appointment with the lab you choose. We do not sell your personal data.
      </Text>
      <Text>The full privacy policy will be published here.</Text>
    </InfoLayout>
  );
}
