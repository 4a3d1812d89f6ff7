import { Alert, Text } from "@mantine/core";
import { IconInfoCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A test's preparation instructions, in colours that keep AA contrast. */
export function PrepAlert({ instructions, mt, mb }: { instructions: string; mt?: string; mb?: string }) {
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
        {instructions}
      </Text>
    </Alert>
  );
}
