import { Text } from "@mantine/core";
import { InfoLayout } from "./InfoLayout";

export default function CookiesPage() {
  return (
    <InfoLayout title="Cookie Policy">
      <Text>
        We use a single essential cookie to keep you signed in. It is removed when you sign out or when your session
        expires.
      </Text>
    </InfoLayout>
  );
}
