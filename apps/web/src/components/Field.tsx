import { Text } from "@mantine/core";

/** A detail's small uppercase `label` with its value (`children`) stacked below. */
export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}
