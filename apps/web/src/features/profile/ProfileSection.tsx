/** A titled card of the profile page (h2 plus an optional explanation), labelled by its title. */
import { Button, Card, Group, Text, Title } from "@mantine/core";

/** A section card; `id` names its heading so the section is a labelled landmark. */
export function ProfileSection({ id, title, description, children }: { id: string; title: string; description?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card shadow="xs" padding="xl" component="section" aria-labelledby={id}>
      <Title id={id} order={2} fz="h3" mb={description ? 4 : "md"}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

/** A section form's submit button (`children`: its label), at the right, loading while `saving`. */
export function SectionSubmit({ saving, children }: { saving: boolean; children: React.ReactNode }) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving}>
        {children}
      </Button>
    </Group>
  );
}
