import { Group, Text } from "@mantine/core";

/** A detail line with its `icon` (decorative, aligned with the first line of text) before `children`. */
export function IconRow({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ marginTop: 2, flexShrink: 0, display: "inline-flex" }}>{icon}</span>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Group>
  );
}
