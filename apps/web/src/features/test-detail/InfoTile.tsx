/** One of the test page's three info tiles (Result Time, Test Category, Report Format). Props: icon, label, value. */
import { Card, Group, Text, ThemeIcon } from "@mantine/core";

export function InfoTile({
  icon,
  label,
  value,
}: {
  icon: React.ReactNode;
  label: string;
  value: React.ReactNode;
}) {
  return (
    <Card shadow="xs" padding="md">
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          {icon}
        </ThemeIcon>
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {label}
          </Text>
          <Text fw={600}>{value}</Text>
        </div>
      </Group>
    </Card>
  );
}
