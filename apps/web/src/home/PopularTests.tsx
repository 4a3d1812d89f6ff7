import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { formatAed } from "@labcompare/validators/format";

/** The static "Most Popular Tests" card (SPEC section 3: sample prices, current / original, AED). */
export const POPULAR_TESTS = [
  { name: "Complete Blood Count (CBC)", price: 85, originalPrice: 120 },
  { name: "Vitamin D Test", price: 150, originalPrice: 250 },
  { name: "Thyroid Function (TSH)", price: 120, originalPrice: 180 },
  { name: "Lipid Profile", price: 110, originalPrice: 150 },
  { name: "Comprehensive Health Package", price: 499, originalPrice: 799 },
] as const;

export function PopularTests() {
  return (
    <Card shadow="md" padding="xl" component="section" aria-labelledby="popular-tests-title">
      <Group justify="space-between" mb="md">
        <Title id="popular-tests-title" order={2} fz="h3">
          Most Popular Tests
        </Title>
        <Button component={Link} to="/search" variant="subtle" size="compact-sm">
          View All
        </Button>
      </Group>
      <Stack gap={0} component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
        {POPULAR_TESTS.map((t) => (
          <Group
            key={t.name}
            component="li"
            justify="space-between"
            wrap="nowrap"
            py="sm"
            style={{ borderBottom: "1px solid var(--mantine-color-gray-2)" }}
          >
            <Text fw={500}>{t.name}</Text>
            <Stack gap={0} align="flex-end" style={{ whiteSpace: "nowrap" }}>
              <Text fw={700} c="brand.9">
                {formatAed(t.price)}
              </Text>
              <Text component="s" td="line-through" size="sm" c="dimmed">
                {formatAed(t.originalPrice)}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
      <Button component={Link} to="/search" fullWidth size="md" mt="lg">
        Book Tests Now
      </Button>
    </Card>
  );
}
