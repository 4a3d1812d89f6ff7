import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconFlask } from "@tabler/icons-react";
import { PRODUCT_NAME } from "../config";

/** The product's mark and name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant={inverted ? "white" : "filled"} aria-hidden>
        <IconFlask size={20} stroke={2} />
      </ThemeIcon>
      <Text
        fw={800}
        fz={{ base: "md", xs: "lg" }}
        c={inverted ? "white" : "dark.8"}
        style={{ letterSpacing: -0.3, whiteSpace: "nowrap" }}
      >
        {PRODUCT_NAME}
      </Text>
    </Group>
  );
}
