import { Alert, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "../../i18n/useTranslation";
import { PreparationText, type PreparedTest } from "../../components/PreparationText";

/** A test's preparation instructions in the page's language, in colours that keep AA contrast. */
export function PrepAlert({ test, mt, mb }: { test: PreparedTest; mt?: string; mb?: string }) {
  const { t } = useTranslation("testDetail");
  return (
    <Alert
      color="orange"
      variant="light"
      mt={mt}
      mb={mb}
      icon={<IconInfoCircle size={20} aria-hidden color="#8a3c00" />}
      title={
        <Text component="span" fw={700} fz="sm" c="#8a3c00">
          {t("prepTitle")}
        </Text>
      }
    >
      <Text size="sm" c="dark.7">
        <PreparationText test={test} />
      </Text>
    </Alert>
  );
}
