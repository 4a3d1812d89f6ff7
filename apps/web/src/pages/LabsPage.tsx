/** /labs: the partner labs, grouped by emirate. */
import { Alert, Badge, Card, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { IconClock, IconHome, IconMapPin, IconPhone } from "@tabler/icons-react";
import { usePageTitle } from "../lib/title";
import { errorMessage, trpc } from "../trpc";

export default function LabsPage() {
  usePageTitle("Partner Labs");
  const labs = trpc.catalog.labs.list.useQuery({});
  const byEmirate = new Map<string, NonNullable<typeof labs.data>>();
  for (const lab of labs.data ?? []) byEmirate.set(lab.emirate, [...(byEmirate.get(lab.emirate) ?? []), lab]);

  return (
    <Container size="lg" py={48}>
      <Title order={1} mb="xs">
        Partner Labs
      </Title>
      <Text c="dimmed" mb="xl">
        Accredited laboratories across the UAE whose prices you can compare and book.
      </Text>
      {labs.isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label="Loading labs">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h={160} />
          ))}
        </SimpleGrid>
      ) : labs.isError ? (
        <Alert color="red">{errorMessage(labs.error)}</Alert>
      ) : (
        <Stack gap="xl">
          {[...byEmirate.entries()].map(([emirate, list]) => (
            <section key={emirate} aria-labelledby={`emirate-${emirate.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`}>
              <Title id={`emirate-${emirate.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`} order={2} fz="h3" mb="md">
                {emirate}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
                {list.map((lab) => (
                  <Card key={lab.id} shadow="xs">
                    <Title order={3} fz="md" mb={4}>
                      {lab.name}
                    </Title>
                    <Group gap={4} mb="sm">
                      {lab.accreditation.map((a) => (
                        <Badge key={a} size="xs" variant="outline" color="gray" c="dark.6">
                          {a}
                        </Badge>
                      ))}
                    </Group>
                    <Stack gap={4}>
                      <Row icon={<IconMapPin size={14} aria-hidden />} text={`${lab.area} – ${lab.address}`} />
                      <Row icon={<IconPhone size={14} aria-hidden />} text={lab.phone} />
                      <Row icon={<IconClock size={14} aria-hidden />} text={lab.openingHours} />
                      {lab.homeCollection && <Row icon={<IconHome size={14} aria-hidden />} text="Home collection available" />}
                      <Text size="xs" c="dimmed">
                        {lab.testCount} tests offered
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
            </section>
          ))}
        </Stack>
      )}
    </Container>
  );
}

function Row({ icon, text }: { icon: React.ReactNode; text: string }) {
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <span style={{ marginTop: 2, flexShrink: 0 }}>{icon}</span>
      <Text size="sm">{text}</Text>
    </Group>
  );
}
