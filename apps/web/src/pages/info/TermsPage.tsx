import { Text } from "@mantine/core";
import { InfoLayout } from "./InfoLayout";

export default function TermsPage() {
  return (
    <InfoLayout title="Terms of Service">
      <Text>
        LabCompare UAE lists tests and prices provided by independent partner laboratories and passes your booking to
        the lab you choose. Tests are performed by the lab, which is responsible for sample collection, analysis and
        results. This site does not provide medical advice; please consult your doctor about which tests you need.
      </Text>
      <Text>Full terms of service will be published here.</Text>
    </InfoLayout>
  );
}
